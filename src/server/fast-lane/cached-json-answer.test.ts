// A cached answer (the same object from a use case's cache) goes out as the same bytes every time, plain
// or compressed, and is compressed once, not once per request.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { z } from 'zod'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { handleGet } from '@/server/api-handler'
import { answerInFastLane, compressedBodies } from './answer-in-fast-lane'

const cachedAnswer = { events: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Jazz night number ${i}` })) }
let asked = 0
const handler = handleGet({ method: 'GET', path: '/cached/', summary: '', description: '', tags: [], query: z.object({}), response: z.unknown() }, async () => {
  asked++
  return cachedAnswer
})
// A row with a query and its own Cache-Control, answered the way the router binds handleGet rows.
const counted = handleGet(
  { method: 'GET', path: '/counted/', summary: '', description: '', tags: [], query: z.object({ n: z.coerce.number().int() }), response: z.unknown() },
  async ({ n }) => ({ n }),
  { cacheControl: 'public, max-age=60' },
)
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const row = req.url?.startsWith('/counted/') ? counted : handler
    void answerInFastLane(req, res, { maxBodyBytes: 0, params: {}, handle: row, answer: row.answer })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const get = (encoding: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get(`${base}/cached/`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })

test('A cached answer is sent as its JSON every time, and compressed once', async () => {
  const plain = await get('identity')
  expect(JSON.parse(plain.body.toString())).toEqual(cachedAnswer)
  const missesBefore = compressedBodies.stats().misses
  const hitsBefore = compressedBodies.stats().hits
  const first = await get('br')
  const second = await get('br')
  expect(first.headers['content-encoding']).toBe('br')
  expect(JSON.parse(zlib.brotliDecompressSync(second.body).toString())).toEqual(cachedAnswer)
  expect(second.body.equals(first.body)).toBe(true)
  // One compression, and the second request did not even look the bytes up in the shared cache.
  expect(compressedBodies.stats().misses - missesBefore).toBe(1)
  expect(compressedBodies.stats().hits - hitsBefore).toBe(0)
  expect(asked).toBe(3)
})

test("A GET row's JSON goes out with its content type and Cache-Control, and a bad query is its JSON 400", async () => {
  const good = await fetch(`${base}/counted/?n=7`)
  expect(good.status).toBe(200)
  expect(good.headers.get('content-type')).toBe('application/json')
  expect(good.headers.get('cache-control')).toBe('public, max-age=60')
  expect(await good.json()).toEqual({ n: 7 })
  const bad = await fetch(`${base}/counted/?n=seven`)
  expect(bad.status).toBe(400)
  expect(bad.headers.get('content-type')).toContain('application/json')
  const error = (await bad.json()) as { error: string; argument_errors: Record<string, string[]> }
  expect(error.error).toBe('INVALID_ARGUMENT')
  expect(Object.keys(error.argument_errors)).toEqual(['n'])
})
