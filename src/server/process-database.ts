// The server process's one app instance (database handle, cache registry, cross-instance invalidation),
// opened by getDeps() inside the Next.js build, read by our HTTP server (scripts/serve.ts) for cache metrics
// and closed by it on shutdown. The two load separate copies of this module, so the instance lives under one
// well-known global key (as get-deps.ts explains). No `server-only` guard: scripts/serve.ts imports this.
import type { DbHandle } from '@/db/create-db'
import type { ReplicaHealth } from '@/db/read-router'
import type { CacheInvalidation } from './cache-invalidation'
import type { CacheRegistry, CacheStatsRow } from './cache-registry'

export type ProcessInstance = { handle: DbHandle; registry: CacheRegistry; invalidation: CacheInvalidation }
type Holder = {
  instance?: Promise<ProcessInstance>
  /** The start-up caches (places, event names) being built; `warm` once they are, or failed to be. */
  warming?: Promise<void>
  warm?: boolean
}

export function processHolder<Extra extends object>(): Holder & Extra {
  return ((globalThis as { __tessera?: Holder & Extra }).__tessera ??= {} as Holder & Extra)
}

/** False while the opened instance still builds its start-up caches (/readyz then says "warming"). */
export function startUpCachesWarm(): boolean {
  const holder = processHolder()
  return holder.warming === undefined || holder.warm === true
}

/** The read replicas' state (decision 067), empty without replicas or before the instance opened. */
export async function processReplicaHealth(): Promise<readonly ReplicaHealth[]> {
  const opening = processHolder().instance
  if (!opening) return []
  const instance = await opening.catch(() => undefined)
  return instance?.handle.replicas?.health() ?? []
}

/** Hits, misses and entries per cache of this process, empty until the first request opened the instance. */
export async function processCacheStats(): Promise<CacheStatsRow[]> {
  const opening = processHolder().instance
  if (!opening) return []
  const instance = await opening.catch(() => undefined)
  return instance?.registry.stats() ?? []
}

/**
 * Stops listening for other instances' cache changes, then closes the database pool (or the embedded
 * database), if they were opened; later calls do nothing.
 */
export async function closeProcessDatabase(): Promise<void> {
  const holder = processHolder()
  const opening = holder.instance
  holder.instance = undefined
  holder.warming = undefined
  holder.warm = undefined
  if (!opening) return
  const instance = await opening.catch(() => undefined)
  if (!instance) return
  await instance.invalidation.close()
  await instance.handle.close()
}
