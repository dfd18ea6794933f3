// How answers travel (docs/decisions/004-api-fast-lane.md): the CSRF cookie on every answer, compressed
// bodies as the client asks, and the build's JavaScript as brotli. Raw node:http, so that nothing
// decompresses or adds headers on our behalf.
import http from 'node:http'
import zlib from 'node:zlib'
import { expect, test } from '../e2e/fixtures'

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

function decode(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body)
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body)
  return answer.body
}

const SEARCH = '/api/v3/destination/search/?place_id=5128581&page_size=20'

test('A visitor without a CSRF cookie gets one with any API answer, and keeps the one they have', async ({ baseURL }) => {
  for (const path of ['/api/v3/trending/?location=ny--new-york&timeframe=week', '/home/api/user/', '/api/v3/openapi.json']) {
    const first = await rawGet(`${baseURL}${path}`)
    expect(first.status, path).toBe(200)
    const cookie = String(first.headers['set-cookie'] ?? '')
    expect(cookie, path).toMatch(/^csrftoken=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; SameSite=Lax/i)
    const token = /csrftoken=([^;]+)/.exec(cookie)![1]
    const again = await rawGet(`${baseURL}${path}`, { cookie: `csrftoken=${token}` })
    expect(String(again.headers['set-cookie'] ?? ''), path).not.toContain('csrftoken=')
  }
})

test('A large API answer is compressed as the client asks: brotli, else gzip, else plain', async ({ baseURL }) => {
  const plain = await rawGet(`${baseURL}${SEARCH}`)
  expect(plain.status).toBe(200)
  expect(plain.headers['content-encoding']).toBeUndefined()
  const expected = JSON.parse(plain.body.toString('utf8')) as { events: { results: { id: string }[] } }
  expect(expected.events.results.length).toBeGreaterThan(0)
  const ids = expected.events.results.map((e) => e.id)

  for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip']] as const) {
    const answer = await rawGet(`${baseURL}${SEARCH}`, { 'accept-encoding': accept })
    expect(answer.headers['content-encoding'], accept).toBe(encoding)
    expect(answer.headers.vary ?? '', accept).toMatch(/accept-encoding/i)
    expect(answer.body.length, accept).toBeLessThan(plain.body.length / 3)
    const decoded = JSON.parse(decode(answer).toString('utf8')) as typeof expected
    expect(decoded.events.results.map((e) => e.id), accept).toEqual(ids)
    expect(answer.headers['content-type']).toMatch(/application\/json/)
  }
})

test('A bad request on a hot endpoint is still a JSON error, compressed or not', async ({ baseURL }) => {
  const answer = await rawGet(`${baseURL}/api/v3/destination/search/autocomplete/`, { 'accept-encoding': 'br' })
  expect(answer.status).toBe(400)
  expect(JSON.parse(decode(answer).toString('utf8'))).toMatchObject({ error: expect.any(String), error_description: expect.any(String) })
})

test("The home page's JavaScript goes to browsers as cacheable brotli, identical once decompressed", async ({ baseURL }) => {
  const html = decode(await rawGet(`${baseURL}/`)).toString('utf8')
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]!)
  expect(scripts.length).toBeGreaterThan(0)
  for (const src of scripts.slice(0, 3)) {
    const plain = await rawGet(`${baseURL}${src}`, { 'accept-encoding': 'identity' })
    // Compressed in the background at start-up: give it a moment on a slow machine.
    await expect
      .poll(async () => (await rawGet(`${baseURL}${src}`, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding'], { timeout: 20_000 })
      .toBe('br')
    const br = await rawGet(`${baseURL}${src}`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(decode(br).equals(decode(plain))).toBe(true)
    expect(br.body.length).toBeLessThan(decode(plain).length)
  }
})
