// The fast lane as the checkout's POSTs use it: the body reaches the handler, and an oversized one is
// refused in JSON as handleJson refuses it, without calling the handler.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { jsonResponse, readRequestText } from '@/server/http/lane-bodies'
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
        const type = request.headers.get('content-type')
        const form = type?.startsWith('multipart/') ? await request.formData() : null
        const file = form?.get('file')
        return jsonResponse(
          request,
          {
            method: request.method,
            url: new URL(request.url).pathname + new URL(request.url).search,
            body: form ? null : await readRequestText(request),
            type,
            ...(file instanceof File ? { file: { name: file.name, text: await file.text() } } : {}),
          },
          201,
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

test('A body is read as text the way a web Request reads it: UTF-8, its byte-order mark dropped', async () => {
  const response = await fetch(`${base}/api/v3/orders/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"name":"Zoë 🎟"}')]),
  })
  expect(response.status).toBe(201)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(((await response.json()) as { body: string }).body).toBe('{"name":"Zoë 🎟"}')
})

test('A form with a file reaches the handler whole, for formData()', async () => {
  const form = new FormData()
  form.set('file', new File(['a picture'], 'cover.png', { type: 'image/png' }))
  const response = await fetch(`${base}/api/v3/media/upload/`, { method: 'POST', body: form })
  expect(response.status).toBe(201)
  expect(((await response.json()) as { file: unknown }).file).toEqual({ name: 'cover.png', text: 'a picture' })
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
