export { GET } from '@/server/api/healthz'

// Answered fresh for every probe: a health check must never be served from a cache.
export const dynamic = 'force-dynamic'
