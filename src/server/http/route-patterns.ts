// The route pattern of a request path (/e/[slug], not /e/jazz-night-tickets-123/), for metrics labels and
// log lines: a raw URL would make one series per event page. Patterns come from the build's routes
// manifest, tried in Next.js's own order (static routes, then dynamic ones, most specific first).
import fs from 'node:fs'
import path from 'node:path'

type ManifestRoute = { page: string; regex: string }
type RoutesManifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] }

export type RoutePatternOf = (pathname: string) => string

/** What paths no route of the build matches are counted as (404s, probes for /wp-admin, …). */
export const UNMATCHED_ROUTE = '(unmatched)'

/** `ownPaths` are answered by our server before Next.js (e.g. /metrics) and win over the build's routes. */
export function createRoutePatterns(manifest: RoutesManifest, ownPaths: readonly string[] = []): RoutePatternOf {
  const exact = new Map<string, string>()
  for (const route of manifest.staticRoutes ?? []) exact.set(route.page, route.page)
  for (const own of ownPaths) exact.set(own, own)
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }))
  return (pathname) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static'
    const bare = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
    const known = exact.get(bare)
    if (known) return known
    for (const route of dynamic) if (route.regex.test(pathname)) return route.page
    return UNMATCHED_ROUTE
  }
}

/** The patterns of the build in `.next` under `root`, plus the paths our server answers itself. */
export function loadRoutePatterns(ownPaths: readonly string[], root = process.cwd()): RoutePatternOf {
  const file = path.join(root, '.next', 'routes-manifest.json')
  // `npm run dev` (and a build in progress) has no manifest: pages then count as unmatched, never a crash.
  const manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RoutesManifest) : {}
  return createRoutePatterns(manifest, ownPaths)
}
