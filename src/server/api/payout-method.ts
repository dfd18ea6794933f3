// /api/v3/organizations/me/payout_method/ (issue 37 point 3, decision 041): where the signed-in
// creator's payouts go. PUT sets a test bank account (an IBAN, or US routing and account numbers); GET
// shows its kind, last four characters and status, never the number. With Stripe configured (decision 046),
// POST …/stripe_onboarding/ makes the method a Stripe Express connected account and answers its onboarding link.
import 'server-only'
import { z } from 'zod'
import { getPayoutMethod } from '@/core/payouts/get-payout-method'
import { setPayoutMethod } from '@/core/payouts/set-payout-method'
import { env } from '@/env'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireViewer } from '@/server/request-viewer'
import { getStripeConnect } from '@/server/ticketing'

const PayoutMethodSchema = z
  .object({ kind: z.string(), last4: z.string(), status: z.enum(['active', 'pending']), account_holder: z.string(), country: z.string().nullable() })
  .meta({ id: 'PayoutMethod', description: 'Where payouts go: `last4` of the IBAN or account number; `status` active once payouts can be sent.' })

const digits = z.string().trim().max(40)

export const getPayoutMethodEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/payout_method/',
  summary: 'My payout method',
  description: '`payout_method` is null until one is set. Never shows the account number, only its last four characters.',
  tags: ['payouts'],
  query: z.object({}),
  response: z.object({ payout_method: PayoutMethodSchema.nullable() }),
  errors: [401],
} satisfies Endpoint

export const setPayoutMethodEndpoint = {
  method: 'PUT',
  path: '/api/v3/organizations/me/payout_method/',
  summary: 'Set my payout method (test bank account)',
  description:
    'Body `{kind: "test_bank", account_holder, iban}` or `{kind: "test_bank", account_holder, routing_number, account_number}`. ' +
    'The IBAN is checked (country, length, check digits); a US routing number by its ABA checksum. Test numbers whose payouts fail: ' +
    'IBAN `DE62370400440532013001` and account number `000111111116` (reason `account_closed`). Replaces the earlier method. 10 an hour per user.',
  tags: ['payouts'],
  body: z.strictObject({
    kind: z.literal('test_bank'),
    account_holder: z.string().trim().min(1).max(140),
    iban: digits.optional(),
    routing_number: digits.optional(),
    account_number: digits.optional(),
  }),
  response: z.object({ payout_method: PayoutMethodSchema }),
  errors: [400, 401, 409, 429],
} satisfies Endpoint

export async function GET(request: Request): Promise<Response> {
  return handleGet(getPayoutMethodEndpoint, async () => {
    const viewer = await requireViewer(request)
    return { payout_method: await getPayoutMethod({ ...(await getDeps()), stripeConnect: getStripeConnect() }, { userId: viewer.id }) }
  })(request)
}

export async function PUT(request: Request): Promise<Response> {
  return handleJson(setPayoutMethodEndpoint, async (body) => {
    const viewer = await requireViewer(request)
    const account = { accountHolder: body.account_holder, iban: body.iban, routingNumber: body.routing_number, accountNumber: body.account_number }
    const testBankAccounts = !getStripeConnect() || env().allowTestPayments
    return { payout_method: await setPayoutMethod({ ...(await getDeps()), testBankAccounts }, { userId: viewer.id, account }) }
  })(request)
}
