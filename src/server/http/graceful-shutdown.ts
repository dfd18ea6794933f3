// Graceful restarts (issue 24): on SIGTERM the server stops accepting connections, lets the requests in
// flight finish (up to a deadline), then closes what it holds (Next.js, the database pool) and exits. A
// load balancer meanwhile sends new requests to the other instances: /readyz answers 503 while draining,
// and a refused connection is retried elsewhere (docs/operations.md).
import type http from 'node:http'

export type GracefulShutdown = {
  /** Counts a request in flight until its response closes; during draining it also asks the client to reconnect. */
  track(res: http.ServerResponse): void
  readonly draining: boolean
  /** Stops accepting, waits for requests in flight (at most `deadlineMs`), then runs `closeResources`. */
  shutdown(): Promise<{ unfinished: number }>
}

export function createGracefulShutdown(
  server: http.Server,
  options: { deadlineMs: number; closeResources: () => Promise<void> },
): GracefulShutdown {
  const inFlight = new Set<http.ServerResponse>()
  let draining = false
  let idle: (() => void) | undefined
  let done: Promise<{ unfinished: number }> | undefined

  return {
    get draining() {
      return draining
    },
    track(res) {
      inFlight.add(res)
      // A keep-alive connection would otherwise carry the client's next request to a closing server.
      if (draining) res.setHeader('connection', 'close')
      res.once('close', () => {
        inFlight.delete(res)
        if (inFlight.size === 0) idle?.()
      })
    },
    shutdown() {
      done ??= (async () => {
        draining = true
        server.close()
        server.closeIdleConnections()
        for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close')
        let timer: NodeJS.Timeout | undefined
        if (inFlight.size > 0) {
          await new Promise<void>((resolve) => {
            idle = resolve
            timer = setTimeout(resolve, options.deadlineMs)
          })
        }
        clearTimeout(timer)
        const unfinished = inFlight.size
        // Answered connections are closed once idle; past the deadline, busy ones are cut too.
        if (unfinished > 0) server.closeAllConnections()
        else server.closeIdleConnections()
        await options.closeResources()
        return { unfinished }
      })()
      return done
    },
  }
}
