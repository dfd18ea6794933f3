// Serves the built app on PORT: our own HTTP server in front of Next.js (docs/decisions/004-api-fast-lane.md).
// Every request is observed (correlation id, log line, metrics; src/server/observability/observe-request.ts),
// /metrics is answered here, the hot read-only API endpoints and the health probes go through the fast lane,
// the build's JavaScript and CSS go out as precompressed brotli, and every other request is Next.js's as
// with `next start`. SIGTERM drains in-flight requests before exiting (graceful-shutdown.ts).
import http from 'node:http'
import path from 'node:path'
import { collectProcessMetrics, reportCacheStats } from '@/core/shared/metrics'
import { ConfigError, readEnv } from '@/env'
import { answerInFastLane } from '@/server/fast-lane/answer-in-fast-lane'
import { fastLaneHandler, publishedFastLane } from '@/server/fast-lane/fast-lane'
import { createAddressMatcher } from '@/server/http/address-list'
import { createGracefulShutdown } from '@/server/http/graceful-shutdown'
import { loadRoutePatterns } from '@/server/http/route-patterns'
import { createStaticBrotli } from '@/server/http/static-brotli'
import { logger } from '@/server/observability/logger'
import { answerMetrics } from '@/server/observability/metrics-endpoint'
import { createRequestObserver } from '@/server/observability/observe-request'
import { closeProcessDatabase, processCacheStats } from '@/server/process-database'

// As `next start` does: the build is a production build, and React and Next.js read this when loaded.
;(process.env as Record<string, string>).NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'

type NextApp = {
  prepare(): Promise<void>
  getRequestHandler(): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>
  close(): Promise<void>
}

const DRAINING_BODY = JSON.stringify({ status: 'not_ready', reason: 'shutting_down' })

async function main() {
  const config = readEnv()
  const log = logger()
  const port = config.port
  const nextModule = (await import('next')) as unknown as { default: ((options: object) => NextApp) | { default: (options: object) => NextApp } }
  const createNext = typeof nextModule.default === 'function' ? nextModule.default : nextModule.default.default
  const app = createNext({ dev: false, dir: process.cwd(), port })
  const handle = app.getRequestHandler()
  await app.prepare()
  if (config.metrics.enabled) {
    collectProcessMetrics()
    reportCacheStats(processCacheStats)
  }
  const statics = createStaticBrotli(path.join(process.cwd(), '.next', 'static'))
  const observe = createRequestObserver({
    routePatternOf: loadRoutePatterns(['/metrics']),
    fromTrustedProxy: createAddressMatcher(config.trustedProxies),
    log,
    recordMetrics: config.metrics.enabled,
  })
  const metricsAccess = { token: config.metrics.token, fromAllowedAddress: createAddressMatcher(config.metrics.allowedAddresses) }

  const route = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (statics.answer(req, res)) return
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const pathname = query < 0 ? url : url.slice(0, query)
    if (config.metrics.enabled && (pathname === '/metrics' || pathname === '/metrics/')) {
      void answerMetrics(req, res, metricsAccess)
      return
    }
    // A draining instance tells the balancer at once rather than after its next failed connection.
    if (shutdown.draining && (pathname === '/readyz' || pathname === '/readyz/')) {
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(DRAINING_BODY)
      return
    }
    // Looked up per request: Next.js may run the instrumentation hook that publishes it after prepare().
    const routes = publishedFastLane()
    const handler = routes && fastLaneHandler(routes, req.method, pathname)
    if (!handler) {
      void handle(req, res)
      return
    }
    answerInFastLane(req, res, handler).then(
      (answered) => {
        if (!answered) void handle(req, res)
      },
      (error: unknown) => {
        log.error({ err: error }, 'fast lane failed')
        if (!res.headersSent) res.writeHead(500)
        res.end()
      },
    )
  }

  const server = http.createServer((req, res) => {
    shutdown.track(res)
    observe(req, res, () => route(req, res))
  })
  const shutdown = createGracefulShutdown(server, {
    deadlineMs: config.shutdownDeadlineMs,
    closeResources: async () => {
      await app.close().catch((error: unknown) => log.warn({ err: error }, 'Next.js did not close cleanly'))
      await closeProcessDatabase()
    },
  })
  server.listen(port, () => log.info({ port, stage: config.deploymentStage }, `tessera: ready on http://localhost:${port}`))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      log.info({ signal }, 'shutting down: draining requests in flight')
      void shutdown.shutdown().then(
        ({ unfinished }) => {
          if (unfinished > 0) log.warn({ unfinished }, 'shutdown deadline passed with requests still in flight')
          log.info('shut down')
          process.exit(0)
        },
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
    })
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`tessera: ${error.message}\n`)
  else console.error(error)
  process.exit(1)
})
