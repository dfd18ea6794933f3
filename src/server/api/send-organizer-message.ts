// POST /api/v3/organizers/{organizer_id}/contact_messages/ (issue 20): "Contact the organizer" from an
// event or organizer page, emailed to the organizer (send-organizer-message.ts).
import 'server-only'
import { z } from 'zod'
import { sendOrganizerMessage } from '@/core/organizers/send-organizer-message'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { EmailSchema } from '@/server/api-schemas/auth-schemas'
import { contactMessageSchema, ContactNameSchema } from '@/server/api-schemas/contact-schemas'
import { getDeps } from '@/server/get-deps'
import { clientAddress } from '@/server/http/request-policy'
import { parseIdParam, type PathContext } from '@/server/path-params'

export const ORGANIZER_MESSAGE_SENT = 'Sent: the organizer will answer you by email.'

export const SendOrganizerMessageBodySchema = z.strictObject({
  name: ContactNameSchema,
  email: EmailSchema,
  message: contactMessageSchema('the organizer'),
  event_id: z.string().regex(/^\d{1,9}$/, 'must be an event id').optional(),
})

export const sendOrganizerMessageEndpoint = {
  method: 'POST',
  path: '/api/v3/organizers/{organizer_id}/contact_messages/',
  summary: 'Send a message to an organizer',
  description:
    'Emails the organizer (their profile’s contact email, else their account’s) with the sender’s address to reply to; `event_id`, one of theirs, names the event. At most 5 an hour per address and 3 per sender email (429). 404 for an unknown organizer or another organizer’s event; 409 when no address reaches the organizer.',
  tags: ['creators'],
  body: SendOrganizerMessageBodySchema,
  response: z.object({ message: z.string() }),
  errors: [400, 403, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ organizerId: string }>): Promise<Response> {
  return handleJson(
    sendOrganizerMessageEndpoint,
    async (body) => {
      const organizerId = parseIdParam((await ctx.params).organizerId, 'organizer')
      await sendOrganizerMessage(await getDeps(), {
        organizerId,
        eventId: body.event_id ? Number(body.event_id) : null,
        name: body.name,
        email: body.email,
        message: body.message,
        ip: clientAddress(request),
      })
      return { message: ORGANIZER_MESSAGE_SENT }
    },
    { successStatus: 201 },
  )(request)
}
