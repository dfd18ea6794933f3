// Which mount-table rows an API key may call, and with which scope (issue 41, decision 065): the one
// table. Reads ask `*:read`, writes to an event, its classes, discounts and orders ask `events:write`,
// scanning a ticket asks `check_ins:write`, the webhook endpoints and their logs `webhooks:manage`. A row
// and method not listed refuse keys, so account, staff, payout, tax and team endpoints (and the key
// endpoints themselves) never accept one.
import type { ApiKeyScope } from '@/core/integrations/api-key-scopes'

export const API_KEY_ENDPOINT_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  'GET /api/v3/organizations/me/events/': 'events:read',
  'POST /api/v3/events/': 'events:write',
  'GET /api/v3/events/{eventId}/': 'events:read',
  'PATCH /api/v3/events/{eventId}/': 'events:write',
  'DELETE /api/v3/events/{eventId}/': 'events:write',
  'POST /api/v3/events/{eventId}/publish/': 'events:write',
  'POST /api/v3/events/{eventId}/unpublish/': 'events:write',
  'POST /api/v3/events/{eventId}/cancel/': 'events:write',
  'POST /api/v3/events/{eventId}/schedules/': 'events:write',
  'POST /api/v3/events/{eventId}/duplicate/': 'events:write',
  'GET /api/v3/events/{eventId}/ticket_classes/': 'events:read',
  'POST /api/v3/events/{eventId}/ticket_classes/': 'events:write',
  'PATCH /api/v3/ticket_classes/{id}/': 'events:write',
  'DELETE /api/v3/ticket_classes/{id}/': 'events:write',
  'POST /api/v3/events/{eventId}/discounts/': 'events:write',
  'DELETE /api/v3/discounts/{id}/': 'events:write',
  'GET /api/v3/events/{eventId}/transfer_settings/': 'events:read',
  'PUT /api/v3/events/{eventId}/transfer_settings/': 'events:write',
  'GET /api/v3/events/{eventId}/orders/': 'orders:read',
  'GET /api/v3/events/{eventId}/orders.csv': 'orders:read',
  'GET /api/v3/events/{eventId}/sales_report/': 'orders:read',
  'GET /api/v3/events/{eventId}/orders/{orderId}/': 'orders:read',
  'GET /api/v3/events/{eventId}/questions/': 'events:read',
  'POST /api/v3/events/{eventId}/questions/': 'events:write',
  'PATCH /api/v3/events/{eventId}/questions/{questionId}/': 'events:write',
  'DELETE /api/v3/events/{eventId}/questions/{questionId}/': 'events:write',
  'POST /api/v3/events/{eventId}/orders/{orderId}/approve/': 'events:write',
  'POST /api/v3/events/{eventId}/orders/{orderId}/decline/': 'events:write',
  'POST /api/v3/events/{eventId}/orders/approve/': 'events:write',
  'POST /api/v3/events/{eventId}/orders/decline/': 'events:write',
  'POST /api/v3/events/{eventId}/orders/{orderId}/refunds/': 'events:write',
  'POST /api/v3/events/{eventId}/orders/{orderId}/cancel/': 'events:write',
  'POST /api/v3/events/{eventId}/orders/{orderId}/resend_tickets/': 'events:write',
  'POST /api/v3/events/{eventId}/attendee_emails/': 'events:write',
  'GET /api/v3/events/{eventId}/attendees/': 'attendees:read',
  'GET /api/v3/events/{eventId}/attendees.csv': 'attendees:read',
  'POST /api/v3/events/{eventId}/check_ins/': 'check_ins:write',
  'GET /api/v3/events/{eventId}/waiting_room/': 'events:read',
  'PUT /api/v3/events/{eventId}/waiting_room/': 'events:write',
  'GET /api/v3/organizations/me/embed_origins/': 'events:read',
  'PUT /api/v3/organizations/me/embed_origins/': 'events:write',
  'GET /api/v3/organizations/me/webhooks/': 'webhooks:manage',
  'POST /api/v3/organizations/me/webhooks/': 'webhooks:manage',
  'PATCH /api/v3/organizations/me/webhooks/{webhookId}/': 'webhooks:manage',
  'DELETE /api/v3/organizations/me/webhooks/{webhookId}/': 'webhooks:manage',
  'POST /api/v3/organizations/me/webhooks/{webhookId}/rotate_secret/': 'webhooks:manage',
  'POST /api/v3/organizations/me/webhooks/{webhookId}/test/': 'webhooks:manage',
  'GET /api/v3/organizations/me/webhooks/{webhookId}/deliveries/': 'webhooks:manage',
  'POST /api/v3/organizations/me/webhooks/{webhookId}/deliveries/{deliveryId}/replay/': 'webhooks:manage',
}

/** The scope a key needs for `method` on the mount row `path`, or null when keys are refused there. */
export function computeEndpointScope(method: string, path: string): ApiKeyScope | null {
  return API_KEY_ENDPOINT_SCOPES[`${method === 'HEAD' ? 'GET' : method} ${path}`] ?? null
}

// Contracts name path parameters in snake case (`{event_id}`), the mount table in camel case (`{eventId}`).
function pathShape(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}')
}

const SCOPE_BY_SHAPE = new Map(Object.entries(API_KEY_ENDPOINT_SCOPES).map(([row, scope]) => {
  const [method, path] = row.split(' ') as [string, string]
  return [`${method} ${pathShape(path)}`, scope]
}))

/** The scope an endpoint contract needs from a key, or null when keys are refused (for the OpenAPI document). */
export function computeContractScope(contract: { method: string; path: string }): ApiKeyScope | null {
  return SCOPE_BY_SHAPE.get(`${contract.method} ${pathShape(contract.path)}`) ?? null
}
