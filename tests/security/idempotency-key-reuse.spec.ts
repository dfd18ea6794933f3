// Issue 39 finding 12: the same Idempotency-Key with a different body (5 tickets instead of 1) silently
// answered the first order. Now the key's first request is kept as a hash: the same body again answers
// the same order (200), another body 422 IDEMPOTENCY_KEY_REUSED, and nothing more is held.
import { expect, test } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { newClient } from '../api/helpers/accounts'
import { expectRefusal, post, type HeldOrder } from './abuse-limits-helpers'

test('The same Idempotency-Key with another body is refused with 422; with the same body it answers the first order', async ({ playwright, baseURL }) => {
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const c = await newClient(playwright, baseURL!)
  const key = { 'Idempotency-Key': `reuse-${Date.now()}` }
  const one = { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 1 }] }
  const first = await post(c, '/api/v3/orders/', one, key)
  expect(first.status(), await first.text()).toBe(201)
  const order = ((await first.json()) as { order: HeldOrder }).order

  for (const other of [
    { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 5 }] },
    { ...one, discount_code: 'SPRING' },
  ]) {
    const body = await expectRefusal(await post(c, '/api/v3/orders/', other, key), 422, 'IDEMPOTENCY_KEY_REUSED')
    expect(body.error_description).toContain('different request')
  }

  const again = await post(c, '/api/v3/orders/', { ...one, tickets: [{ ticket_class_id: cls.id, quantity: 1 }] }, key)
  expect(again.status(), await again.text()).toBe(200)
  expect(((await again.json()) as { order: HeldOrder }).order.id).toBe(order.id)
  const classes = (await (await c.api.get(`/api/v3/events/${eventId}/ticket_classes/`)).json()) as { ticket_classes: { id: string; quantity_remaining: number }[] }
  expect(classes.ticket_classes.find((k) => k.id === cls.id)?.quantity_remaining).toBe(cls.quantity_remaining - 1)
})
