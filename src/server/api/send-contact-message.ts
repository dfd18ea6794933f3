// Contact us (spec §2 /help/{lang}/contact-us/, issue 23): the stored, rate-limited message. The page's
// form posts here through html-form.ts (it needs no JavaScript); other clients may post JSON directly.
import 'server-only'
import { z } from 'zod'
import { CONTACT_TOPICS } from '@/core/support/contact-message-rules'
import { sendContactMessage } from '@/core/support/send-contact-message'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { EmailSchema } from '@/server/api-schemas/auth-schemas'
import { contactMessageSchema, ContactNameSchema } from '@/server/api-schemas/contact-schemas'
import { getDeps } from '@/server/get-deps'
import { clientAddress } from '@/server/http/request-policy'
import { getRequestViewer } from '@/server/request-viewer'

export const CONTACT_MESSAGE_RECEIVED = 'Thank you: we have your message and will answer by email, usually within two working days.'

const topics = CONTACT_TOPICS.map((t) => t.value) as [string, ...string[]]

export const SendContactMessageBodySchema = z.object({
  name: ContactNameSchema,
  email: EmailSchema,
  topic: z.enum(topics, { message: 'Choose what your message is about.' }),
  message: contactMessageSchema('us'),
  helpLanguage: z.string().regex(/^[a-z]{2}-[a-z]{2}$/, 'Not a help center language.'),
})

export const sendContactMessageEndpoint = {
  method: 'POST',
  path: '/api/v3/contact_messages/',
  summary: 'Send a message to support (Contact us)',
  description: 'Stores the message for the support team, who answer by email. At most 5 an hour per address and 3 per email (429 with Retry-After).',
  tags: ['support'],
  body: SendContactMessageBodySchema,
  response: z.object({ message: z.string() }),
  errors: [400, 403, 429],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return handleJson(
    sendContactMessageEndpoint,
    async (body) => {
      const viewer = await getRequestViewer(request)
      await sendContactMessage(await getDeps(), {
        ...body,
        topic: body.topic as (typeof CONTACT_TOPICS)[number]['value'],
        userId: viewer?.id ?? null,
        ip: clientAddress(request),
      })
      return { message: CONTACT_MESSAGE_RECEIVED }
    },
    { successStatus: 201 },
  )(request)
}
