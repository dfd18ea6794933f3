import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { laneHandler, matchRoute, MOUNTS } from './router'

test('Where GET /api/v3/destination/search/ goes: the search module, in the fast lane', () => {
  const match = matchRoute('GET', '/api/v3/destination/search/')
  expect(match.kind).toBe('found')
  expect(laneHandler('GET', '/api/v3/destination/search')).toBeTypeOf('function')
  expect(laneHandler('POST', '/api/v3/destination/search/')).toBeUndefined()
})

test("The checkout's hold and payment are answered in the fast lane, with their path parameters", async () => {
  expect(laneHandler('POST', '/api/v3/orders/')).toBeTypeOf('function')
  expect(laneHandler('GET', '/api/v3/orders/')).toBeUndefined()
  const complete = laneHandler('POST', '/api/v3/orders/abc/complete')
  expect(complete).toBeTypeOf('function')
  expect(laneHandler('GET', '/api/v3/orders/12/complete/')).toBeUndefined()
  // The handler reads `orderId` from its params: a non-id there is the module's own 404, not a crash.
  const response = await complete!(
    new Request('http://localhost/api/v3/orders/abc/complete/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ buyer: { name: 'Ada', email: 'ada@example.com' }, payment: { token: 'tok_visa' } }),
    }),
  )
  expect(response.status).toBe(404)
  expect(((await response.json()) as { error: string }).error).toBe('NOT_FOUND')
})

test('Path parameters match one segment; a wrong method lists the allowed ones', () => {
  expect(matchRoute('PUT', '/api/v3/users/abc/saves/12/').kind).toBe('found')
  expect(matchRoute('GET', '/api/v3/users/abc/saves/12/')).toEqual({ kind: 'wrong-method', allow: ['PUT', 'DELETE', 'OPTIONS'] })
  expect(matchRoute('GET', '/api/v3/users/abc/nothing/')).toEqual({ kind: 'none' })
})

// Every route.ts under src/app that answers an endpoint of the table only re-exports its module.
test('Each endpoint route of Next.js re-exports the module the mount table lists', () => {
  const routes: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.ts') routes.push(full)
    }
  }
  walk(path.resolve('src/app'))
  const reexports = routes.map((file) => fs.readFileSync(file, 'utf8')).filter((text) => /^export \{[^}]+\} from '@\/server\/(api\/[\w-]+|router)'\n?$/.test(text))
  expect(reexports.length).toBe(MOUNTS.length)
})
