// Serves the built app on PORT: our own HTTP server in front of Next.js (docs/decisions/004-api-fast-lane.md).
// The hot read-only API endpoints go through the fast lane, the build's JavaScript and CSS go out as
// precompressed brotli, and every other request is Next.js's as with `next start`.
import http from 'node:http'
import path from 'node:path'
import { answerInFastLane } from '@/server/fast-lane/answer-in-fast-lane'
import { fastLaneHandler, publishedFastLane } from '@/server/fast-lane/fast-lane'
import { createStaticBrotli } from '@/server/http/static-brotli'

// As `next start` does: the build is a production build, and React and Next.js read this when loaded.
;(process.env as Record<string, string>).NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'

type NextApp = {
  prepare(): Promise<void>
  getRequestHandler(): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>
  close(): Promise<void>
}

async function main() {
  const port = Number(process.env.PORT ?? 3000)
  const nextModule = (await import('next')) as unknown as { default: ((options: object) => NextApp) | { default: (options: object) => NextApp } }
  const createNext = typeof nextModule.default === 'function' ? nextModule.default : nextModule.default.default
  const app = createNext({ dev: false, dir: process.cwd(), port })
  const handle = app.getRequestHandler()
  await app.prepare()
  const statics = createStaticBrotli(path.join(process.cwd(), '.next', 'static'))

  const server = http.createServer((req, res) => {
    if (statics.answer(req, res)) return
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    // Looked up per request: Next.js may run the instrumentation hook that publishes it after prepare().
    const routes = publishedFastLane()
    const handler = routes && fastLaneHandler(routes, req.method, query < 0 ? url : url.slice(0, query))
    if (!handler) {
      void handle(req, res)
      return
    }
    answerInFastLane(req, res, handler).then(
      (answered) => {
        if (!answered) void handle(req, res)
      },
      (error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.writeHead(500)
        res.end()
      },
    )
  })
  server.listen(port, () => console.log(`tessera: ready on http://localhost:${port}`))
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
