// The webhook event types of issue 41 (decision 066), and which trail rows become which type. Pure.

export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.refunded',
  'order.cancelled',
  'attendee.checked_in',
  'event.published',
  'event.updated',
  'event.cancelled',
  'ticket_class.sold_out',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/** The type of the test event an organizer sends from the page or the API; it reaches the one endpoint asked for. */
export const WEBHOOK_TEST_TYPE = 'webhook.test'

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value)
}

/**
 * The webhook type of an `order_events` row, or null when no webhook reports it: the order's move to paid
 * is `order.placed` (a free order is paid at once), to refunded or partly refunded `order.refunded`, to
 * cancelled `order.cancelled`; a ticket's check-in entry `attendee.checked_in`. Holds, expiries, transfers
 * and the per-ticket entries of a refund are not reported (the order's own entry is).
 */
export function computeTrailWebhookType(row: { type: string; ticketId: number | null }): WebhookEventType | null {
  if (row.ticketId !== null) return row.type === 'ticket.checked_in' ? 'attendee.checked_in' : null
  switch (row.type) {
    case 'order.paid':
      return 'order.placed'
    case 'order.refunded':
    case 'order.partially_refunded':
      return 'order.refunded'
    case 'order.cancelled':
      return 'order.cancelled'
    default:
      return null
  }
}
