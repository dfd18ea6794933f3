// Issue 39 finding 1 over HTTP: looping POST /api/v3/orders/ with the class maximum emptied any event from
// one browser. Now the browser's holds stop at the default 10 tickets of an event, with a 429 JSON refusal
// the checkout shows and a Retry-After; another browser still buys. The race and the per-account, per-address
// and abandonment rules are proven on PostgreSQL in scalper-holds.pg.test.ts.
import { expect, test } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { newClient } from '../api/helpers/accounts'
import { expectRefusal, holdTickets, post } from './abuse-limits-helpers'

test('One browser looping holds of the class maximum gets 10 tickets, then 429 TOO_MANY_HOLDS; another browser still buys', async ({ playwright, baseURL }) => {
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500, quantity: 86 })
  const bot = await newClient(playwright, baseURL!)
  const max = cls.maximum_quantity
  expect(max).toBe(10)
  await holdTickets(bot, eventId, cls.id, max)
  const statuses: number[] = []
  for (let i = 0; i < 8; i++) {
    const res = await post(bot, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: max }] })
    statuses.push(res.status())
    if (i === 0) {
      const body = await expectRefusal(res, 429, 'TOO_MANY_HOLDS')
      expect(body.error_description).toContain('at most 10 can be held at once')
      expect(body).toMatchObject({ limit: '10', held: '10', scope: 'event', subject: 'session' })
      expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0)
    }
  }
  expect(statuses.every((s) => s === 429)).toBe(true)
  const classes = (await (await bot.api.get(`/api/v3/events/${eventId}/ticket_classes/`)).json()) as { ticket_classes: { id: string; quantity_remaining: number }[] }
  expect(classes.ticket_classes.find((k) => k.id === cls.id)?.quantity_remaining).toBe(76)

  const fan = await newClient(playwright, baseURL!)
  const order = await holdTickets(fan, eventId, cls.id, 2)
  const paid = await post(fan, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Real Fan', email: 'fan@example.com' }, payment: { token: 'tok_visa' } })
  expect(paid.status(), await paid.text()).toBe(200)
})
