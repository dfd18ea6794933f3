// GET /metrics (issue 24): Prometheus text, for a scraper bearing METRICS_TOKEN or calling from one of
// METRICS_ALLOWED_ADDRESSES. The address is the TCP peer, never a forwarded header: scrape each instance
// directly, not through the load balancer (whose config refuses /metrics, docs/operations.md).
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { METRICS_CONTENT_TYPE, renderMetrics } from '@/core/shared/metrics'
import type { AddressMatcher } from '@/server/http/address-list'

export type MetricsAccess = { token: string | undefined; fromAllowedAddress: AddressMatcher }

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false
  const sent = Buffer.from(header.slice(7).trim())
  const wanted = Buffer.from(token)
  return sent.length === wanted.length && timingSafeEqual(sent, wanted)
}

/** Whether this request may read the metrics. */
export function mayReadMetrics(req: IncomingMessage, access: MetricsAccess): boolean {
  return bearerMatches(req.headers.authorization, access.token) || access.fromAllowedAddress(req.socket.remoteAddress)
}

function answerJson(res: ServerResponse, status: number, body: object, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra })
  res.end(JSON.stringify(body))
}

export async function answerMetrics(req: IncomingMessage, res: ServerResponse, access: MetricsAccess): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    answerJson(res, 405, { error: 'METHOD_NOT_ALLOWED', error_description: 'Metrics are read with GET.' }, { allow: 'GET, HEAD' })
    return
  }
  if (!mayReadMetrics(req, access)) {
    answerJson(
      res,
      401,
      { error: 'UNAUTHENTICATED', error_description: 'Metrics need the configured bearer token or an allowed address.' },
      { 'www-authenticate': 'Bearer realm="metrics"' },
    )
    return
  }
  const text = await renderMetrics()
  res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' })
  res.end(req.method === 'HEAD' ? undefined : text)
}
