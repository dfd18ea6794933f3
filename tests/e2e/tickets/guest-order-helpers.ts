// A guest's paid order made through the API (issue 38 §3): what "Find my tickets" then finds by address.
import { expect } from '../fixtures'
import { jsonHeaders, type Client } from '../../api/helpers/accounts'

/** Holds and pays `quantity` tickets of the class as a guest buying with `email`; the order's id. */
export async function buyAsGuest(buyer: Client, input: { eventId: string; ticketClassId: string; email: string; quantity?: number }): Promise<string> {
  const held = await buyer.api.post('/api/v3/orders/', { headers: jsonHeaders(buyer), data: { event_id: input.eventId, tickets: [{ ticket_class_id: input.ticketClassId, quantity: input.quantity ?? 2 }] } })
  expect(held.status(), await held.text()).toBe(201)
  const { order } = (await held.json()) as { order: { id: string; access_token: string } }
  const paid = await buyer.api.post(`/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, {
    headers: jsonHeaders(buyer),
    data: { buyer: { name: 'Gil Guest', email: input.email }, payment: { token: 'tok_visa' } },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  return order.id
}
