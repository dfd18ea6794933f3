// The role table (issue 40, decision 061): every organizer endpoint, and what each standing toward the
// organization gets. One place: the merger adds the endpoints of other parts of the issue (questions,
// approvals, transfers) here, and tests/api/team-roles.spec.ts walks them all for every role.
//
// `allowed`: the role reaches the endpoint (any answer but 401, 403 and 404: a business refusal such as
// 409 "already checked in" still means the door opened). `forbidden`: 403 FORBIDDEN, for door staff on an
// event they were given (they know it exists). `hidden`: 404, as for an unknown id.
import { jsonHeaders, type Client } from './accounts'

export type Standing = 'account' | 'owner' | 'manager' | 'door' | 'removed' | 'stranger'
export type Outcome = 'allowed' | 'forbidden' | 'hidden'

/** What the walk knows: the organization's account, its live event with a paid order and its ticket. */
export type EndpointContext = { account: Client; eventId: string; orderId: string; ticketCode: string; ticketClassId: string }

export type OrganizerEndpoint = {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path, made afresh before each call when the call would use up its resource (a deleted discount). */
  path: (ctx: EndpointContext) => string | Promise<string>
  body?: (ctx: EndpointContext) => Record<string, unknown>
  expect: Record<Standing, Outcome>
}

const EVENT_TOOLS: Record<Standing, Outcome> = { account: 'allowed', owner: 'allowed', manager: 'allowed', door: 'forbidden', removed: 'hidden', stranger: 'hidden' }
const CHECK_IN_DESK: Record<Standing, Outcome> = { ...EVENT_TOOLS, door: 'allowed' }
// The organization's own endpoints (its events, API keys and webhooks; decisions 065, 066): "me" is the
// caller's own organization or the one they own with others, so its account and owners reach it; managers
// and door staff (who have none of their own here), removed members and strangers are told there is none.
const ORGANIZATION_OWNERS: Record<Standing, Outcome> = { account: 'allowed', owner: 'allowed', manager: 'hidden', door: 'hidden', removed: 'hidden', stranger: 'hidden' }

async function postFor<T>(c: Client, path: string, data: Record<string, unknown>): Promise<T> {
  const res = await c.api.post(path, { headers: jsonHeaders(c), data })
  if (res.status() >= 300) throw new Error(`${path}: ${res.status()} ${await res.text()}`)
  return (await res.json()) as T
}

const freshDiscount = async (ctx: EndpointContext) => {
  const { discount } = await postFor<{ discount: { id: string } }>(ctx.account, `/api/v3/events/${ctx.eventId}/discounts/`, { type: 'coded', code: `ROLE${Math.random().toString(36).slice(2, 8).toUpperCase()}`, percent_off: 10 })
  return `/api/v3/discounts/${discount.id}/`
}
const freshQuestion = async (ctx: EndpointContext) => {
  const { question } = await postFor<{ question: { id: string } }>(ctx.account, `/api/v3/events/${ctx.eventId}/questions/`, { label: 'Spare question', kind: 'text', per: 'order' })
  return `/api/v3/events/${ctx.eventId}/questions/${question.id}/`
}
const freshTicketClass = async (ctx: EndpointContext) => {
  const { ticket_class } = await postFor<{ ticket_class: { id: string } }>(ctx.account, `/api/v3/events/${ctx.eventId}/ticket_classes/`, { name: 'Spare', free: true, cost: { currency: 'USD', value: 0 }, quantity_total: 5 })
  return `/api/v3/ticket_classes/${ticket_class.id}/`
}

const freshApiKey = async (ctx: EndpointContext) => {
  const { api_key } = await postFor<{ api_key: { id: string } }>(ctx.account, '/api/v3/organizations/me/api_keys/', { name: 'Role walk', scopes: ['events:read'] })
  return `/api/v3/organizations/me/api_keys/${api_key.id}/`
}

// A receiver that never answers (.invalid never resolves): the walk checks who reaches the endpoints, not delivery.
const WALK_WEBHOOK = { url: 'https://role-walk.invalid/hook', event_types: ['event.updated'] }
const walkWebhooks = new WeakMap<Client, Promise<string>>()
/** The walk's webhook endpoint of the organization, made once. */
const sharedWebhook = (ctx: EndpointContext) => {
  let made = walkWebhooks.get(ctx.account)
  if (!made) {
    made = postFor<{ webhook: { id: string } }>(ctx.account, '/api/v3/organizations/me/webhooks/', WALK_WEBHOOK).then((r) => `/api/v3/organizations/me/webhooks/${r.webhook.id}/`)
    walkWebhooks.set(ctx.account, made)
  }
  return made
}
const freshWebhook = async (ctx: EndpointContext) => {
  const { webhook } = await postFor<{ webhook: { id: string } }>(ctx.account, '/api/v3/organizations/me/webhooks/', WALK_WEBHOOK)
  return `/api/v3/organizations/me/webhooks/${webhook.id}/`
}

