import { expect, test } from 'vitest'
import { API_KEY_SCOPES } from '@/core/integrations/api-key-scopes'
import { API_ENDPOINTS } from '@/server/api-endpoints'
import { API_KEY_ENDPOINT_SCOPES } from '@/server/http/api-key-endpoint-scopes'
import { buildOpenApiDocument } from '@/server/openapi'
import { computeDocumentedPath, computeEndpointGroups } from './endpoint-groups'

test('Mount paths are written as the OpenAPI document writes them', () => {
  expect(computeDocumentedPath('/api/v3/events/{eventId}/orders/{orderId}/refunds/')).toBe('/api/v3/events/{event_id}/orders/{order_id}/refunds/')
  expect(computeDocumentedPath('/api/v3/ticket_classes/{id}/')).toBe('/api/v3/ticket_classes/{id}/')
})

test('The page’s endpoints are every row of the scope table once, each an operation of the OpenAPI document with that scope', () => {
  const doc = buildOpenApiDocument(API_ENDPOINTS, 'http://localhost') as { paths: Record<string, Record<string, { 'x-api-key-scope'?: string }>> }
  const groups = computeEndpointGroups(API_KEY_ENDPOINT_SCOPES)
  const listed = groups.flatMap(({ rows }) => rows.flatMap((row) => row.methods.map((method) => `${method} ${row.path}`)))
  const table = Object.keys(API_KEY_ENDPOINT_SCOPES).map((row) => {
    const [method, path] = row.split(' ') as [string, string]
    return `${method} ${computeDocumentedPath(path)}`
  })
  expect(listed.sort()).toEqual(table.sort())
  for (const { rows } of groups) {
    for (const row of rows) for (const method of row.methods) expect(doc.paths[row.path]?.[method.toLowerCase()]?.['x-api-key-scope'], `${method} ${row.path}`).toBe(row.scope)
  }
  // Every scope a key can be given opens some endpoint (the page says what each one allows).
  expect(new Set(groups.flatMap(({ rows }) => rows.map((r) => r.scope)))).toEqual(new Set(API_KEY_SCOPES))
})

test('Endpoints are grouped by what they act on, and a path’s methods with the same scope share a row', () => {
  const groups = computeEndpointGroups({
    'GET /api/v3/events/{eventId}/': 'events:read',
    'PATCH /api/v3/events/{eventId}/': 'events:write',
    'DELETE /api/v3/events/{eventId}/': 'events:write',
    'GET /api/v3/events/{eventId}/orders.csv': 'orders:read',
    'POST /api/v3/events/{eventId}/orders/{orderId}/refunds/': 'events:write',
    'GET /api/v3/events/{eventId}/attendees.csv': 'attendees:read',
    'POST /api/v3/events/{eventId}/check_ins/': 'check_ins:write',
    'DELETE /api/v3/discounts/{id}/': 'events:write',
    'GET /api/v3/events/{eventId}/questions/': 'events:read',
    'GET /api/v3/organizations/me/events/': 'events:read',
    'PUT /api/v3/organizations/me/embed_origins/': 'events:write',
    'POST /api/v3/organizations/me/webhooks/{webhookId}/deliveries/{deliveryId}/replay/': 'webhooks:manage',
    'GET /api/v3/organizations/me/activity/': 'events:read',
  })
  expect(groups.map(({ group, rows }) => [group, rows.map((r) => `${r.methods.join('+')} ${r.path}`)])).toEqual([
    ['events', ['GET /api/v3/events/{event_id}/', 'PATCH+DELETE /api/v3/events/{event_id}/', 'GET /api/v3/organizations/me/events/']],
    ['ticketClasses', ['DELETE /api/v3/discounts/{id}/']],
    ['questions', ['GET /api/v3/events/{event_id}/questions/']],
    ['orders', ['GET /api/v3/events/{event_id}/orders.csv', 'POST /api/v3/events/{event_id}/orders/{order_id}/refunds/']],
    ['attendees', ['GET /api/v3/events/{event_id}/attendees.csv', 'POST /api/v3/events/{event_id}/check_ins/']],
    ['webhooks', ['POST /api/v3/organizations/me/webhooks/{webhook_id}/deliveries/{delivery_id}/replay/']],
    ['embed', ['PUT /api/v3/organizations/me/embed_origins/']],
    ['organization', ['GET /api/v3/organizations/me/activity/']],
  ])
})
