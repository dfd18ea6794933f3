// Issue 37 point 1 over real HTTP: staff adjust an organizer's balance with a reason, named as its maker. The adjustment is in
// the organizer's available balance at once, the next payout pays it, and that payout's statement shows
// it on its own line with the reason, the lines adding up to the payout. Only staff may adjust; a missing
// reason, a zero or fractional amount or an unknown currency is refused field by field.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { staffClient } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'
import { setUpPayouts } from './helpers/payouts'

type Money = { currency: string; value: number; major_value: string; display: string }
type Balance = { currency: string; pending: Money; available: Money; paid_out: Money }
type Payout = { id: string; status: string; amount: Money }

async function getJson<T>(c: Client, path: string): Promise<T> {
  const res = await c.api.get(path)
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as T
}

function adjust(c: Client, organizationId: string, data: Record<string, unknown>): Promise<APIResponse> {
  return c.api.post(`/api/v3/admin/organizations/${organizationId}/adjustments/`, { headers: jsonHeaders(c), data })
}

test('Staff credit an organizer with a reason; the next payout pays it and its statement shows the reason', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const creator = await newClient(playwright, baseURL!)
  const { publicId } = await signUp(creator, { fullName: 'Ada Adjusted' })
  await setUpPayouts(creator)
  const { organizer } = await getJson<{ organizer: { id: string } }>(creator, `/api/v3/users/${publicId}/organizer/`)
  const staff = await staffClient(playwright, baseURL!)
  const { user: staffUser } = await getJson<{ user: { publicId: string } }>(staff, '/home/api/user/')

  const created = await adjust(staff, organizer.id, { currency: 'EUR', amount: 1250, reason: 'Fee refunded after the venue moved' })
  expect(created.status(), await created.text()).toBe(201)
  expect(await created.json()).toEqual({
    adjustment: {
      id: expect.stringMatching(/^\d+$/),
      organization_id: organizer.id,
      amount: { currency: 'EUR', value: 1250, major_value: '12.50', display: '€12.50' },
      reason: 'Fee refunded after the venue moved',
      created: expect.any(String),
      // Who made the correction is recorded with it.
      created_by: staffUser.publicId,
    },
  })
  // A correction the other way, in the same currency, nets off in the same payout.
  expect((await adjust(staff, organizer.id, { currency: 'EUR', amount: -250, reason: 'Chargeback on order 12' })).status()).toBe(201)
  const { balances } = await getJson<{ balances: Balance[] }>(creator, '/api/v3/organizations/me/balance/')
  expect(balances).toEqual([expect.objectContaining({ currency: 'EUR', pending: expect.objectContaining({ value: 0 }), available: expect.objectContaining({ value: 1000 }), paid_out: expect.objectContaining({ value: 0 }) })])

  // The next sweep schedules a payout of it; its statement has one line per adjustment, with its reason.
  await staff.api.post('/api/v3/admin/payouts/sweep/', { headers: jsonHeaders(staff), data: {} })
  const { payouts } = await getJson<{ payouts: Payout[] }>(creator, '/api/v3/organizations/me/payouts/')
  expect(payouts).toEqual([expect.objectContaining({ status: 'scheduled', amount: expect.objectContaining({ currency: 'EUR', value: 1000 }) })])
  const statement = await creator.api.get(`/api/v3/organizations/me/payouts/${payouts[0]!.id}/statement.csv`)
  const rows = (await statement.text()).trim().split('\r\n').map((line) => line.split(','))
  expect(rows.slice(1).map((r) => [r[2], r[3], r[9]])).toEqual([
    ['Adjustment: Fee refunded after the venue moved', 'EUR', '12.50'],
    ['Adjustment: Chargeback on order 12', 'EUR', '-2.50'],
    ['Total', 'EUR', '10.00'],
  ])
})

test('Only staff adjust balances, always with a reason and a whole non-zero amount in a known currency', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  const { publicId } = await signUp(creator)
  await setUpPayouts(creator)
  const { organizer } = await getJson<{ organizer: { id: string } }>(creator, `/api/v3/users/${publicId}/organizer/`)
  const good = { currency: 'USD', amount: 500, reason: 'Goodwill' }

  // The organizer themselves, and a signed-out stranger, cannot.
  expect((await adjust(creator, organizer.id, good)).status()).toBe(403)
  expect((await adjust(await newClient(playwright, baseURL!), organizer.id, good)).status()).toBe(401)

  const staff = await staffClient(playwright, baseURL!)
  const refused = async (data: Record<string, unknown>, field: string) => {
    const res = await adjust(staff, organizer.id, data)
    expect(res.status()).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'INVALID_ARGUMENT', error_description: expect.any(String), argument_errors: { [field]: [expect.any(String)] } })
  }
  await refused({ currency: 'USD', amount: 500 }, 'reason')
  await refused({ ...good, reason: '   ' }, 'reason')
  await refused({ ...good, amount: 0 }, 'amount')
  await refused({ ...good, amount: 12.5 }, 'amount')
  await refused({ ...good, currency: 'XYZ' }, 'currency')
  expect((await adjust(staff, '999999999', good)).status()).toBe(404)

  // Nothing refused reached the balance.
  expect(await getJson(creator, '/api/v3/organizations/me/balance/')).toEqual({ balances: [] })
})
