// Invalidation across app instances (ARCHITECTURE §9): a write drops what it affects here at once and
// tells the other instances through PostgreSQL NOTIFY on one channel; each instance keeps one listening
// connection, reconnecting when it is lost. On the embedded PGlite there is only this process.
import 'server-only'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { DbHandle } from '@/db/create-db'
import type { CacheChange, InvalidateCaches } from '@/core/shared/core-caches'
import type { CacheRegistry } from './cache-registry'

export const CACHE_INVALIDATION_CHANNEL = 'tessera_cache_invalidation'
const RECONNECT_MS = 1000
// NOTIFY payloads are limited to 8,000 bytes; a change naming more ids than fit drops all search caches.
const MAX_PAYLOAD = 7000

const ids = z.array(z.number().int()).max(10_000)
const CacheChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), ids }),
  z.object({ kind: z.literal('ticket-class'), eventIds: ids }),
  z.object({ kind: z.literal('organizer'), ids }),
  z.object({ kind: z.literal('all-search') }),
  z.object({ kind: z.literal('places') }),
  z.object({ kind: z.literal('all') }),
])
const MessageSchema = z.object({ from: z.string(), change: CacheChangeSchema })

export type CacheInvalidation = {
  invalidate: InvalidateCaches
  /** Resolves once the listening connection is up (at once on PGlite). */
  ready: Promise<void>
  close: () => Promise<void>
}

/** The invalidation of `registry`'s caches for the app instance holding `handle`. */
export function createCacheInvalidation(handle: DbHandle, registry: CacheRegistry): CacheInvalidation {
  const instanceId = randomUUID()
  const databaseUrl = handle.databaseUrl
  if (handle.kind !== 'postgres' || !databaseUrl) {
    return {
      invalidate: async (change) => registry.invalidateLocally(change),
      ready: Promise.resolve(),
      close: async () => undefined,
    }
  }

  let closed = false
  let client: pg.Client | null = null
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const hear = (message: pg.Notification) => {
    if (message.channel !== CACHE_INVALIDATION_CHANNEL || !message.payload) return
    let parsed: unknown
    try {
      parsed = JSON.parse(message.payload)
    } catch {
      return
    }
    const result = MessageSchema.safeParse(parsed)
    if (result.success && result.data.from !== instanceId) {
      registry.invalidateLocally(result.data.change)
      // What refills these caches must not come from a replica that has not replayed the write yet.
      handle.replicas?.fence()
    }
  }

  const listen = async (reconnecting: boolean) => {
    if (closed) return
    const next = new pg.Client({ connectionString: databaseUrl })
    let retried = false
    const retry = () => {
      if (retried) return
      retried = true
      next.removeAllListeners()
      next.on('error', () => undefined)
      next.end().catch(() => undefined)
      if (client === next) client = null
      if (!closed) setTimeout(() => void listen(true), RECONNECT_MS).unref()
    }
    next.on('error', retry)
    next.on('notification', hear)
    try {
      await next.connect()
      await next.query(`listen ${CACHE_INVALIDATION_CHANNEL}`)
    } catch {
      retry()
      return
    }
    if (closed) {
      await next.end().catch(() => undefined)
      return
    }
    next.on('end', retry)
    client = next
    // Whatever other instances changed while we were not listening is unknown: drop what events feed.
    if (reconnecting) registry.invalidateLocally({ kind: 'all-search' })
    markReady()
  }
  void listen(false)

  return {
    async invalidate(change) {
      registry.invalidateLocally(change)
      handle.replicas?.fence()
      let payload = JSON.stringify({ from: instanceId, change })
      if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ from: instanceId, change: { kind: 'all-search' } satisfies CacheChange })
      // The write has committed: a lost notification must not turn it into an error for the writer. The
      // other instances then catch up as their entries expire (at most five minutes, spec §9).
      await handle.db.execute(sql`select pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${payload})`).catch((error: unknown) => {
        console.error('cache invalidation: NOTIFY failed', error)
      })
    },
    ready,
    async close() {
      closed = true
      const open = client
      client = null
      if (open) {
        open.removeAllListeners()
        open.on('error', () => undefined)
        await open.end().catch(() => undefined)
      }
    },
  }
}
