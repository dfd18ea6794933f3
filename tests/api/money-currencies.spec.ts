// Money in the currency's own minor unit (issue 37 point 6): a yen price is ¥1,500, not ¥15; a Kuwaiti
// dinar price has three decimals; the fee's fixed part is the currency's own; a made-up currency is
// refused. Over real HTTP against the built server.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'
import { setUpPayouts } from './helpers/payouts'

function post(c: Client, path: string, data: unknown): Promise<APIResponse> {
  return c.api.post(path, { headers: jsonHeaders(c), data: data as Record<string, unknown> })
}

const year = new Date().getUTCFullYear() + 1

async function draft(c: Client, name: string): Promise<string> {
  const res = await post(c, '/api/v3/events/', {
    name,
    summary: 'A tasting of teas from three prefectures, with a tea master.',
    description_html: '<p>Cups provided.</p>',
    category_id: 110,
    format_id: 9,
    start: { local: `${year}-04-10T18:00:00`, timezone: 'Asia/Tokyo' },
    end: { local: `${year}-04-10T20:00:00`, timezone: 'Asia/Tokyo' },
    online: false,
    venue: { name: 'Chashitsu Ginza', address_1: '4-6-16 Ginza', city: 'Tokyo', country: 'JP', latitude: 35.6717, longitude: 139.765 },
    refund_policy: '7_days',
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { event: { id: string } }).event.id
}

type Money = { currency: string; value: number; major_value: string; display: string }
type ClassJson = { id: string; cost: Money; fee: Money; display_price: Money }

test('A yen ticket costs ¥1,500 with a ¥99 fixed fee, and a dinar ticket keeps three decimals', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)

  const tea = await draft(creator, `Tea Tasting ${Date.now().toString(36)}`)
  const yen = await post(creator, `/api/v3/events/${tea}/ticket_classes/`, { name: 'Seat', free: false, cost: { currency: 'JPY', value: 1500 }, quantity_total: 20 })
  expect(yen.status(), await yen.text()).toBe(201)
  expect(((await yen.json()) as { ticket_class: ClassJson }).ticket_class.cost).toEqual({ currency: 'JPY', value: 1500, major_value: '1500', display: '¥1,500' })
  await setUpPayouts(creator)
  expect((await post(creator, `/api/v3/events/${tea}/publish/`, {})).status()).toBe(200)
  const listed = (await (await creator.api.get(`/api/v3/events/${tea}/ticket_classes/`)).json()) as { ticket_classes: ClassJson[] }
  const seat = listed.ticket_classes[0]!
  // 3.5% of ¥1,500 is ¥52.5, rounded to ¥53; the fixed part is ¥99, not 99 hundredths of a yen.
  expect(seat.fee).toMatchObject({ value: 152, major_value: '152', display: '¥152' })
  expect(seat.display_price).toMatchObject({ value: 1652, display: '¥1,652' })

  // The event's price in the discovery API reads in yen too.
  const event = (await (await creator.api.get(`/api/v3/events/${tea}/`)).json()) as { event: { ticket_availability: { minimum_ticket_price: Money } } }
  expect(event.event.ticket_availability.minimum_ticket_price).toEqual({ currency: 'JPY', value: 1652, major_value: '1652', display: '¥1,652' })

  const dinar = await draft(creator, `Dinar Night ${Date.now().toString(36)}`)
  const kwd = await post(creator, `/api/v3/events/${dinar}/ticket_classes/`, { name: 'Entry', free: false, cost: { currency: 'KWD', value: 1250 }, quantity_total: 20 })
  expect(kwd.status(), await kwd.text()).toBe(201)
  const entry = ((await kwd.json()) as { ticket_class: ClassJson }).ticket_class
  expect(entry.cost).toEqual({ currency: 'KWD', value: 1250, major_value: '1.250', display: 'KWD\u00a01.250' })
})

test('A price in a currency that does not exist, or in lower case, is refused with the field named', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const event = await draft(creator, `Nowhere Money ${Date.now().toString(36)}`)
  for (const currency of ['XYZ', 'usd']) {
    const res = await post(creator, `/api/v3/events/${event}/ticket_classes/`, { name: 'Seat', free: false, cost: { currency, value: 1000 }, quantity_total: 5 })
    expect(res.status(), await res.text()).toBe(400)
    const body = (await res.json()) as { error: string; argument_errors: Record<string, string[]> }
    expect(body.error).toBe('INVALID_ARGUMENT')
    expect(body.argument_errors['cost.currency']?.[0]).toMatch(/ISO 4217/)
  }
  const classes = (await (await creator.api.get(`/api/v3/events/${event}/ticket_classes/`)).json()) as { ticket_classes?: unknown[] }
  expect(classes.ticket_classes ?? []).toHaveLength(0)
})
