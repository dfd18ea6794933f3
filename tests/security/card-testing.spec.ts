// Issue 39 finding 4: fifty different declined cards on one hold gave fifty 402s in half a second, then a
// good card was accepted. Payment attempts are now limited per order, browser, address and card, a decline
// counting three times (decision 049): the card tester meets a 429 after a few declines, and then even a
// good card is refused for that order and that browser for the window, before the provider is asked.
import { expect, test } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { newClient } from '../api/helpers/accounts'
import { expectRefusal, holdTickets, post } from './abuse-limits-helpers'

const buyer = { name: 'Card Tester', email: 'tester@example.com' }
/** The n-th made-up card number: each a different card, each declined by the test provider. */
const stolenCard = (n: number) => `4000 0000 1${String(n).padStart(3, '0')} 0002`

test('Declined cards on one hold are refused with 429 after a few tries, and then a good card is refused too, for that order and that browser', async ({ playwright, baseURL }) => {
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const tester = await newClient(playwright, baseURL!)
  const order = await holdTickets(tester, eventId, cls.id, 1)
  const pay = (token: string, o = order) => post(tester, `/api/v3/orders/${o.id}/complete/?token=${o.access_token}`, { buyer, payment: { token } })

  const statuses: number[] = []
  for (let n = 0; n < 50; n++) statuses.push((await pay(stolenCard(n))).status())
  // Five declines (three points each of the order's fifteen), then no further card is even tried.
  expect(statuses.slice(0, 5)).toEqual([402, 402, 402, 402, 402])
  expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
  const refused = await expectRefusal(await pay('tok_visa'), 429, 'TOO_MANY_PAYMENT_ATTEMPTS')
  expect(refused).toMatchObject({ limited_by: 'order' })
  expect(refused.error_description).toContain('your card was not charged')

  // The refused attempts counted too: the browser has used its thirty points, so a new hold's good card is refused as well.
  const second = await holdTickets(tester, eventId, cls.id, 1)
  expect(await expectRefusal(await pay('tok_visa', second), 429, 'TOO_MANY_PAYMENT_ATTEMPTS')).toMatchObject({ limited_by: 'session' })
  const held = (await (await tester.api.get(`/api/v3/orders/${second.id}/?token=${second.access_token}`)).json()) as { order: { status: string } }
  expect(held.order.status).toBe('reserved')

  // An honest buyer in another browser pays at once.
  const fan = await newClient(playwright, baseURL!)
  const theirs = await holdTickets(fan, eventId, cls.id, 1)
  const paid = await post(fan, `/api/v3/orders/${theirs.id}/complete/?token=${theirs.access_token}`, { buyer: { name: 'Fan', email: 'fan@example.com' }, payment: { token: 'tok_visa' } })
  expect(paid.status(), await paid.text()).toBe(200)
})
