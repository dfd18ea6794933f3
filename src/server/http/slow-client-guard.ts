// Limits on slow and numerous connections (issue 39 finding 3): about 20,000 POSTs from one address that
// announced a 100 kB body and sent a byte every 5 s held every file descriptor for 310 s, and no one else
// could connect. Node's own timeouts end slow headers and slow requests; this module adds what Node lacks:
// a minimum body rate, and a cap on the connections (or, behind trusted proxies, the requests in flight)
// of one client address. Decision 048 gives the numbers and the matching HAProxy and nginx settings.
//
// No `server-only` guard: scripts/serve.ts loads this outside the Next.js build.
import http from 'node:http'
import type { Socket } from 'node:net'
import type { SlowClientLimits } from '@/env'

export type SlowClientGuardOptions = {
  limits: SlowClientLimits
  /** Whether a socket's peer is a configured proxy (TRUSTED_PROXIES): its connections are many clients'. */
  isTrustedProxy: (address: string | undefined) => boolean
  /** The client a proxied request is for, from its X-Forwarded-For (as the request policy reads it). */
  clientAddressOf: (socketAddress: string, forwardedFor: string | undefined) => string
  /** Called once per refusal, for the metric and the log line. */
  onRefusal?: (rule: SlowClientRule, address: string) => void
}

export type SlowClientRule = 'connections_per_address' | 'slow_body'

// How often bodies in progress are measured, and how often Node checks its header and request timeouts
// (its default, 30 s, would let a slow header linger three times longer than the timeout says).
const CHECK_INTERVAL_MS = 1_000

const TOO_MANY_CONNECTIONS = JSON.stringify({
  error: 'TOO_MANY_CONNECTIONS',
  error_description: 'Too many connections from your network are open at once. Please wait a moment and try again.',
})
const TOO_SLOW = JSON.stringify({
  error: 'REQUEST_TOO_SLOW',
  error_description: 'Your request arrived too slowly, so we stopped waiting for it. Please check your connection and try again.',
})

// Written straight to a socket that is refused before any request is read from it.
const RAW_TOO_MANY_CONNECTIONS = [
  'HTTP/1.1 429 Too Many Requests',
  'Content-Type: application/json',
  'Cache-Control: no-store',
  'Retry-After: 10',
  'Connection: close',
  `Content-Length: ${Buffer.byteLength(TOO_MANY_CONNECTIONS)}`,
  '',
  TOO_MANY_CONNECTIONS,
].join('\r\n')

function normalise(address: string | undefined): string {
  if (!address) return 'unknown'
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

type BodyInProgress = { req: http.IncomingMessage; res: http.ServerResponse; socket: Socket; startedAt: number; bytesAtStart: number; address: string }

function expectsBody(req: http.IncomingMessage): boolean {
  const length = req.headers['content-length']
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined
}

/**
 * Our HTTP server (scripts/serve.ts) with the slow-client limits (decision 048). `listener` runs for each
 * request that is not refused.
 */
export function createGuardedServer(listener: http.RequestListener, options: SlowClientGuardOptions): http.Server {
  const { limits, isTrustedProxy, clientAddressOf, onRefusal } = options
  const connections = new Map<string, number>()
  const proxiedInFlight = new Map<string, number>()
  const bodies = new Set<BodyInProgress>()
  const take = (counts: Map<string, number>, address: string) => counts.set(address, (counts.get(address) ?? 0) + 1)
  const give = (counts: Map<string, number>, address: string) => {
    const left = (counts.get(address) ?? 1) - 1
    if (left <= 0) counts.delete(address)
    else counts.set(address, left)
  }

  const server = http.createServer(
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: CHECK_INTERVAL_MS },
    (req, res) => {
      const socketAddress = normalise(req.socket.remoteAddress)
      let address = socketAddress
      if (isTrustedProxy(socketAddress)) {
        // A proxy's connections are shared by its clients: the cap is on one client's requests in flight.
        const forwardedFor = req.headers['x-forwarded-for']
        address = normalise(clientAddressOf(socketAddress, Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor))
        if ((proxiedInFlight.get(address) ?? 0) >= limits.maxConnectionsPerAddress) {
          onRefusal?.('connections_per_address', address)
          req.resume()
          res.writeHead(429, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(TOO_MANY_CONNECTIONS), 'Cache-Control': 'no-store', 'Retry-After': '10' })
          res.end(TOO_MANY_CONNECTIONS)
          return
        }
        take(proxiedInFlight, address)
        res.once('close', () => give(proxiedInFlight, address))
      }
      if (expectsBody(req) && !req.complete) {
        const body: BodyInProgress = { req, res, socket: req.socket, startedAt: Date.now(), bytesAtStart: req.socket.bytesRead, address }
        bodies.add(body)
        const done = () => bodies.delete(body)
        req.once('end', done)
        req.once('close', done)
        res.once('close', done)
      }
      listener(req, res)
    },
  )
  // Node closes an idle kept-alive socket after 5 s, which races a client (or a proxy) that reuses it just
  // then: the request is lost with ECONNRESET. Outlast the usual 60 s client and proxy idle timeouts
  // instead. Shutdown still closes idle sockets at once.
  server.keepAliveTimeout = 65_000

  server.on('connection', (socket: Socket) => {
    const address = normalise(socket.remoteAddress)
    if (isTrustedProxy(address)) return
    if ((connections.get(address) ?? 0) >= limits.maxConnectionsPerAddress) {
      onRefusal?.('connections_per_address', address)
      socket.end(RAW_TOO_MANY_CONNECTIONS)
      // A client that does not read the answer must not keep the socket either.
      setTimeout(() => socket.destroy(), CHECK_INTERVAL_MS).unref()
      return
    }
    take(connections, address)
    socket.once('close', () => give(connections, address))
  })

  // A body's rate is its bytes read from the socket since the request's headers, over the time since.
  // Only a body the client has not finished sending counts: one wholly received (which may have come with
  // the headers, before the count began) or with bytes we have not read yet (a busy server's backpressure,
  // as under a thousand buyers at once) is ours to be slow with, never the client's.
  const timer = setInterval(() => {
    const now = Date.now()
    for (const body of bodies) {
      if (body.req.complete) {
        bodies.delete(body)
        continue
      }
      if (body.req.readableLength > 0) continue
      const elapsedMs = now - body.startedAt
      if (elapsedMs < limits.bodyRateGraceMs) continue
      const received = body.socket.bytesRead - body.bytesAtStart
      if ((received * 1000) / elapsedMs >= limits.minBodyBytesPerSecond) continue
      bodies.delete(body)
      onRefusal?.('slow_body', body.address)
      if (!body.res.headersSent) {
        body.res.writeHead(408, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(TOO_SLOW), 'Cache-Control': 'no-store', Connection: 'close' })
        body.res.end(TOO_SLOW)
      }
      // The rest of the body is not waited for: the socket goes now, with its file descriptor.
      body.socket.destroySoon()
      setTimeout(() => body.socket.destroy(), CHECK_INTERVAL_MS).unref()
    }
  }, CHECK_INTERVAL_MS)
  timer.unref()
  server.once('close', () => clearInterval(timer))
  return server
}
