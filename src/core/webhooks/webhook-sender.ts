// Sends one webhook attempt over HTTP (decision 066): the host is resolved once and every address it has
// must be public (webhook-address-rules.ts), the connection goes to the address checked (a DNS answer that
// changes between the check and the connection cannot move it inside our network), redirects are not
// followed (a 3xx is a failed attempt), at most 64 KB of the answer is read, and the attempt gives up
// after the timeout (15 s by default). Connections are kept alive between attempts (createAgents).
import { lookup as dnsLookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './webhook-address-rules'

export const MAX_RESPONSE_BYTES = 64 * 1024
/** How much of an answer the delivery log keeps. */
const EXCERPT_CHARS = 1000

export type WebhookSendOptions = { timeoutMs: number; allowPrivateAddresses: boolean }
export type WebhookRequest = { url: string; headers: Record<string, string>; body: string }
export type WebhookAttemptResult = {
  /** The receiver's status code, or null when no answer came (refused, unreachable, timed out). */
  status: number | null
  durationMs: number
  error: string | null
  excerpt: string | null
  retryAfter: string | null
}

/** The port that sends; tests and the benchmark may replace it. */
export type WebhookSender = (request: WebhookRequest) => Promise<WebhookAttemptResult>

export class WebhookAddressError extends Error {
  override name = 'WebhookAddressError'
}

/** The address to connect to for `host`, refused unless every address it resolves to is public (or private ones are allowed). */
export async function resolveWebhookAddress(host: string, allowPrivateAddresses: boolean): Promise<{ address: string; family: number }> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await dnsLookup(bare, { all: true, verbatim: true })
  if (addresses.length === 0) throw new WebhookAddressError(`${host} has no address`)
  if (!allowPrivateAddresses) {
    const refused = addresses.find((a) => !isPublicAddress(a.address))
    if (refused) throw new WebhookAddressError(`${host} resolves to ${refused.address}, a private, loopback, link-local or reserved address`)
  }
  return addresses[0]!
}

/**
 * Connections are kept open between attempts (keep-alive), a few per receiver: under a busy on-sale most of
 * an attempt's cost was opening and closing its TCP (and TLS) connection. A kept connection only ever goes
 * back to the address it was opened to, which was checked then, and every attempt still checks where its
 * host resolves now before it may use one.
 */
function createAgents() {
  // An idle connection is closed after 4 s, before a receiver's own idle limit closes it (Node's is 5 s):
  // a connection the receiver has just closed would otherwise fail the next attempt.
  const options = { keepAlive: true, maxSockets: 16, maxFreeSockets: 16, timeout: 4_000, scheduling: 'lifo' as const }
  return { 'http:': new http.Agent(options), 'https:': new https.Agent(options) }
}

export function createWebhookSender(options: WebhookSendOptions): WebhookSender {
  const agents = createAgents()
  return async (request) => {
    const result = await sendWebhookRequest(request, options, agents)
    // A kept connection the receiver closed as it was reused: the request never reached it, so it is sent
    // once more on a new connection rather than counted as a failed attempt.
    return result.staleConnection ? sendWebhookRequest(request, options, agents) : result
  }
}

async function sendWebhookRequest(request: WebhookRequest, options: WebhookSendOptions, agents: ReturnType<typeof createAgents>): Promise<WebhookAttemptResult & { staleConnection?: boolean }> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const url = new URL(request.url)
  let pinned: { address: string; family: number }
  try {
    pinned = await resolveWebhookAddress(url.hostname, options.allowPrivateAddresses)
  } catch (error) {
    return { status: null, durationMs: elapsed(), error: (error as Error).message, excerpt: null, retryAfter: null }
  }
  // Every lookup of this request answers the address checked above.
  const lookup: LookupFunction = (_hostname, opts, callback) => {
    if ((opts as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
  const transport = url.protocol === 'https:' ? https : http
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:']
  return new Promise<WebhookAttemptResult & { staleConnection?: boolean }>((resolve) => {
    let settled = false
    const finish = (result: Omit<WebhookAttemptResult, 'durationMs'> & { staleConnection?: boolean }) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ ...result, durationMs: elapsed() })
    }
    const req = transport.request(
      url,
      {
        method: 'POST',
        lookup,
        agent,
        headers: { ...request.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(request.body)), 'user-agent': 'Tessera-Webhooks/1' },
      },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const retryAfter = res.headers['retry-after']
          finish({ status: res.statusCode ?? null, error: null, excerpt: text.slice(0, EXCERPT_CHARS) || null, retryAfter: typeof retryAfter === 'string' ? retryAfter : null })
        }
        res.on('data', (chunk: Buffer) => {
          if (settled) return
          const room = MAX_RESPONSE_BYTES - size
          chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk)
          size += Math.min(chunk.length, room)
          // Enough read: the rest of a large answer is never downloaded (its connection is closed, not kept).
          if (size >= MAX_RESPONSE_BYTES) {
            done()
            res.destroy()
          }
        })
        // Read to its end, the connection goes back to the pool for the next attempt.
        res.on('end', done)
        res.on('error', done)
      },
    )
    const timer = setTimeout(() => {
      finish({ status: null, error: `no answer within ${options.timeoutMs} ms`, excerpt: null, retryAfter: null })
      req.destroy()
    }, options.timeoutMs)
    req.on('error', (error: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')
      finish({ status: null, error: error.message, excerpt: null, retryAfter: null, ...(stale ? { staleConnection: true } : {}) })
    })
    req.end(request.body)
  })
}
