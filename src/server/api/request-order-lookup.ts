// POST /api/v3/orders/lookup/ {email} (issue 38 §3, "Find my tickets"): 202 {} whatever the address, so it
// tells nobody who has orders; the email carries a link to every order of the address.
import 'server-only'
import { z } from 'zod'
import { computePreferredLocale } from '@/core/i18n/page-locale'
import { requestOrderLookup } from '@/core/ticketing/request-order-lookup'
import { EmailSchema } from '@/server/api-schemas/auth-schemas'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { clientAddress } from '@/server/http/request-policy'
import { getTicketingDeps } from '@/server/ticketing'

export const requestOrderLookupEndpoint = {
  method: 'POST',
  path: '/api/v3/orders/lookup/',
  summary: 'Email a link to every order of an address',
  description:
    'Answers 202 `{}` whether or not the address placed any orders. When it did, an email (in the language `Accept-Language` prefers) carries a link, valid 24 hours, to a page listing each paid order of the address with its own link. Rate-limited per address and per IP (429 with Retry-After).',
  tags: ['ticketing'],
  body: z.strictObject({ email: EmailSchema }),
  response: z.strictObject({}),
  errors: [400, 403, 429],
} satisfies Endpoint

export const POST = handleJson(
  requestOrderLookupEndpoint,
  async (body, request) => {
    await requestOrderLookup(await getTicketingDeps(), { email: body.email, ip: clientAddress(request), locale: computePreferredLocale(request.headers.get('accept-language')) })
    return {}
  },
  { successStatus: 202 },
)
