// Contracts of the staff mailbox endpoints (handlers in src/server/api/admin-mailbox*.ts). Kept free of
// server-only imports, like every contract here, so the OpenAPI list and the endpoint-path spec can load
// them outside Next.js.
import { z } from 'zod'
import type { Endpoint } from '../api-handler'
import { optionalText } from './query-params'

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
