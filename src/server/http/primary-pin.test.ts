import type http from 'node:http'
import { describe, expect, test } from 'vitest'
import { applyPrimaryPin } from './primary-pin'

function exchange(method: string, cookie?: string) {
  const headers: Record<string, string | string[]> = {}
  const req = { method, headers: cookie ? { cookie } : {} } as unknown as http.IncomingMessage
  const res = {
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: string | string[]) => (headers[name.toLowerCase()] = value),
  } as unknown as http.ServerResponse
  return { req, res, headers }
}

describe('read-your-writes pin', () => {
  test('a write pins the browser for the configured time, beside the cookies already set', () => {
    const { req, res, headers } = exchange('POST')
    res.setHeader('set-cookie', 'csrftoken=abc; Path=/')
    expect(applyPrimaryPin(req, res, 5000, 1_000_000)).toBe(true)
    expect(headers['set-cookie']).toEqual(['csrftoken=abc; Path=/', 'tessera_rw=1005000; Path=/; Max-Age=5; HttpOnly; SameSite=Lax'])
  })

  test('a read is pinned while its pin runs, and not after or without one', () => {
    expect(applyPrimaryPin(exchange('GET', 'a=1; tessera_rw=1005000').req, exchange('GET').res, 5000, 1_004_999)).toBe(true)
    expect(applyPrimaryPin(exchange('GET', 'tessera_rw=1005000').req, exchange('GET').res, 5000, 1_005_000)).toBe(false)
    expect(applyPrimaryPin(exchange('GET').req, exchange('GET').res, 5000, 1_000_000)).toBe(false)
    expect(applyPrimaryPin(exchange('HEAD', 'tessera_rw=garbage').req, exchange('HEAD').res, 5000, 1_000_000)).toBe(false)
  })
})
