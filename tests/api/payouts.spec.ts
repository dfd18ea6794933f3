// Issue 37 point 3 over real HTTP: a creator sets up payouts through the test provider (the gate lifts),
// sells, the payout schedule releases the money after the event (the event's test clock moved past it)
// and the payout is paid; a failing test account fails its payout with the reason, and once fixed the
// retry is paid. Balances and the statement CSV add up to the payout.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { pierHallDraft, postJson } from '../e2e/creators/helpers'
import { advanceTestClock, staffClient } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'
import { setUpPayouts } from './helpers/payouts'

type Money = { currency: string; value: number; major_value: string; display: string }
type Payout = { id: string; status: string; amount: Money; scheduled_for: string; paid_at: string | null; failure_reason: string | null }
type Balance = { currency: string; pending: Money; available: Money; paid_out: Money }

const DAY_MS = 24 * 3600 * 1000

function put(c: Client, path: string, data: unknown): Promise<APIResponse> {
  return c.api.put(path, { headers: jsonHeaders(c), data: data as Record<string, unknown> })
}

/** A paid event of `creator`'s starting tomorrow, 19:30–21:30 in New York, one $25.00 class. */
async function draftEvent(creator: Client, name: string): Promise<{ eventId: string; classId: string }> {
  const day = new Date(Date.now() + DAY_MS).toLocaleDateString('en-CA', { timeZone: 'America/New_York' })
  const { event } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', pierHallDraft(name, { start: { local: `${day}T19:30:00`, timezone: 'America/New_York' }, end: { local: `${day}T21:30:00`, timezone: 'America/New_York' } }))
  const { ticket_class } = await postJson<{ ticket_class: { id: string } }>(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'General', free: false, cost: { currency: 'USD', value: 2500 }, quantity_total: 20 })
  return { eventId: event.id, classId: ticket_class.id }
}

async function buy(playwright: Parameters<typeof newClient>[0], baseURL: string, eventId: string, classId: string, quantity: number): Promise<void> {
  const buyer = await newClient(playwright, baseURL)
  const held = await buyer.api.post('/api/v3/orders/', { headers: { ...jsonHeaders(buyer), 'Idempotency-Key': `payouts-${Math.random()}` }, data: { event_id: eventId, tickets: [{ ticket_class_id: classId, quantity }] } })
  expect(held.status(), await held.text()).toBe(201)
  const { order } = (await held.json()) as { order: { id: string; access_token: string } }
  await postJson(buyer, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Payout Buyer', email: 'payout-buyer@example.com' }, payment: { token: 'tok_visa' } })
}

async function getJson<T>(c: Client, path: string): Promise<T> {
  const res = await c.api.get(path)
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as T
}

/** One payout sweep, then the creator's payouts. */
async function sweep(staff: Client, creator: Client): Promise<Payout[]> {
  await postJson(staff, '/api/v3/admin/payouts/sweep/', {})
  return (await getJson<{ payouts: Payout[] }>(creator, '/api/v3/organizations/me/payouts/')).payouts
}

/** Moves the event's clock past its end and the five days of the default schedule. */
async function passReleaseDate(staff: Client, eventId: string): Promise<void> {
  for (let i = 0; i < 4; i += 1) await advanceTestClock(staff, eventId, 2 * 24 * 3600)
}

test('A creator sets up payouts, sells, and the schedule pays them; balances and the statement add up', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator, { fullName: 'Paula Payee' })
  const staff = await staffClient(playwright, baseURL!)
  expect(await getJson(creator, '/api/v3/organizations/me/payout_method/')).toEqual({ payout_method: null })

  // Bad bank details are refused field by field; nothing is stored.
  const badIban = await put(creator, '/api/v3/organizations/me/payout_method/', { kind: 'test_bank', account_holder: 'Paula', iban: 'DE89370400440532013001' })
  expect(badIban.status()).toBe(400)
  expect(await badIban.json()).toMatchObject({ error: 'INVALID_ARGUMENT', argument_errors: { iban: [expect.stringContaining('check digits')] } })
  const badRouting = await put(creator, '/api/v3/organizations/me/payout_method/', { kind: 'test_bank', account_holder: 'Paula', routing_number: '123456789', account_number: '12345678' })
  expect(await badRouting.json()).toMatchObject({ argument_errors: { routing_number: [expect.any(String)] } })
  expect((await put(creator, '/api/v3/organizations/me/payout_method/', { kind: 'other', account_holder: 'Paula' })).status()).toBe(400)
  expect(await getJson(creator, '/api/v3/organizations/me/payout_method/')).toEqual({ payout_method: null })

  // The gate: a paid event waits for the confirmed email, then for payouts.
  const { eventId, classId } = await draftEvent(creator, `Payout Night ${Date.now().toString(36)}`)
  const publish = () => creator.api.post(`/api/v3/events/${eventId}/publish/`, { headers: jsonHeaders(creator), data: {} })
  // The sign-up link confirmed the creator's email (decision 050): payouts are what paid sales still need.
  const refused = await publish()
  expect(refused.status()).toBe(409)
  expect(await refused.json()).toMatchObject({ error: 'PAYOUTS_NOT_SET_UP', error_description: expect.any(String) })
  await setUpPayouts(creator, { iban: 'DE89 3704 0044 0532 0130 00' })
  expect(await getJson(creator, '/api/v3/organizations/me/payout_method/')).toEqual({ payout_method: { kind: 'test_bank', last4: '3000', status: 'active', account_holder: 'Test Creator', country: 'DE' } })
  expect((await publish()).status()).toBe(200)

  await buy(playwright, baseURL!, eventId, classId, 2)
  await buy(playwright, baseURL!, eventId, classId, 1)
  const balances = async () => (await getJson<{ balances: Balance[] }>(creator, '/api/v3/organizations/me/balance/')).balances
  expect(await balances()).toEqual([
    { currency: 'USD', pending: { currency: 'USD', value: 7500, major_value: '75.00', display: '$75' }, available: expect.objectContaining({ value: 0 }), paid_out: expect.objectContaining({ value: 0 }) },
  ])

  // Before the event has ended and five days passed, a sweep releases nothing.
  expect(await sweep(staff, creator)).toEqual([])
  await passReleaseDate(staff, eventId)
  const [scheduled] = await sweep(staff, creator)
  expect(scheduled).toMatchObject({ status: 'scheduled', amount: { value: 7500, display: '$75' }, paid_at: null, failure_reason: null })
  expect((await balances())[0]).toMatchObject({ pending: { value: 0 }, available: { value: 0 }, paid_out: { value: 7500 } })
  expect((await sweep(staff, creator))[0]).toMatchObject({ id: scheduled!.id, status: 'in_transit' })
  const [paid] = await sweep(staff, creator)
  expect(paid).toMatchObject({ id: scheduled!.id, status: 'paid', paid_at: expect.any(String) })

  // The statement: one line per order released, adding up to the payout.
  const statement = await creator.api.get(`/api/v3/organizations/me/payouts/${paid!.id}/statement.csv`)
  expect(statement.status()).toBe(200)
  expect(statement.headers()['content-type']).toContain('text/csv')
  const rows = (await statement.text()).trim().split('\r\n').map((line) => line.split(','))
  expect(rows[0]).toEqual(['order', 'date', 'description', 'currency', 'ticket_sales', 'discount', 'fees', 'refunds', 'reserve', 'net'])
  const lines = rows.slice(1, -1)
  expect(lines.map((r) => r[9]).sort()).toEqual(['25.00', '50.00'])
  expect(rows.at(-1)).toEqual(['', '', 'Total', 'USD', '75.00', '0.00', '0.00', '0.00', '0.00', '75.00'])

  // Nobody else sees the payout, its statement or the method.
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger)
  expect((await stranger.api.get(`/api/v3/organizations/me/payouts/${paid!.id}/statement.csv`)).status()).toBe(404)
  expect(await getJson(stranger, '/api/v3/organizations/me/payouts/')).toEqual({ payouts: [] })
  expect((await (await newClient(playwright, baseURL!)).api.get('/api/v3/organizations/me/balance/')).status()).toBe(401)
})

