// Staff mailbox API: the emails the site has queued or sent (outbox), to read a user's mail in support
// and in tests. Contract and handler in one module; the route file only re-exports the handler.
import 'server-only'
import { z } from 'zod'
import { listMailboxEmails } from '@/core/mail/list-mailbox-emails'
import { AppError } from '@/core/shared/app-error'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { optionalText } from '@/server/api-schemas/query-params'
import { getDeps } from '@/server/get-deps'
import { getRequestViewer } from '@/server/viewer'

const MailboxEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable().describe('Sanitised HTML part, or null for a text-only email'),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  created: z.string().describe('ISO 8601'),
  status: z.enum(['pending', 'sent', 'failed']),
})

export const adminMailboxEndpoint = {
  method: 'GET',
  path: '/api/v3/admin/mailbox/',
  summary: 'Staff: the emails the site has queued and sent',
  description:
    'Newest first (at most 100), optionally for one recipient (`to`, case-insensitive) and one `kind`. Staff only: 404 for everyone else.',
  tags: ['admin'],
  query: z.object({ to: optionalText(320), kind: optionalText(100) }),
  response: z.object({ emails: z.array(MailboxEmailSchema) }),
  errors: [400, 404],
} satisfies Endpoint

/** Staff only; anyone else (signed in or not) is told there is nothing here, as for the staff pages. */
export async function requireMailboxStaff(request: Request) {
  const viewer = await getRequestViewer(request)
  if (!viewer?.isStaff) throw new AppError('NOT_FOUND', 'Not found.')
  return viewer
}

export const GET = handleGet(adminMailboxEndpoint, async (query, request) => {
  await requireMailboxStaff(request)
  return listMailboxEmails(await getDeps(), { to: query.to, kind: query.kind, limit: 100 })
})
