// Staff check mail delivery end to end: queue a test email to their own address.
import 'server-only'
import { sendTestEmail } from '@/core/mail/send-test-email'
import { handleJson } from '@/server/api-handler'
import { adminMailboxTestEndpoint } from '@/server/api-schemas/mailbox-schemas'
import { getDeps } from '@/server/get-deps'
import { requireMailboxStaff } from './admin-mailbox'

export { adminMailboxTestEndpoint }

export const POST = handleJson(
  adminMailboxTestEndpoint,
  async (_body, request) => {
    const viewer = await requireMailboxStaff(request)
    return sendTestEmail(await getDeps(), { userId: viewer.id })
  },
  { successStatus: 201 },
)