/**
 * In walking order: reads and harmless writes first; the writes that change the event for good (a refund,
 * cancelling the event) last, so that every endpoint before them meets the event as it was.
 */
export const ORGANIZER_ENDPOINTS: OrganizerEndpoint[] = [
  { name: 'list the organization’s events', method: 'GET', path: () => '/api/v3/organizations/me/events/', expect: ORGANIZATION_OWNERS },
  { name: 'list the API keys', method: 'GET', path: () => '/api/v3/organizations/me/api_keys/', expect: ORGANIZATION_OWNERS },
  { name: 'make an API key', method: 'POST', path: () => '/api/v3/organizations/me/api_keys/', body: () => ({ name: 'Role walk', scopes: ['orders:read'] }), expect: ORGANIZATION_OWNERS },
  { name: 'revoke an API key', method: 'DELETE', path: freshApiKey, expect: ORGANIZATION_OWNERS },
  { name: 'read the event', method: 'GET', path: (c) => `/api/v3/events/${c.eventId}/`, expect: EVENT_TOOLS },
  { name: 'change the event', method: 'PATCH', path: (c) => `/api/v3/events/${c.eventId}/`, body: () => ({ summary: 'Doors at seven.' }), expect: EVENT_TOOLS },
  { name: 'delete the event (a draft only)', method: 'DELETE', path: (c) => `/api/v3/events/${c.eventId}/`, expect: EVENT_TOOLS },
  { name: 'publish the event', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/publish/`, body: () => ({}), expect: EVENT_TOOLS },
  { name: 'unpublish the event (refused once sold)', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/unpublish/`, body: () => ({}), expect: EVENT_TOOLS },
  { name: 'duplicate the event', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/duplicate/`, body: () => ({}), expect: EVENT_TOOLS },
  { name: 'dismiss the draft reminder', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/dismiss_reminder/`, body: () => ({}), expect: EVENT_TOOLS },
  { name: 'add a schedule', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/schedules/`, body: () => ({ occurrence_duration: 3600, recurrence_rule: 'FREQ=WEEKLY;COUNT=2' }), expect: EVENT_TOOLS },
  { name: 'add a ticket class', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/ticket_classes/`, body: () => ({ name: 'Extra', free: true, cost: { currency: 'USD', value: 0 }, quantity_total: 5 }), expect: EVENT_TOOLS },
  { name: 'change a ticket class', method: 'PATCH', path: (c) => `/api/v3/ticket_classes/${c.ticketClassId}/`, body: () => ({ quantity_total: 60 }), expect: EVENT_TOOLS },
  { name: 'delete a ticket class', method: 'DELETE', path: freshTicketClass, expect: EVENT_TOOLS },
  { name: 'add a discount', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/discounts/`, body: () => ({ type: 'coded', code: `ADD${Math.random().toString(36).slice(2, 8).toUpperCase()}`, percent_off: 5 }), expect: EVENT_TOOLS },
  { name: 'delete a discount', method: 'DELETE', path: freshDiscount, expect: EVENT_TOOLS },
  { name: 'list the questions at registration', method: 'GET', path: (c) => `/api/v3/events/${c.eventId}/questions/`, expect: EVENT_TOOLS },
  { name: 'add a question at registration', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/questions/`, body: () => ({ label: 'Company', kind: 'text', per: 'order' }), expect: EVENT_TOOLS },
  { name: 'change a question at registration', method: 'PATCH', path: freshQuestion, body: () => ({ label: 'Company name', required: false }), expect: EVENT_TOOLS },
  { name: 'delete a question at registration', method: 'DELETE', path: freshQuestion, expect: EVENT_TOOLS },
  { name: 'read the transfer settings', method: 'GET', path: (c) => `/api/v3/events/${c.eventId}/transfer_settings/`, expect: EVENT_TOOLS },
  { name: 'change the transfer settings', method: 'PUT', path: (c) => `/api/v3/events/${c.eventId}/transfer_settings/`, body: () => ({ transfers_allowed: true, transfer_cutoff_hours: 0 }), expect: EVENT_TOOLS },
  { name: 'list the invitations', method: 'GET', path: (c) => `/api/v3/events/${c.eventId}/invitations/`, expect: EVENT_TOOLS },
  { name: 'invite people to the event', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/invitations/`, body: () => ({ emails: [`guest-${Math.random().toString(36).slice(2, 8)}@example.com`] }), expect: EVENT_TOOLS },
  { name: 'list the orders', method: 'GET', path: (c) => `/api/v3/events/${c.eventId}/orders/`, expect: EVENT_TOOLS },
  { name: 'export the orders', method: 'GET', path: (c) => `/api/v3/events/${c.eventId}/orders.csv`, expect: EVENT_TOOLS },
  { name: 'read an order', method: 'GET', path: (c) => `/api/v3/events/${c.eventId}/orders/${c.orderId}/`, expect: EVENT_TOOLS },
  { name: 'the sales report', method: 'GET', path: (c) => `/api/v3/events/${c.eventId}/sales_report/`, expect: EVENT_TOOLS },
  { name: 'export the attendees', method: 'GET', path: (c) => `/api/v3/events/${c.eventId}/attendees.csv`, expect: EVENT_TOOLS },
  { name: 'list the attendees (the check-in desk)', method: 'GET', path: (c) => `/api/v3/events/${c.eventId}/attendees/`, expect: CHECK_IN_DESK },
  { name: 'check a ticket in', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/check_ins/`, body: (c) => ({ code: c.ticketCode }), expect: CHECK_IN_DESK },
  { name: 'resend an order’s tickets', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/orders/${c.orderId}/resend_tickets/`, body: () => ({}), expect: EVENT_TOOLS },
  { name: 'email the attendees', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/attendee_emails/`, body: () => ({ subject: 'Doors', message: 'Doors open at seven.' }), expect: EVENT_TOOLS },
  { name: 'list the webhook endpoints', method: 'GET', path: () => '/api/v3/organizations/me/webhooks/', expect: ORGANIZATION_OWNERS },
  { name: 'add a webhook endpoint', method: 'POST', path: () => '/api/v3/organizations/me/webhooks/', body: () => WALK_WEBHOOK, expect: ORGANIZATION_OWNERS },
  { name: 'change a webhook endpoint', method: 'PATCH', path: sharedWebhook, body: () => ({ event_types: ['event.updated', 'order.placed'] }), expect: ORGANIZATION_OWNERS },
  { name: 'rotate a webhook secret', method: 'POST', path: async (c) => `${await sharedWebhook(c)}rotate_secret/`, body: () => ({}), expect: ORGANIZATION_OWNERS },
  { name: 'send a test webhook', method: 'POST', path: async (c) => `${await sharedWebhook(c)}test/`, body: () => ({}), expect: ORGANIZATION_OWNERS },
  { name: 'read a webhook delivery log', method: 'GET', path: async (c) => `${await sharedWebhook(c)}deliveries/`, expect: ORGANIZATION_OWNERS },
  { name: 'replay a webhook delivery', method: 'POST', path: async (c) => `${await sharedWebhook(c)}deliveries/999999999/replay/`, body: () => ({}), expect: { ...ORGANIZATION_OWNERS, account: 'hidden', owner: 'hidden' } },
  { name: 'delete a webhook endpoint', method: 'DELETE', path: freshWebhook, expect: ORGANIZATION_OWNERS },
  { name: 'cancel a paid order (refused: refund instead)', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/orders/${c.orderId}/cancel/`, body: () => ({}), expect: EVENT_TOOLS },
  // Approval (decision 064): the walk's order is paid, so a manager is let in and told 409 (or, in bulk, the order's error).
  { name: 'approve an order (refused: not awaiting approval)', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/orders/${c.orderId}/approve/`, body: () => ({}), expect: EVENT_TOOLS },
  { name: 'decline an order (refused: not awaiting approval)', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/orders/${c.orderId}/decline/`, body: () => ({ message: 'Sorry' }), expect: EVENT_TOOLS },
  { name: 'approve several orders', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/orders/approve/`, body: (c) => ({ order_ids: [c.orderId] }), expect: EVENT_TOOLS },
  { name: 'decline several orders', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/orders/decline/`, body: (c) => ({ order_ids: [c.orderId] }), expect: EVENT_TOOLS },
  { name: 'refund an order', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/orders/${c.orderId}/refunds/`, body: () => ({}), expect: EVENT_TOOLS },
  { name: 'cancel the event', method: 'POST', path: (c) => `/api/v3/events/${c.eventId}/cancel/`, body: () => ({}), expect: EVENT_TOOLS },
]

/** The order in which standings are walked: every refusal first, so the allowed writes come last. */
export const STANDINGS_IN_ORDER: Standing[] = ['stranger', 'removed', 'door', 'manager', 'owner', 'account']
