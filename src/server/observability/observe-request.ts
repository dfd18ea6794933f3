// What our HTTP server does around every request (issue 24): a correlation id taken from the request
// (eb-correlation-id, when well-formed) or made up, returned on the response and kept in the request
// context for every log line and outgoing call; the eb-lang hint; identity headers dropped unless a
// trusted proxy sent them; and, when the response is done, one log line and the request metrics.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { metrics } from '@/core/shared/metrics'
import {
  computeCorrelationId,
  computeLanguageHint,
  CORRELATION_ID_HEADER,
  LANGUAGE_HINT_HEADER,
  runWithRequestContext,
  type RequestContext,
} from '@/core/shared/request-context'
import type { AddressMatcher } from '@/server/http/address-list'
import { dropUntrustedIdentityHeaders } from '@/server/http/identity-headers'
import type { RoutePatternOf } from '@/server/http/route-patterns'
import { writeRequestLine, type Logger } from './logger'
import { SAFE_LOG_FIELDS, scrubText } from './log-redaction'

// Probes and scrapes come every few seconds from the balancer and Prometheus: debug, not info.
const QUIET_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics'])

export type RequestObserverOptions = {
  routePatternOf: RoutePatternOf
  fromTrustedProxy: AddressMatcher
  log: Logger
  /** METRICS_ENABLED: count requests into /metrics. */
  recordMetrics: boolean
}

/**
 * `contextFree`: serve without entering the async request context. On Node 20 the first context entered
 * turns on a promise hook for the whole process, about a microsecond on every await thereafter (a third
 * of a trivial request's time). Reads that our server answers itself need no context: their request line
 * carries the id, and they make no outgoing call. Pages (Next.js enters its own async contexts anyway)
 * and writes (mail, payments and the language model read the id) keep it.
 */
export type ObserveRequest = (req: IncomingMessage, res: ServerResponse, serve: () => void, contextFree?: boolean) => void

export function createRequestObserver({ routePatternOf, fromTrustedProxy, log, recordMetrics }: RequestObserverOptions): ObserveRequest {
  return (req, res, serve, contextFree = false) => {
    const started = process.hrtime.bigint()
    dropUntrustedIdentityHeaders(req, fromTrustedProxy(req.socket.remoteAddress))
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const pathname = query < 0 ? url : url.slice(0, query)
    const context: RequestContext = {
      correlationId: computeCorrelationId(req.headers[CORRELATION_ID_HEADER]),
      route: routePatternOf(pathname),
      languageHint: computeLanguageHint(req.headers[LANGUAGE_HINT_HEADER]),
    }
    // Handlers read the id from the request too (e.g. to pass it on), so a made-up one is written back.
    req.headers[CORRELATION_ID_HEADER] = context.correlationId
    res.setHeader(CORRELATION_ID_HEADER, context.correlationId)
    // Nothing to count or write (metrics off, LOG_LEVEL=silent): no listener, no fields.
    if (recordMetrics || log.isLevelEnabled('error')) {
      res.once('close', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9
        const route = context.route ?? pathname
        // A response the client abandoned before it was complete is counted as the 499 nginx would log.
        const status = res.writableFinished ? res.statusCode : 499
        if (recordMetrics) metrics.httpRequest(req.method ?? 'GET', route, status, seconds)
        // A probe's 503 is its answer (warming, draining, database down), not a failed request.
        const quiet = QUIET_ROUTES.has(route)
        const level = status >= 500 && !(quiet && status === 503) ? 'error' : quiet ? 'debug' : 'info'
        if (!log.isLevelEnabled(level)) return
        // Every field is ours; only the path is the client's, so it alone is scrubbed.
        const fields = {
          correlationId: context.correlationId,
          method: req.method ?? 'GET',
          route,
          path: scrubText(pathname),
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          userId: context.userId,
        }
        if (level === 'error') log.error({ [SAFE_LOG_FIELDS]: true, ...fields }, 'request failed')
        else writeRequestLine(log, level, fields)
      })
    }
    if (contextFree) serve()
    else runWithRequestContext(context, serve)
  }
}
