// A small in-process cache with a time-to-live (spec §9: data stale after 5 minutes). Each app instance
// keeps its own; values are cheap to recompute, so instances need not agree.

export type TtlCache<V> = {
  get: (key: string, now: number) => V | undefined
  set: (key: string, value: V, now: number) => void
  delete: (key: string) => void
}

export function createTtlCache<V>(ttlMs: number, maxEntries = 1000): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>()
  return {
    get(key, now) {
      const hit = entries.get(key)
      if (!hit) return undefined
      if (hit.expires <= now) {
        entries.delete(key)
        return undefined
      }
      return hit.value
    },
    set(key, value, now) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      entries.set(key, { value, expires: now + ttlMs })
    },
    delete(key) {
      entries.delete(key)
    },
  }
}

/**
 * One cache per owner (a database handle): tests and tools that open several databases in one process
 * must never see each other's entries. Owners are held weakly.
 */
export function createTtlCachePerOwner<V>(ttlMs: number, maxEntries = 1000): (owner: object) => TtlCache<V> {
  const caches = new WeakMap<object, TtlCache<V>>()
  return (owner) => {
    let cache = caches.get(owner)
    if (!cache) {
      cache = createTtlCache<V>(ttlMs, maxEntries)
      caches.set(owner, cache)
    }
    return cache
  }
}

/**
 * The cached promise for `key`, or else `load()`'s, cached at once so that concurrent callers share one
 * load; a load that fails is forgotten, so the next caller tries again.
 */
export function getOrLoad<V>(cache: TtlCache<Promise<V>>, key: string, now: number, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key, now)
  if (hit) return hit
  const fresh = load()
  cache.set(key, fresh, now)
  fresh.catch(() => cache.delete(key))
  return fresh
}
