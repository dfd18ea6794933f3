// The fast lane: our HTTP server (scripts/serve.ts) answers a few hot read-only GET endpoints by calling
// their route handlers directly, skipping Next.js's per-request routing, which costs more than the
// handlers themselves (docs/decisions/004-api-fast-lane.md). Everything else goes to Next.js.
//
// The handlers are published on globalThis from inside the Next.js build (src/instrumentation.ts), so the
// lane runs the very module instances Next.js runs: one database handle, one set of caches.

export type RouteHandler = (request: Request) => Promise<Response>
/** Canonical path (with its trailing slash) → GET handler. */
export type FastLaneRoutes = Readonly<Record<string, RouteHandler>>

const KEY = Symbol.for('tessera.fast-lane')
type Holder = { [KEY]?: FastLaneRoutes }

export function publishFastLane(routes: FastLaneRoutes): void {
  ;(globalThis as Holder)[KEY] = routes
}

export function publishedFastLane(): FastLaneRoutes | undefined {
  return (globalThis as Holder)[KEY]
}

/**
 * The handler for a GET request's path, with or without its trailing slash (spec §7), or undefined when
 * the lane does not take it. Only exact paths match: anything odd is left to Next.js.
 */
export function fastLaneHandler(routes: FastLaneRoutes, method: string | undefined, pathname: string): RouteHandler | undefined {
  if (method !== 'GET') return undefined
  const canonical = pathname.endsWith('/') ? pathname : `${pathname}/`
  return Object.hasOwn(routes, canonical) ? routes[canonical] : undefined
}
