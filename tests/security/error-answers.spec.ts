// Issue 21 finding 10: odd paths are answered with a 4xx, never a 500, and under /api/ and /home/api/
// every answer is JSON in the API's error shape: a wrong method is a 405 with Allow, an unknown path a
// 404, an undecodable path a 400.
import { expect, test } from '../e2e/fixtures'
import { csrfHeaders, rawRequest, type RawResponse } from './raw-http'

function expectJsonError(res: RawResponse, status: number, what: string) {
  expect(res.status, `${what}: ${res.body.slice(0, 200)}`).toBe(status)
  expect(res.headers['content-type'] ?? '', what).toContain('application/json')
  const body = JSON.parse(res.body) as Record<string, unknown>
  expect(typeof body.error, what).toBe('string')
  expect(typeof body.error_description, what).toBe('string')
}

test('Directory paths and undecodable paths are refused with a 4xx, not a 500', async ({ baseURL }) => {
  for (const path of ['/images/demo', '/images/demo/', '/images/demo/v1/', '/images/%FF', '/_next/static/%FF', '/favicon.ico%FF', '/home/_next/image/%FF', '/home/_next/image/?url=/images/demo/v1/&w=640&q=75']) {
    const res = await rawRequest(baseURL!, path)
    expect(res.status, `${path}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
    expect(res.status, path).toBeLessThan(500)
  }
})

test('Under the API paths, an unknown path is a JSON 404', async ({ baseURL }) => {
  for (const path of ['/api/v3/nothing-here/', '/api/v3/destination/nothing/', '/home/api/nothing/', '/api/', '/home/api/geo/']) {
    expectJsonError(await rawRequest(baseURL!, path), 404, path)
  }
})

test('Under the API paths, a wrong method is a JSON 405 that names the allowed methods', async ({ baseURL }) => {
  const headers = await csrfHeaders(baseURL!)
  const cases: [string, string, string][] = [
    ['DELETE', '/api/v3/destination/search/', 'GET'],
    ['PUT', '/home/api/user/', 'GET'],
    ['GET', '/home/api/auth/signin/', 'POST'],
    ['POST', '/api/v3/trending/', 'GET'],
    ['PATCH', '/api/v3/users/abc/saves/', 'GET'],
  ]
  for (const [method, path, allowed] of cases) {
    const res = await rawRequest(baseURL!, path, { method, headers: method === 'GET' ? {} : headers, body: method === 'GET' ? undefined : '{}' })
    expectJsonError(res, 405, `${method} ${path}`)
    expect(String(res.headers.allow ?? ''), `${method} ${path}`).toContain(allowed)
  }
})

test('Under the API paths, an undecodable path is a JSON 400', async ({ baseURL }) => {
  for (const path of ['/api/v3/%FF/', '/api/v3/destination/search/%E0%A4%A/', '/home/api/%C0/']) {
    expectJsonError(await rawRequest(baseURL!, path), 400, path)
  }
})
