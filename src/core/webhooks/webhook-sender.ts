// Sends one webhook attempt over HTTP (decision 066): the host is resolved once and every address it has
// must be public (webhook-address-rules.ts), the connection goes to the address checked (a DNS answer that
// changes between the check and the connection cannot move it inside our network), redirects are not
// followed (a 3xx is a failed attempt), at most 64 KB of the answer is read, and the attempt gives up
// after the timeout (15 s by default).
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

export function createWebhookSender(options: WebhookSendOptions): WebhookSender {
  return (request) => sendWebhookRequest(request, options)
}

async function sendWebhookRequest(request: WebhookRequest, options: WebhookSendOptions): Promise<WebhookAttemptResult> {
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
  return new Promise<WebhookAttemptResult>((resolve) => {
    let settled = false
    const finish = (result: Omit<WebhookAttemptResult, 'durationMs'>) => {
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
        agent: false,
        headers: { ...request.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(request.body)), 'user-agent': 'Tessera-Webhooks/1' },
      },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const retryAfter = res.headers['retry-after']
          finish({ status: res.statusCode ?? null, error: null, excerpt: text.slice(0, EXCERPT_CHARS) || null, retryAfter: typeof retryAfter === 'string' ? retryAfter : null })
          res.destroy()
        }
        res.on('data', (chunk: Buffer) => {
          const room = MAX_RESPONSE_BYTES - size
          chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk)
          size += Math.min(chunk.length, room)
          // Enough read: the rest of a large answer is never downloaded.
          if (size >= MAX_RESPONSE_BYTES) done()
        })
        res.on('end', done)
        res.on('error', done)
      },
    )
    const timer = setTimeout(() => {
      finish({ status: null, error: `no answer within ${options.timeoutMs} ms`, excerpt: null, retryAfter: null })
      req.destroy()
    }, options.timeoutMs)
    req.on('error', (error) => finish({ status: null, error: error.message, excerpt: null, retryAfter: null }))
    req.end(request.body)
  })
}
