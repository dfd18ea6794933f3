import { expect, test } from 'vitest'
import { API_ENDPOINTS } from '@/server/api-endpoints'
import { buildOpenApiDocument } from '@/server/openapi'
import { mountMethods, MOUNTS } from '@/server/router'
import { API_KEY_ENDPOINT_SCOPES, computeContractScope, computeEndpointScope } from './api-key-endpoint-scopes'

test('Every row of the scope table is a method a mount-table row answers', () => {
  for (const row of Object.keys(API_KEY_ENDPOINT_SCOPES)) {
    const [method, path] = row.split(' ') as [string, string]
    const mount = MOUNTS.find((m) => m.path === path)
    expect(mount, row).toBeDefined()
    expect(mountMethods(mount!), row).toContain(method)
  }
})

test('Reads ask a read scope, event writes events:write, a scan check_ins:write, and the webhook endpoints webhooks:manage', () => {
  expect(computeEndpointScope('GET', '/api/v3/events/{eventId}/orders/')).toBe('orders:read')
  expect(computeEndpointScope('HEAD', '/api/v3/events/{eventId}/attendees/')).toBe('attendees:read')
  expect(computeEndpointScope('POST', '/api/v3/events/{eventId}/ticket_classes/')).toBe('events:write')
  expect(computeEndpointScope('POST', '/api/v3/events/{eventId}/check_ins/')).toBe('check_ins:write')
  for (const [row, scope] of Object.entries(API_KEY_ENDPOINT_SCOPES)) {
    if (row.includes(' /api/v3/organizations/me/webhooks/')) expect(scope, row).toBe('webhooks:manage')
    else if (row.startsWith('GET ')) expect(scope, row).toMatch(/:read$/)
    else expect(scope, row).toMatch(/^(events:write|check_ins:write)$/)
  }
})

test('Account, staff, payout, team and key endpoints refuse keys', () => {
  const refused = MOUNTS.filter((m) => /^\/api\/v3\/(users|admin)\/|\/organizations\/me\/(payout|payouts|balance|tax|members|invitations|activity|api_keys)|^\/home\/api\//.test(m.path))
  expect(refused.length).toBeGreaterThan(10)
  for (const mount of refused) for (const method of mountMethods(mount)) expect(computeEndpointScope(method, mount.path), `${method} ${mount.path}`).toBeNull()
})

test('The OpenAPI contracts find their scope through their snake-case paths', () => {
  expect(computeContractScope({ method: 'GET', path: '/api/v3/events/{event_id}/orders/' })).toBe('orders:read')
  expect(computeContractScope({ method: 'GET', path: '/api/v3/users/{public_id}/' })).toBeNull()
})

test('The OpenAPI document declares the bearer scheme with its scopes, and marks the endpoints keys may call', () => {
  const doc = buildOpenApiDocument(API_ENDPOINTS, 'http://localhost') as {
    components: { securitySchemes: Record<string, { type: string; scheme?: string; 'x-scopes'?: Record<string, string> }> }
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>
  }
  expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
  expect(Object.keys(doc.components.securitySchemes.bearerAuth!['x-scopes']!)).toEqual(['events:read', 'events:write', 'orders:read', 'attendees:read', 'check_ins:write', 'webhooks:manage'])
  expect(doc.paths['/api/v3/events/{event_id}/orders/']!.get!.security).toContainEqual({ bearerAuth: ['orders:read'] })
  expect(doc.paths['/api/v3/events/{event_id}/check_ins/']!.post!.security).toContainEqual({ bearerAuth: ['check_ins:write'] })
  expect(doc.paths['/api/v3/organizations/me/api_keys/']!.post!.security).toBeUndefined()
  expect((doc as { externalDocs?: { url: string } }).externalDocs?.url).toBe('http://localhost/platform/')
})
