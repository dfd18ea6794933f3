// Our HTTP server in front of Next.js (docs/decisions/004-api-fast-lane.md), the one request path of
// `npm start` and `npm run dev` (`--dev`). Every request is observed (correlation id, log line, metrics;
// src/server/observability/observe-request.ts) and counted for graceful shutdown (SIGTERM drains requests
// in flight, graceful-shutdown.ts), then, in this order:
//   0. before any of it, slow headers and bodies and one address's many connections are refused
//      (src/server/http/slow-client-guard.ts, decision 048);
//   1. the request policy (src/server/http/request-policy.ts): forwarding headers, security headers,
//      CSRF cookie and check, undecodable paths;
//   2. /metrics (Prometheus, token or address list), and /readyz as 503 while draining;
//   3. production only: the build's JavaScript and CSS as precompressed brotli;
//   4. the mount table (src/server/router.ts): every endpoint row (the API, /images/, the image optimizer,
//      /healthz and /readyz) is answered here by calling its module's handler; under /api/ and /home/api/
//      an unknown path is a JSON 404 and a wrong method a JSON 405;
//   5. plain visits of the home page, from the home HTML cache (production only), and the embedded
//      checkout's frame headers (the sites its organizer lets frame it, decision 070);
//   6. everything else: Next.js, whose route.ts files re-export the same endpoint modules.
// First: on a test server (TEST_CLOCK_START) everything below reads the suite's clock.
import './lib/install-test-clock'
import type http from 'node:http'
import { register } from 'node:module'
import path from 'node:path'
import v8 from 'node:v8'
import { collectProcessMetrics, metrics, reportCacheStats } from '@/core/shared/metrics'
import { ConfigError, readEnv } from '@/env'
import { createAddressMatcher } from '@/server/http/address-list'
import { createGracefulShutdown } from '@/server/http/graceful-shutdown'
import { createGuardedServer } from '@/server/http/slow-client-guard'
import { loadRoutePatterns } from '@/server/http/route-patterns'
import { logger } from '@/server/observability/logger'
import { answerMetrics } from '@/server/observability/metrics-endpoint'
import { createRequestObserver } from '@/server/observability/observe-request'
import { closeProcessDatabase, processCacheStats } from '@/server/process-database'

// Outside the Next.js build, `server-only` must resolve to its empty variant before any endpoint module
// loads (they are imported dynamically below for that reason).
register('./lib/server-only-outside-next.mjs', import.meta.url)

// V8 "pretenures" an allocation site (puts its objects straight into the old generation) once most of
// them outlive a young-generation collection. Under load a request's rows and event JSON are often still
// in use when one comes, and die a few milliseconds later: their sites were pretenured, so every request's
// garbage went to the old generation, which only full collections free, and each young collection took
// twice as long. Measured on the results of a place at a million events: 18% less CPU per request without
// it (docs/decisions/004-api-fast-lane.md, revision). V8 reads the flag at each collection, so setting it
// here, before any request, is enough.
v8.setFlagsFromString('--no-allocation-site-pretenuring')

