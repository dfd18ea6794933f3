// /api/v3/organizations/me/tax/ (issue 37 point 4, decision 043): the signed-in creator's tax settings,
// read and replaced whole. CSRF on the cookie-authenticated PUT is checked before the handler (src/proxy.ts).
import 'server-only'
import { z } from 'zod'
import { getMyTaxSettings } from '@/core/creators/get-my-tax-settings'
import { updateMyTaxSettings } from '@/core/creators/update-my-tax-settings'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireViewer } from '@/server/request-viewer'
import { TaxSettingsSchema } from './creator-schemas'

const TaxSettingsResponse = z.object({
  tax: z.object({ mode: z.enum(['none', 'included', 'added']), rate_percent: z.number(), legal_name: z.string(), address: z.string(), tax_id: z.string() }),
})

export const getOrganizationTaxEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/tax/',
  summary: 'My organization’s tax settings',
  description: 'The signed-in creator’s tax mode, rate and seller’s details; `none` with empty details until set. 401 without a session.',
  tags: ['creators'],
  query: z.object({}),
  response: TaxSettingsResponse,
  errors: [401],
} satisfies Endpoint

export const putOrganizationTaxEndpoint = {
  method: 'PUT',
  path: '/api/v3/organizations/me/tax/',
  summary: 'Set my organization’s tax settings',
  description:
    'Replaces the settings whole. `included`: VAT/GST inside the ticket prices; `added`: sales tax added at checkout (and into every all-in price shown). ' +
    'Tax is on the ticket’s price after discounts, never on the service fee, rounded per ticket in the currency’s minor unit (decision 043). ' +
    'Events follow these settings unless they set their own `tax`. Creates the organizer when the creator has none yet.',
  tags: ['creators'],
  body: TaxSettingsSchema,
  response: TaxSettingsResponse,
  errors: [400, 401, 403],
} satisfies Endpoint

export const GET = handleGet(getOrganizationTaxEndpoint, async (_query, request) => {
  const viewer = await requireViewer(request)
  return { tax: await getMyTaxSettings(await getDeps(), { userId: viewer.id }) }
})

export const PUT = handleJson(putOrganizationTaxEndpoint, async (body, request) => {
  const viewer = await requireViewer(request)
  return { tax: await updateMyTaxSettings(await getDeps(), { userId: viewer.id, settings: body }) }
})