test('A payout to a failing test account fails with its reason; fixed and retried, it is paid', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const staff = await staffClient(playwright, baseURL!)
  await setUpPayouts(creator, { routing_number: '110000000', account_number: '000111111116' })
  const { eventId, classId } = await draftEvent(creator, `Closed Account ${Date.now().toString(36)}`)
  await postJson(creator, `/api/v3/events/${eventId}/publish/`, {})
  await buy(playwright, baseURL!, eventId, classId, 1)
  await passReleaseDate(staff, eventId)
  await sweep(staff, creator)
  await sweep(staff, creator)
  const [failed] = await sweep(staff, creator)
  expect(failed).toMatchObject({ status: 'failed', failure_reason: 'account_closed', amount: { value: 2500 } })
  // The money is back in available until the retry.
  const { balances } = await getJson<{ balances: Balance[] }>(creator, '/api/v3/organizations/me/balance/')
  expect(balances[0]).toMatchObject({ available: { value: 2500 }, paid_out: { value: 0 } })

  const retry = (c: Client) => c.api.post(`/api/v3/organizations/me/payouts/${failed!.id}/retry/`, { headers: jsonHeaders(c), data: {} })
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger)
  expect((await retry(stranger)).status()).toBe(404)
  await setUpPayouts(creator, { routing_number: '110000000', account_number: '000123456789' })
  const retried = await retry(creator)
  expect(retried.status(), await retried.text()).toBe(200)
  expect(await retried.json()).toMatchObject({ payout: { id: failed!.id, status: 'scheduled', failure_reason: null } })
  expect((await retry(creator)).status()).toBe(409)
  await sweep(staff, creator)
  expect((await sweep(staff, creator))[0]).toMatchObject({ id: failed!.id, status: 'paid' })
  expect((await getJson<{ balances: Balance[] }>(creator, '/api/v3/organizations/me/balance/')).balances[0]).toMatchObject({ available: { value: 0 }, paid_out: { value: 2500 } })
})
