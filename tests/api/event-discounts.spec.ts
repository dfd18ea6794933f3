// POST /api/v3/events/{event_id}/discounts/ over real HTTP: only the event's organizer adds discounts
// (anyone else 404, nobody signed in 401), bad ones are 400 JSON field by field, a code twice is 409, and
// nothing refused is written (the valid code then works in checkout; a refused one never does).
import { expect, test } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'

function addDiscount(c: Client, eventId: string, data: Record<string, unknown>) {
  return c.api.post(`/api/v3/events/${eventId}/discounts/`, { headers: jsonHeaders(c), data })
}

test('Only the organizer adds discounts; bad ones are refused field by field and write nothing', async ({
  playwright,
  baseURL,
}) => {
  const sale = await createEventForSale(playwright, baseURL!, {
    name: `Discount Rules ${Date.now().toString(36)}`,
    priceMinor: 2000,
  })
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger)
  const anonymous = await newClient(playwright, baseURL!)

  expect(
    (await addDiscount(anonymous, sale.id, { type: 'coded', code: 'STEAL50', percent_off: 50 })).status(),
  ).toBe(401)
  const foreign = await addDiscount(stranger, sale.id, { type: 'coded', code: 'STEAL50', percent_off: 50 })
  expect(foreign.status()).toBe(404)
  expect(((await foreign.json()) as { error: string }).error).toBe('NOT_FOUND')

  const bad: [Record<string, unknown>, string][] = [
    [{ type: 'coded', percent_off: 10 }, 'code'],
    [{ type: 'coded', code: 'X!', percent_off: 10 }, 'code'],
    [{ type: 'coded', code: 'BOTH10', percent_off: 10, amount_off: 100 }, 'percent_off'],
    [{ type: 'open', code: 'OPEN10', percent_off: 10 }, 'code'],
    [{ type: 'coded', code: 'TOOMUCH', percent_off: 101 }, 'percent_off'],
    [{ type: 'bogo', percent_off: 50 }, 'percent_off'],
    [
      {
        type: 'coded',
        code: 'BACKWARDS',
        percent_off: 10,
        start_date: '2030-01-02T00:00:00Z',
        end_date: '2030-01-01T00:00:00Z',
      },
      'end_date',
    ],
  ]
  for (const [body, field] of bad) {
    const res = await addDiscount(sale.organizer, sale.id, body)
    expect(res.status(), JSON.stringify(body)).toBe(400)
    const json = (await res.json()) as { error: string; argument_errors?: Record<string, string[]> }
    expect(Object.keys(json.argument_errors ?? {}), JSON.stringify(body)).toContain(field)
  }

  const created = await addDiscount(sale.organizer, sale.id, {
    type: 'coded',
    code: 'Friends15',
    percent_off: 15,
    quantity_available: 20,
  })
  expect(created.status(), await created.text()).toBe(201)
  expect((await created.json()) as object).toMatchObject({
    discount: { type: 'coded', code: 'Friends15', percent_off: 15, quantity_available: 20, quantity_sold: 0 },
  })
  const again = await addDiscount(sale.organizer, sale.id, {
    type: 'coded',
    code: 'FRIENDS15',
    percent_off: 20,
  })
  expect(again.status()).toBe(409)

  // In checkout the code works; the stranger's refused code does not exist.
  const buyer = await newClient(playwright, baseURL!)
  const hold = (discount_code: string) =>
    buyer.api.post('/api/v3/orders/', {
      headers: { ...jsonHeaders(buyer), 'Idempotency-Key': `discount-${discount_code}-${Date.now()}` },
      data: {
        event_id: sale.id,
        tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: 1 }],
        discount_code,
      },
    })
  const withCode = await hold('friends15')
  expect(withCode.status(), await withCode.text()).toBe(201)
  expect(((await withCode.json()) as { order: { discount: { value: number } } }).order.discount.value).toBe(300)
  expect((await hold('STEAL50')).status()).toBe(400)
  for (const c of [stranger, anonymous, buyer, sale.organizer]) await c.api.dispose()
})