const dev = process.argv.includes('--dev')
// As `next start` / `next dev` do: React and Next.js read this when loaded.
;(process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>
type NextApp = {
  prepare(): Promise<void>
  getRequestHandler(): NodeHandler
  getUpgradeHandler?(): (req: http.IncomingMessage, socket: unknown, head: Buffer) => Promise<void>
  close(): Promise<void>
}

function pathOf(url: string | undefined): string {
  const query = (url ?? '/').indexOf('?')
  return query < 0 ? (url ?? '/') : url!.slice(0, query)
}

const DRAINING_BODY = JSON.stringify({ status: 'not_ready', reason: 'shutting_down' })

async function main() {
  // Next.js first: loading it sets up the server environment (async storages) its modules expect.
  const config = readEnv()
  const log = logger()
  const port = config.port
  if (!config.allowTestPayments) {
    const { TEST_PAYMENTS_OFF } = await import('@/core/ticketing/test-payment-provider')
    log.warn({ stage: config.deploymentStage }, `tessera: ${TEST_PAYMENTS_OFF}`)
  }
  const nextModule = (await import('next')) as unknown as { default: ((options: object) => NextApp) | { default: (options: object) => NextApp } }
  const createNext = typeof nextModule.default === 'function' ? nextModule.default : nextModule.default.default
  const { applyRequestPolicy, isApiPath, requestPolicyConfig, resolveClientAddress, writeJsonError, writeRefusal } = await import('@/server/http/request-policy')
  const { laneHandler, matchRoute } = await import('@/server/router')
  type BoundHandler = NonNullable<ReturnType<typeof laneHandler>>
  const { answerInFastLane } = await import('@/server/fast-lane/answer-in-fast-lane')
  const { applyPrimaryPin } = await import('@/server/http/primary-pin')
  const { runPinnedToPrimary } = await import('@/db/read-router')
  const pinWrites = config.replicas.urls.length > 0 && config.replicas.pinMs > 0
  const { createStaticBrotli } = await import('@/server/http/static-brotli')
  const { createHomePageResponder } = await import('@/server/http/answer-home-page')
  const { createHomePageCache } = await import('@/server/home-page-cache')
  const app = createNext({ dev, dir: process.cwd(), port })
  const handle = app.getRequestHandler()
  await app.prepare()
  const statics = dev ? null : createStaticBrotli(path.join(process.cwd(), '.next', 'static'))
  // Embedded checkouts carry a signed session instead of cookies (decision 070): the policy checks it.
  const { embedSessionSecret } = await import('@/server/ticketing')
  const policy = { ...requestPolicyConfig(dev), embedSecret: embedSessionSecret() }
  const { applyEmbedFramePolicy, matchEmbedPage } = await import('@/server/http/embed-frame-policy')
  // In development the page changes as it is edited: it is always rendered.
  const { getCacheRegistry } = await import('@/server/get-deps')
  const { stopMailDelivery } = await import('@/server/mail-delivery')
  const { startReminderSweep, stopWaitlistSweep } = await import('@/server/ticketing')
  const { stopHousekeeping } = await import('@/server/housekeeping')
  const { startWebhookDelivery, stopWebhookDelivery } = await import('@/server/webhooks')
  const { startWaitingRoomLoop, stopWaitingRoomLoop } = await import('@/server/waiting-room')
  const { WITH_EVENT_JSON } = await import('@/server/cache-registry')
  const { compressedBodies } = await import('@/server/fast-lane/answer-in-fast-lane')
  // Our server's own caches join the registry, so that an event change (here or, through PostgreSQL
  // NOTIFY, in another instance) drops the home HTML, and their counters are read with the others.
  const registry = await getCacheRegistry()
  const homeCache = createHomePageCache()
  registry.register({ name: 'homePageHtml', key: 'place cookie | geo', freshness: '1 min', sizeBound: '500', owner: 'server/http/answer-home-page', dropsOn: WITH_EVENT_JSON, control: homeCache })
  registry.register({ name: 'compressedBodies', key: 'encoding + SHA-256 of the body', freshness: 'forever (keyed by content)', sizeBound: '32 MB', owner: 'server/fast-lane/answer-in-fast-lane', dropsOn: [], control: compressedBodies })
  const home = dev ? null : createHomePageResponder(handle, homeCache, dev)

  if (config.metrics.enabled) {
    collectProcessMetrics()
    reportCacheStats(processCacheStats)
  }
  const observe = createRequestObserver({
    routePatternOf: loadRoutePatterns(['/metrics']),
    fromTrustedProxy: createAddressMatcher(config.trustedProxies),
    log,
    recordMetrics: config.metrics.enabled,
  })
  const metricsAccess = { token: config.metrics.token, fromAllowedAddress: createAddressMatcher(config.metrics.allowedAddresses) }

  const fail = (res: http.ServerResponse) => (error: unknown) => {
    log.error({ err: error }, 'request failed outside Next.js')
    if (!res.headersSent) writeJsonError(res, 500, { error: 'INTERNAL_ERROR', error_description: 'Something went wrong on our end.' })
    else res.end()
  }

  // Answered without reading the body: it is drained, so the connection can serve the next request.
  const refuseWith = (req: http.IncomingMessage, write: () => void) => {
    req.resume()
    write()
  }

  // `lane`: the mount-table row's handler for this request, looked up once (in the server callback below).
  const route = (req: http.IncomingMessage, res: http.ServerResponse, lane: BoundHandler | undefined) => {
    const verdict = applyRequestPolicy(req, res, policy)
    if (verdict.refusal) return refuseWith(req, () => writeRefusal(res, { ...verdict, refusal: verdict.refusal! }))
    // With read replicas, a browser that wrote a moment ago reads everything on the primary (decision 067).
    if (pinWrites && applyPrimaryPin(req, res, config.replicas.pinMs, Date.now())) return runPinnedToPrimary(() => answer(req, res, lane, verdict))
    answer(req, res, lane, verdict)
  }

  const answer = (req: http.IncomingMessage, res: http.ServerResponse, lane: BoundHandler | undefined, verdict: ReturnType<typeof applyRequestPolicy>) => {
    const refuse = (write: () => void) => refuseWith(req, write)
    if (config.metrics.enabled && (verdict.pathname === '/metrics' || verdict.pathname === '/metrics/')) {
      void answerMetrics(req, res, metricsAccess).catch(fail(res))
      return
    }
    // A draining instance tells the balancer at once rather than after its next failed connection.
    if (shutdown.draining && (verdict.pathname === '/readyz' || verdict.pathname === '/readyz/')) {
      req.resume()
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(DRAINING_BODY)
      return
    }
    if (statics?.answer(req, res)) return
    const method = req.method ?? 'GET'
    // A row that answers the method needs no second look; otherwise an API path is a JSON 404 or 405.
    if (!lane && isApiPath(verdict.pathname)) {
      const match = matchRoute(method, verdict.pathname)
      if (match.kind === 'none') {
        return refuse(() => writeJsonError(res, 404, { error: 'NOT_FOUND', error_description: 'There is no such endpoint.' }))
      }
      if (match.kind === 'wrong-method') {
        const allow = match.allow.join(', ')
        return refuse(() => writeJsonError(res, 405, { error: 'METHOD_NOT_ALLOWED', error_description: `This endpoint answers ${allow}.` }, { Allow: allow }))
      }
    }
    if (lane) {
      answerInFastLane(req, res, lane).then((answered) => {
        if (!answered) void handle(req, res)
      }, fail(res))
      return
    }
    // The embedded checkout may be framed by the sites its organizer listed (decision 070).
    const embeddedEventId = verdict.nonce === null ? null : matchEmbedPage(verdict.pathname)
    if (embeddedEventId !== null) {
      applyEmbedFramePolicy(res, embeddedEventId, verdict.nonce!, dev).then(() => void handle(req, res), fail(res))
      return
    }
    if (!home) return void handle(req, res)
    home.answer(req, res, verdict.nonce).then((answered) => {
      if (!answered) void handle(req, res)
    }, fail(res))
  }

  // Slow headers, slow bodies and one address's many connections are refused before routing (decision 048).
  const server = createGuardedServer(
    (req, res) => {
      shutdown.track(res)
      const lane = laneHandler(req.method ?? 'GET', pathOf(req.url))
      // Reads answered from the mount table run outside the async request context (observe-request.ts says why).
      const contextFree = lane !== undefined && (req.method === 'GET' || req.method === 'HEAD')
      observe(req, res, () => route(req, res, lane), contextFree)
    },
    {
      limits: config.slowClientLimits,
      isTrustedProxy: createAddressMatcher(config.trustedProxies),
      clientAddressOf: (socketAddress, forwardedFor) => resolveClientAddress(socketAddress, forwardedFor, config.trustedProxies),
      onRefusal: (rule, address) => {
        metrics.refusal(rule)
        log.warn({ rule, address }, `refused: ${rule === 'slow_body' ? 'request body arriving too slowly' : 'too many connections from one address'}`)
      },
    },
  )
  const shutdown = createGracefulShutdown(server, {
    deadlineMs: config.shutdownDeadlineMs,
    closeResources: async () => {
      // The background loops use the pool: a pass under way finishes first (background-loop.ts says why).
      await Promise.all([stopMailDelivery(), stopWaitlistSweep(), stopHousekeeping(), stopWebhookDelivery(), stopWaitingRoomLoop()])
      await app.close().catch((error: unknown) => log.warn({ err: error }, 'Next.js did not close cleanly'))
      await closeProcessDatabase()
    },
  })
  const upgrade = app.getUpgradeHandler?.()
  if (upgrade) server.on('upgrade', (req: http.IncomingMessage, socket, head: Buffer) => void upgrade(req, socket, head))
  // The password check's word index takes a second or two of CPU to build (decision 050): built here, before
  // the server takes requests, rather than stalling every request behind the first password checked.
  ;(await import('@/core/accounts/near-dictionary-word')).warmNearWordIndex()
  // Reminders before events go out from every instance's loop (decision 061), whatever it serves.
  startReminderSweep()
  // Webhooks go out from every instance's loop (decision 066); claims keep each attempt to one instance.
  startWebhookDelivery()
  // Waiting rooms' admission rounds run on every instance; a room's lock keeps them apart (issue 42).
  startWaitingRoomLoop()
  server.listen(port, () => log.info({ port, stage: config.deploymentStage }, `tessera: ready on http://localhost:${port}${dev ? ' (development)' : ''}`))
  let stopping = false
  const stop = (reason: Record<string, string>) => {
    if (stopping) return
    stopping = true
    log.info(reason, 'shutting down: draining requests in flight')
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
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop({ signal }))
  // Started by `npm start` (scripts/start.ts), over an IPC channel: when that process is gone, so is
  // whoever would stop this one, so it stops itself rather than keep its port.
  if (process.send) process.once('disconnect', () => stop({ reason: 'the npm start process exited' }))
  // Output that has gone (the supervisor died, a log pipe closed) fails every write with EPIPE; Next.js
  // logs each failure to stderr, which fails again, in a loop that kept a core busy for an hour. Writes are
  // dropped from then on, and the instance shuts down as on SIGTERM.
  const onOutputError = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') return
    for (const stream of [process.stdout, process.stderr]) stream.write = () => true
    stop({ reason: 'stdout or stderr closed' })
  }
  process.stdout.on('error', onOutputError)
  process.stderr.on('error', onOutputError)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`tessera: ${error.message}\n`)
  else console.error(error)
  process.exit(1)
})
