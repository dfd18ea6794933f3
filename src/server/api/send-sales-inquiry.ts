// POST /api/v3/sales_inquiries/ (issue 20): the Contact Sales form of /organizer/contact-sales/, stored
// for the sales team and rate-limited (send-sales-inquiry.ts).
import 'server-only'
import { z } from 'zod'
import { SALES_MESSAGE_MAX_LENGTH, SALES_ORGANIZATION_MAX_LENGTH, TICKETS_PER_YEAR_BANDS } from '@/core/support/sales-inquiry-rules'
import { sendSalesInquiry } from '@/core/support/send-sales-inquiry'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { EmailSchema } from '@/server/api-schemas/auth-schemas'
import { ContactNameSchema } from '@/server/api-schemas/contact-schemas'
import { getDeps } from '@/server/get-deps'
import { clientAddress } from '@/server/http/request-policy'
import { getRequestViewer } from '@/server/request-viewer'

export const SALES_INQUIRY_RECEIVED = 'Thank you: our sales team will write to you within two working days.'

const bands = TICKETS_PER_YEAR_BANDS.map((b) => b.value) as [(typeof TICKETS_PER_YEAR_BANDS)[number]['value'], ...(typeof TICKETS_PER_YEAR_BANDS)[number]['value'][]]

export const SendSalesInquiryBodySchema = z.strictObject({
  name: ContactNameSchema,
  email: EmailSchema,
  organization: z
    .string()
    .trim()
    .min(1, { message: 'Enter your organization’s name.', abort: true })
    .max(SALES_ORGANIZATION_MAX_LENGTH, `Use at most ${SALES_ORGANIZATION_MAX_LENGTH} characters.`),
  tickets_per_year: z.enum(bands, { message: 'Choose how many tickets you sell a year.' }),
  message: z.string().trim().max(SALES_MESSAGE_MAX_LENGTH, `Use at most ${SALES_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`).default(''),
})

export const sendSalesInquiryEndpoint = {
  method: 'POST',
  path: '/api/v3/sales_inquiries/',
  summary: 'Contact Sales',
  description: 'Stores the inquiry for the sales team, who answer by email. Shares Contact us’s limits: at most 5 an hour per address and 3 per email (429 with Retry-After).',
  tags: ['support'],
  body: SendSalesInquiryBodySchema,
  response: z.object({ message: z.string() }),
  errors: [400, 403, 429],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return handleJson(
    sendSalesInquiryEndpoint,
    async (body) => {
      const viewer = await getRequestViewer(request)
      await sendSalesInquiry(await getDeps(), {
        name: body.name,
        email: body.email,
        organization: body.organization,
        ticketsPerYear: body.tickets_per_year,
        message: body.message,
        userId: viewer?.id ?? null,
        ip: clientAddress(request),
      })
      return { message: SALES_INQUIRY_RECEIVED }
    },
    { successStatus: 201 },
  )(request)
}
