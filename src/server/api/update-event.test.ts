import { expect, test } from 'vitest'
import { API_ENDPOINTS } from '@/server/api-endpoints'
import { buildOpenApiDocument } from '@/server/openapi'
import { UpdateEventBodySchema } from './update-event'

test('The OpenAPI document describes changing an event, with its body and errors', () => {
  const doc = buildOpenApiDocument(API_ENDPOINTS, 'http://localhost') as { paths: Record<string, Record<string, unknown>> }
  const patch = doc.paths['/api/v3/events/{event_id}/']?.patch as { requestBody?: unknown; responses: Record<string, unknown> }
  expect(patch).toBeDefined()
  expect(JSON.stringify(patch.requestBody)).toContain('start_utc')
  expect(Object.keys(patch.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']))
})

test('A change names at least one known field, with times that carry an offset', () => {
  expect(UpdateEventBodySchema.safeParse({}).success).toBe(false)
  expect(UpdateEventBodySchema.safeParse({ colour: 'red' }).success).toBe(false)
  expect(UpdateEventBodySchema.safeParse({ name: '   ' }).success).toBe(false)
  expect(UpdateEventBodySchema.safeParse({ start_utc: '2030-01-01 10:00' }).success).toBe(false)
  const parsed = UpdateEventBodySchema.parse({ name: ' Jazz Night ', start_utc: '2030-01-01T10:00:00+01:00' })
  expect(parsed).toEqual({ name: 'Jazz Night', start_utc: new Date('2030-01-01T09:00:00Z') })
})
