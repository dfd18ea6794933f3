// Staff check mail delivery end to end: queue a test email to their own address.
import 'server-only'
import { z } from 'zod'
import { sendTestEmail } from '@/core/mail/send-test-email'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireMailboxStaff } from './admin-mailbox'

export const adminMailboxTestEndpoint = {
  method: 'POST',
  path: '/api/v3/admin/mailbox/test/',
  summary: 'Staff: send a test email to yourself',
  description:
    'Queues a short email (text, HTML and a text attachment) to the signed-in staff member\'s own address; the delivery loop sends it through the configured Mailer. Staff only: 404 for everyone else.',
  tags: ['admin'],
  body: z.object({}),
  response: z.object({ id: z.string() }),
  errors: [403, 404],
} satisfies Endpoint

export const POST = handleJson(
  adminMailboxTestEndpoint,
  async (_body, request) => {
    const viewer = await requireMailboxStaff(request)
    return sendTestEmail(await getDeps(), { userId: viewer.id })
  },
  { successStatus: 201 },
)
