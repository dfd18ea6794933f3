// Spec §3 request headers that claim who is calling (eb-user-id, eb-organization-id, …). Only a trusted
// proxy (TRUSTED_PROXIES) may assert them; from anyone else they are removed before any handler reads them,
// so no code can be fooled by a client that simply sends "eb-user-id: 1".
import type { IncomingMessage } from 'node:http'

export const IDENTITY_HEADERS: ReadonlySet<string> = new Set([
  'eb-soa-token',
  'eb-user-id',
  'eb-organization-id',
  'eb-guest-id',
  'eb-session-id',
  'eb-stable-id',
  'eb-host',
])

/** Removes the identity headers from a request that did not come through a trusted proxy. */
export function dropUntrustedIdentityHeaders(req: IncomingMessage, fromTrustedProxy: boolean): void {
  if (fromTrustedProxy) return
  let found = false
  for (const name of IDENTITY_HEADERS) {
    if (name in req.headers) {
      delete req.headers[name]
      found = true
    }
  }
  if (!found) return
  // The fast lane builds its web Request from rawHeaders, so they are filtered too.
  const raw: string[] = []
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!
    if (!IDENTITY_HEADERS.has(name.toLowerCase())) raw.push(name, req.rawHeaders[i + 1]!)
  }
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw)
}
