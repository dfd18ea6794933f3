// Issue 19's ticketing endpoints, called the one way client components call our API (api-fetch.ts).
import { apiFetch } from '@/components/api/api-fetch'
import type { OrderJson, TicketClassJson } from './checkout-types'

export type OrderLineInput = { ticket_class_id: string; quantity: number }
export type BuyerInput = { name: string; email: string }

/** An order's path with the guest's signed token when there is one, so a guest keeps access. */
export function orderQuery(token: string | null | undefined): Record<string, string | undefined> {
  return { token: token ?? undefined }
}

export function listTicketClasses(eventId: string): Promise<{ ticket_classes: TicketClassJson[] }> {
  return apiFetch(`/api/v3/events/${encodeURIComponent(eventId)}/ticket_classes/`)
}

export function createOrder(
  input: { event_id: string; tickets: OrderLineInput[]; discount_code?: string },
  idempotencyKey: string,
): Promise<{ order: OrderJson }> {
  return apiFetch('/api/v3/orders/', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

export function getOrder(orderId: string, token?: string | null): Promise<{ order: OrderJson }> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/`, { query: orderQuery(token) })
}

export function completeOrder(
  orderId: string,
  input: { buyer: BuyerInput; attendees?: { name: string }[]; payment?: { token: string } },
  token?: string | null,
): Promise<CompleteOrderAnswer> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/complete/`, {
    method: 'POST',
    body: input,
    query: orderQuery(token),
  })
}

export function cancelOrder(orderId: string, token?: string | null): Promise<{ order: OrderJson }> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/cancel/`, {
    method: 'POST',
    body: {},
    query: orderQuery(token),
  })
}

export function requestRefund(
  orderId: string,
  reason: string,
  token?: string | null,
): Promise<{ order?: OrderJson }> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/refund_requests/`, {
    method: 'POST',
    body: { reason },
    query: orderQuery(token),
  })
}

export function joinWaitlist(
  ticketClassId: string,
  input: { email: string; quantity: number },
): Promise<unknown> {
  return apiFetch(`/api/v3/ticket_classes/${encodeURIComponent(ticketClassId)}/waitlist/`, {
    method: 'POST',
    body: input,
  })
}

/** The signed-in user's orders, upcoming (soonest first) and past (latest first), as the server splits them. */
export function listMyOrders(): Promise<{ orders: OrderJson[]; upcoming: OrderJson[]; past: OrderJson[] }> {
  return apiFetch('/api/v3/users/me/orders/')
}

export type CompleteOrderAnswer = { order: OrderJson; next_action?: { type: 'confirm_payment'; url: string } }

/** The test provider's extra confirmation step (card 4000 0027 6000 3184), as a 3-D Secure page. */
export function confirmTestPayment(reference: string): Promise<{ order_id: string }> {
  return apiFetch(`/api/v3/payments/test/${encodeURIComponent(reference)}/confirm/`, {
    method: 'POST',
    body: {},
  })
}
