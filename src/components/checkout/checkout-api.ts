// Issue 19's ticketing endpoints, called the one way client components call our API (api-fetch.ts).
import type { MoneyJson } from '@/core/money/money'
import { apiFetch } from '@/components/api/api-fetch'
import type { OrderJson, TicketClassJson, TicketJson } from './checkout-types'
import type { AnswerInput, OrderAnswers } from './registration-answers-form'

export type OrderLineInput = { ticket_class_id: string; quantity: number }
export type BuyerInput = { name: string; email: string }

/** An order's path with the guest's signed token when there is one, so a guest keeps access. */
export function orderQuery(token: string | null | undefined): Record<string, string | undefined> {
  return { token: token ?? undefined }
}

/** `ticketLink`: the token of a hidden class's direct link the buyer came by (decision 060). */
export function listTicketClasses(eventId: string, ticketLink?: string): Promise<{ ticket_classes: TicketClassJson[] }> {
  return apiFetch(`/api/v3/events/${encodeURIComponent(eventId)}/ticket_classes/`, ticketLink ? { query: { tickets: ticketLink } } : undefined)
}

export function createOrder(
  input: { event_id: string; tickets: OrderLineInput[]; discount_code?: string; ticket_link?: string; admission_token?: string },
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
  input: { buyer: BuyerInput; attendees?: { name: string }[]; payment?: { token: string }; answers?: AnswerInput[] },
  token?: string | null,
): Promise<CompleteOrderAnswer> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/complete/`, {
    method: 'POST',
    body: input,
    query: orderQuery(token),
  })
}

/** The questions an order is asked at registration and its answers (decision 063). */
export function getOrderAnswers(orderId: string, token?: string | null): Promise<OrderAnswers> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/answers/`, { query: orderQuery(token) })
}

/** Changes the order's answers (the whole set), until the event starts. */
export function updateOrderAnswers(orderId: string, answers: AnswerInput[], token?: string | null): Promise<OrderAnswers> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/answers/`, { method: 'PUT', body: { answers }, query: orderQuery(token) })
}

export function cancelOrder(orderId: string, token?: string | null): Promise<{ order: OrderJson }> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/cancel/`, {
    method: 'POST',
    body: {},
    query: orderQuery(token),
  })
}

export type RefundAnswer = {
  order: OrderJson
  refund: { status: 'granted' | 'requested'; amount: MoneyJson; currency: string }
}

/** Through the order's link alone a refund waits for the buyer's email (decision 051): where it went, masked. */
export type ConfirmationEmailedAnswer = { confirmation: 'emailed'; email: string }

/** Refunds the chosen tickets at once, or sends the organizer the request, as the order's `refund_mode` says. */
export function requestRefund(
  orderId: string,
  input: { reason: string; ticket_ids: string[] },
  token?: string | null,
): Promise<RefundAnswer | ConfirmationEmailedAnswer> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/refund_requests/`, {
    method: 'POST',
    body: input,
    query: orderQuery(token),
  })
}

/** The button of an emailed confirmation: carries out the refund it was made for. */
export function confirmOrderAction(orderId: string, token: string): Promise<RefundAnswer> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/confirm_action/`, { method: 'POST', body: { token } })
}

/** "Turn off old links": every link sent so far stops working; the new one goes to the buyer's email. */
export function turnOffOrderLinks(orderId: string, token?: string | null): Promise<{ links: 'turned_off'; email: string }> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/turn_off_links/`, { method: 'POST', body: {}, query: orderQuery(token) })
}

/** Gives one ticket to someone else (decision 059): answers the new ticket, issued to them. */
export function transferTicket(orderId: string, ticketId: string, holder: { name: string; email: string }, token?: string | null): Promise<{ ticket: TicketJson }> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/tickets/${encodeURIComponent(ticketId)}/transfer/`, { method: 'POST', body: holder, query: orderQuery(token) })
}

export type InvoiceDocumentJson = { number: string; url: string }
export type InvoiceJson = InvoiceDocumentJson & { credit_notes: InvoiceDocumentJson[] }

export function requestInvoice(
  orderId: string,
  billing: { company: string; address: string; vat_id: string },
  token?: string | null,
): Promise<{ invoice: InvoiceJson }> {
  return apiFetch(`/api/v3/orders/${encodeURIComponent(orderId)}/invoice/`, {
    method: 'POST',
    body: billing,
    query: orderQuery(token),
  })
}

/** What joining answers that the form shows: the address the confirmation link went to (decision 048). */
export type JoinedWaitlist = { waitlist_entry: { email: string; confirmed: boolean; position: number | null } }

export function joinWaitlist(
  ticketClassId: string,
  input: { email: string; quantity: number },
): Promise<JoinedWaitlist> {
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

/** The buyer fails or cancels the test provider's extra step, as at a bank's page: the order stays held. */
export function failTestPayment(reference: string): Promise<{ order_id: string }> {
  return apiFetch(`/api/v3/payments/test/${encodeURIComponent(reference)}/fail/`, {
    method: 'POST',
    body: {},
  })
}

export type QueueStatus = 'prequeue' | 'queued' | 'admitted'
/** `place_token`: a newer token for the same place (naming its position once it has one); ask with it next. */
export type QueuePlace = { status: QueueStatus; position: number | null; ahead: number | null; estimated_wait_seconds: number | null; admission_token?: string; place_token?: string }

/** Issue 42: this browser's place in the event's waiting room (the same place again on a refresh). */
export function joinQueue(eventId: string): Promise<{ place_token: string; status: QueueStatus }> {
  return apiFetch(`/api/v3/events/${encodeURIComponent(eventId)}/queue/join/`, { method: 'POST', body: {} })
}

/** Where the place is now; asking is also the page's heartbeat. */
export function getQueueStatus(eventId: string, placeToken: string): Promise<QueuePlace> {
  return apiFetch(`/api/v3/events/${encodeURIComponent(eventId)}/queue/status/`, { query: { place_token: placeToken } })
}
