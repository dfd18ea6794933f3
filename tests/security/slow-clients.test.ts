// Issue 39 finding 3: about 20,000 POSTs from one address that announced `Content-Length: 100000` and
// sent a byte every 5 s held every file descriptor for 310 s (slow headers 100 s), and 0 of 10 new
// connections succeeded. These tests run our server's connection handling (the same function
// scripts/serve.ts calls) with its settings read from the environment, small enough that no test waits
// long; the defaults are proven as documented (decision 048).
import http from 'node:http'
import net from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { readEnv } from '@/env'
import { createAddressMatcher } from '@/server/http/address-list'
import { resolveClientAddress } from '@/server/http/request-policy'
import { createGuardedServer } from '@/server/http/slow-client-guard'
import { freshLoopbackAddress } from './raw-http'

const servers: http.Server[] = []
const sockets: net.Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** Our server with `settings` as environment variables and a handler that reads the body and answers 200. */
async function startServer(settings: Record<string, string>, trustedProxies: string[] = []): Promise<{ port: number; refusals: string[] }> {
  const { slowClientLimits } = readEnv({ NODE_ENV: 'test', ...settings, TRUSTED_PROXIES: trustedProxies.join(',') })
  const refusals: string[] = []
  const server = createGuardedServer(
    (req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        // A request may ask to stay in flight for a while, as a slow page would.
        const wait = Number(req.headers['x-test-wait-ms'] ?? 0)
        setTimeout(() => {
          res.writeHead(200, { 'Content-Type': 'application/json' })
          res.end(JSON.stringify({ received: Buffer.concat(chunks).length }))
        }, wait)
      })
    },
    {
      limits: slowClientLimits,
      isTrustedProxy: createAddressMatcher(trustedProxies),
      clientAddressOf: (socketAddress, forwardedFor) => resolveClientAddress(socketAddress, forwardedFor, trustedProxies),
      onRefusal: (rule) => refusals.push(rule),
    },
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as net.AddressInfo).port, refusals }
}

type Outcome = { text: string; closedAfterMs: number }

/** Opens a raw connection, writes `first`, then `drip` every `everyMs` until the server answers or closes. */
function dripRequest(port: number, first: string, drip: string, everyMs: number, localAddress?: string): Promise<Outcome> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress })
    sockets.push(socket)
    let text = ''
    let timer: NodeJS.Timeout | undefined
    socket.on('connect', () => {
      socket.write(first)
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(drip)
      }, everyMs)
    })
    socket.on('data', (d: Buffer) => (text += d.toString('utf8')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ text, closedAfterMs: Date.now() - started })
    })
    setTimeout(() => reject(new Error(`the server kept the connection open for 15 s; it answered: ${text}`)), 15_000).unref()
  })
}

function post(port: number, body: string, init: { localAddress?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/api/v3/orders/', method: 'POST', agent: false, localAddress: init.localAddress, headers: { 'Content-Type': 'application/json', ...init.headers } }, (res) => {
      let text = ''
      res.on('data', (d: Buffer) => (text += d.toString('utf8')))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** Opens a connection from `localAddress` and waits until it is established (and not refused at once). */
function openIdleConnection(port: number, localAddress: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket))
    sockets.push(socket)
    socket.on('error', reject)
  })
}

const SLOW = { HTTP_HEADERS_TIMEOUT_SECONDS: '2', HTTP_REQUEST_TIMEOUT_SECONDS: '6', HTTP_BODY_RATE_GRACE_SECONDS: '1', HTTP_MIN_BODY_BYTES_PER_SECOND: '1000' }

test('The limits on slow and numerous connections default to the documented values', () => {
  expect(readEnv({ NODE_ENV: 'test' }).slowClientLimits).toEqual({
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 120_000,
    minBodyBytesPerSecond: 1_000,
    bodyRateGraceMs: 10_000,
    maxConnectionsPerAddress: 256,
  })
})

test('A client that sends its headers a line at a time is cut off at the header timeout', async () => {
  const { port } = await startServer(SLOW)
  const outcome = await dripRequest(port, 'GET / HTTP/1.1\r\nHost: tessera.test\r\n', 'X-Slow: 1\r\n', 500)
  expect(outcome.text).toMatch(/^HTTP\/1\.1 408/)
  expect(outcome.closedAfterMs).toBeLessThan(4_500)
})

