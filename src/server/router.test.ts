import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { laneHandler, matchRoute, mountMethods, MOUNTS } from './router'

test('Where GET /api/v3/destination/search/ goes: the search module, answered by our server', () => {
  const match = matchRoute('GET', '/api/v3/destination/search/')
  expect(match.kind).toBe('found')
  expect(laneHandler('GET', '/api/v3/destination/search')?.handle).toBeTypeOf('function')
  expect(laneHandler('HEAD', '/api/v3/destination/search/')?.handle).toBeTypeOf('function')
  expect(laneHandler('POST', '/api/v3/destination/search/')).toBeUndefined()
})

test("The checkout's hold and payment are answered by our server, with their path parameters", async () => {
  expect(laneHandler('POST', '/api/v3/orders/')?.handle).toBeTypeOf('function')
  expect(laneHandler('GET', '/api/v3/orders/')).toBeUndefined()
  const complete = laneHandler('POST', '/api/v3/orders/abc/complete')
  expect(complete?.handle).toBeTypeOf('function')
  expect(laneHandler('GET', '/api/v3/orders/12/complete/')).toBeUndefined()
  // The handler reads `orderId` from its params: a non-id there is the module's own 404, not a crash.
  const response = await complete!.handle(
    new Request('http://localhost/api/v3/orders/abc/complete/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ buyer: { name: 'Ada', email: 'ada@example.com' }, payment: { token: 'tok_visa' } }),
    }),
  )
  expect(response.status).toBe(404)
  expect(((await response.json()) as { error: string }).error).toBe('NOT_FOUND')
})

test('Every row of the table is answered by our server, for each method its module exports', () => {
  for (const mount of MOUNTS) {
    const path = mount.path.replace(/\{(\w+)\*\}/g, 'a/b').replace(/\{\w+\}/g, '12')
    for (const method of mountMethods(mount)) expect(laneHandler(method, path), `${method} ${path}`).toBeDefined()
  }
  // Pages stay Next.js's, also where the page's plain HTML form posts to our server.
  expect(laneHandler('GET', '/d/ny--new-york/events/')).toBeUndefined()
  expect(laneHandler('GET', '/signin/')).toBeUndefined()
  expect(laneHandler('POST', '/signin/')?.handle).toBeTypeOf('function')
})

test('Path parameters reach the handler percent-decoded, a catch-all one as its segments', () => {
  const photo = laneHandler('POST', '/api/v3/users/abc/photo/')
  // An upload is allowed its photo's size; JSON rows keep handleJson's 256 KB.
  expect(photo!.maxBodyBytes).toBeGreaterThan(5 * 1024 * 1024)
  expect(laneHandler('POST', '/api/v3/orders/')!.maxBodyBytes).toBe(256 * 1024)
  // An upload past its limit is told the limit, on its field.
  expect(laneHandler('POST', '/api/v3/media/upload/')!.tooLarge).toEqual({ field: 'file', message: 'Choose an image under 10 MB.' })
  expect(laneHandler('GET', '/images/demo/caf%C3%A9.webp/')!.params).toEqual({ key: ['demo', 'café.webp'] })
  expect(laneHandler('PUT', '/api/v3/users/a%20b/saves/12')!.params).toEqual({ publicId: 'a b', eventId: '12' })
  // A segment that does not decode is left to Next.js's own answer, never a crash.
  expect(laneHandler('GET', '/images/%E0%A4%A')).toBeUndefined()
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
  // A page's form row has no route.ts: the path's GET is the page itself.
  expect(reexports.length).toBe(MOUNTS.filter((mount) => !mount.pageForm).length)
})
