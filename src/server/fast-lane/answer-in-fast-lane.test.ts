// The fast lane as the checkout's POSTs use it: the body reaches the handler, and an oversized one is
// refused in JSON as handleJson refuses it, without calling the handler.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { answerInFastLane } from './answer-in-fast-lane'

let server: http.Server
let base = ''
let calls = 0

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void answerInFastLane(req, res, {
      maxBodyBytes: 256 * 1024,
      params: {},
      handle: async (request) => {
        calls++
        return Response.json(
          {
            method: request.method,
            url: new URL(request.url).pathname + new URL(request.url).search,
            body: await request.text(),
            type: request.headers.get('content-type'),
          },
          { status: 201 },
        )
      },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

test("A POST's body, query and headers reach the lane handler, and its status and JSON come back", async () => {
  const response = await fetch(`${base}/api/v3/orders/12/complete/?token=abc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"buyer":{"name":"Ada"}}',
  })
  expect(response.status).toBe(201)
  expect(await response.json()).toEqual({
    method: 'POST',
    url: '/api/v3/orders/12/complete/?token=abc',
    body: '{"buyer":{"name":"Ada"}}',
    type: 'application/json',
  })
})

test('A body past 256 KB is refused with a JSON 400 and never reaches the handler', async () => {
  const before = calls
  const response = await fetch(`${base}/api/v3/orders/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: 'x'.repeat(300 * 1024),
  })
  expect(response.status).toBe(400)
  expect(((await response.json()) as { error: string }).error).toBe('INVALID_ARGUMENT')
  expect(calls).toBe(before)
})

test('A HEAD request gets the status and headers of the answer and no body', async () => {
  const response = await fetch(`${base}/api/v3/events/1/`, { method: 'HEAD' })
  expect(response.status).toBe(201)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(await response.text()).toBe('')
})