test('A POST that announces a large body and sends a byte at a time is refused with a JSON error and its connection closed', async () => {
  const { port, refusals } = await startServer(SLOW)
  const headers = 'POST /api/v3/orders/ HTTP/1.1\r\nHost: tessera.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n'
  const outcome = await dripRequest(port, headers, 'x', 500)
  expect(outcome.text).toMatch(/^HTTP\/1\.1 408/)
  const body = JSON.parse(outcome.text.slice(outcome.text.indexOf('\r\n\r\n') + 4)) as { error: string; error_description: string }
  expect(body.error).toBe('REQUEST_TOO_SLOW')
  expect(body.error_description).toMatch(/too slowly/)
  expect(outcome.closedAfterMs).toBeLessThan(4_000)
  expect(refusals).toContain('slow_body')
})

test('A body sent at a slow phone network pace still arrives whole', async () => {
  const { port } = await startServer(SLOW)
  const total = 6_000
  // 1,500 bytes every 500 ms: 3 kB/s, about a 2G connection's upload.
  const headers = `POST /api/v3/orders/ HTTP/1.1\r\nHost: tessera.test\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\nConnection: close\r\n\r\n`
  const outcome = await dripRequest(port, headers, 'y'.repeat(1_500), 500)
  expect(outcome.text).toMatch(/^HTTP\/1\.1 200/)
  expect(outcome.text).toContain(`{"received":${total}}`)
})

test('A kept-alive connection that idles longer than the header timeout still serves its next request', async () => {
  const { port } = await startServer(SLOW)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }))
      })
      req.on('error', reject)
    })
  expect(await get()).toEqual({ status: 200, reused: false })
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expect(await get()).toEqual({ status: 200, reused: true })
  agent.destroy()
})

test('One address cannot hold more connections than its limit, and other addresses still connect', async () => {
  const { port, refusals } = await startServer({ ...SLOW, HTTP_MAX_CONNECTIONS_PER_ADDRESS: '5' })
  const attacker = freshLoopbackAddress()
  for (let i = 0; i < 5; i += 1) await openIdleConnection(port, attacker)
  const refused = await dripRequest(port, '', '', 1_000, attacker)
  expect(refused.text).toMatch(/^HTTP\/1\.1 429/)
  expect(refused.text).toContain('"error":"TOO_MANY_CONNECTIONS"')
  expect(refusals).toContain('connections_per_address')
  const neighbour = await post(port, '{}', { localAddress: freshLoopbackAddress() })
  expect(neighbour.status).toBe(200)
})

test('While one address trickles a hundred slow bodies, ten new visitors are all served', async () => {
  const { port } = await startServer({ ...SLOW, HTTP_MAX_CONNECTIONS_PER_ADDRESS: '20' })
  const attacker = freshLoopbackAddress()
  const headers = 'POST /api/v3/orders/ HTTP/1.1\r\nHost: tessera.test\r\nContent-Length: 100000\r\n\r\n'
  const attacks = Array.from({ length: 100 }, () => dripRequest(port, headers, 'x', 1_000, attacker))
  const visitors = await Promise.all(Array.from({ length: 10 }, () => post(port, '{"quantity":1}', { localAddress: freshLoopbackAddress() })))
  expect(visitors.map((v) => v.status)).toEqual(Array(10).fill(200))
  // Every slow connection is gone within a few seconds: refused at once, or cut off at the body rate.
  const outcomes = await Promise.all(attacks)
  expect(Math.max(...outcomes.map((o) => o.closedAfterMs))).toBeLessThan(5_000)
})

test('Behind a trusted proxy, the limit counts each forwarded address’s requests in flight', async () => {
  const { port } = await startServer({ ...SLOW, HTTP_MAX_CONNECTIONS_PER_ADDRESS: '2' }, ['127.0.0.1'])
  const slow = { 'X-Forwarded-For': '203.0.113.9', 'X-Test-Wait-Ms': '1500' }
  const inFlight = [post(port, '{}', { headers: slow }), post(port, '{}', { headers: slow })]
  await new Promise((resolve) => setTimeout(resolve, 300))
  const third = await post(port, '{}', { headers: { 'X-Forwarded-For': '203.0.113.9' } })
  expect(third.status).toBe(429)
  expect(JSON.parse(third.body)).toMatchObject({ error: 'TOO_MANY_CONNECTIONS' })
  const otherClient = await post(port, '{}', { headers: { 'X-Forwarded-For': '198.51.100.7' } })
  expect(otherClient.status).toBe(200)
  expect((await Promise.all(inFlight)).map((r) => r.status)).toEqual([200, 200])
})
