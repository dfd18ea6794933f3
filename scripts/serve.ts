// Our HTTP server in front of Next.js (docs/decisions/004-api-fast-lane.md), the one request path of
// `npm start` and `npm run dev` (`--dev`). Every request, in this order:
//   1. the request policy (src/server/http/request-policy.ts): forwarding headers, security headers,
//      CSRF cookie and check, undecodable paths;
//   2. production only: the build's JavaScript and CSS as precompressed brotli;
//   3. under /api/ and /home/api/: the mount table (src/server/router.ts) answers unknown paths (404) and
//      wrong methods (405) in JSON; its `lane` rows are answered here by calling their handlers;
//   4. plain visits of the home page, from the home HTML cache (production only);
//   5. everything else: Next.js, whose route.ts files re-export the same endpoint modules.
import http from 'node:http'
import { register } from 'node:module'
import path from 'node:path'

// Outside the Next.js build, `server-only` must resolve to its empty variant before any endpoint module
// loads (they are imported dynamically below for that reason).
register('./lib/server-only-outside-next.mjs', import.meta.url)

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

async function main() {
  // Next.js first: loading it sets up the server environment (async storages) its modules expect.
  const port = Number(process.env.PORT ?? 3000)
  const nextModule = (await import('next')) as unknown as { default: ((options: object) => NextApp) | { default: (options: object) => NextApp } }
  const createNext = typeof nextModule.default === 'function' ? nextModule.default : nextModule.default.default
  const { applyRequestPolicy, isApiPath, requestPolicyConfig, writeJsonError, writeRefusal } = await import('@/server/http/request-policy')
  const { laneHandler, matchRoute } = await import('@/server/router')
  const { answerInFastLane } = await import('@/server/fast-lane/answer-in-fast-lane')
  const { createStaticBrotli } = await import('@/server/http/static-brotli')
  const { createHomePageResponder } = await import('@/server/http/answer-home-page')
  const { createHomePageCache } = await import('@/server/home-page-cache')
  const app = createNext({ dev, dir: process.cwd(), port })
  const handle = app.getRequestHandler()
  await app.prepare()
  const statics = dev ? null : createStaticBrotli(path.join(process.cwd(), '.next', 'static'))
  const policy = requestPolicyConfig(dev)
  // In development the page changes as it is edited: it is always rendered.
  const { getCacheRegistry } = await import('@/server/get-deps')
  const { WITH_EVENT_JSON } = await import('@/server/cache-registry')
  const { compressedBodies } = await import('@/server/fast-lane/answer-in-fast-lane')
  // Our server's own caches join the registry, so that an event change (here or, through PostgreSQL
  // NOTIFY, in another instance) drops the home HTML, and their counters are read with the others.
  const registry = await getCacheRegistry()
  const homeCache = createHomePageCache()
  registry.register({ name: 'homePageHtml', key: 'place cookie | geo', freshness: '1 min', sizeBound: '500', owner: 'server/http/answer-home-page', dropsOn: WITH_EVENT_JSON, control: homeCache })
  registry.register({ name: 'compressedBodies', key: 'encoding + SHA-256 of the body', freshness: 'forever (keyed by content)', sizeBound: '32 MB', owner: 'server/fast-lane/answer-in-fast-lane', dropsOn: [], control: compressedBodies })
  const home = dev ? null : createHomePageResponder(handle, homeCache, dev)

  const fail = (res: http.ServerResponse) => (error: unknown) => {
    console.error(error)
    if (!res.headersSent) writeJsonError(res, 500, { error: 'INTERNAL_ERROR', error_description: 'Something went wrong on our end.' })
    else res.end()
  }

  const server = http.createServer((req, res) => {
    const verdict = applyRequestPolicy(req, res, policy)
    // Answered here without reading the body: it is drained, so the connection can serve the next request.
    const refuse = (answer: () => void) => {
      req.resume()
      answer()
    }
    if (verdict.refusal) return refuse(() => writeRefusal(res, { ...verdict, refusal: verdict.refusal! }))
    if (statics?.answer(req, res)) return
    const method = req.method ?? 'GET'
    if (isApiPath(verdict.pathname)) {
      const match = matchRoute(method, verdict.pathname)
      if (match.kind === 'none') {
        return refuse(() => writeJsonError(res, 404, { error: 'NOT_FOUND', error_description: 'There is no such endpoint.' }))
      }
      if (match.kind === 'wrong-method') {
        const allow = match.allow.join(', ')
        return refuse(() => writeJsonError(res, 405, { error: 'METHOD_NOT_ALLOWED', error_description: `This endpoint answers ${allow}.` }, { Allow: allow }))
      }
    }
    const lane = laneHandler(method, verdict.pathname)
    if (lane) {
      answerInFastLane(req, res, lane).then((answered) => {
        if (!answered) void handle(req, res)
      }, fail(res))
      return
    }
    if (!home) return void handle(req, res)
    home.answer(req, res, verdict.nonce).then((answered) => {
      if (!answered) void handle(req, res)
    }, fail(res))
  })
  const upgrade = app.getUpgradeHandler?.()
  if (upgrade) server.on('upgrade', (req: http.IncomingMessage, socket, head: Buffer) => void upgrade(req, socket, head))
  server.listen(port, () => console.log(`tessera: ready on http://localhost:${port}${dev ? ' (development)' : ''}`))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close()
      void app.close().finally(() => process.exit(0))
    })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
