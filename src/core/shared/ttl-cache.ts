// The two kinds of in-process cache the core uses (spec §9: discovery data may be five minutes stale).
// Each app instance keeps its own; they are created in one place (src/server/cache-registry.ts), reach use
// cases through CoreDeps.caches, and can be emptied by an invalidation (a write, or another instance's
// write heard over PostgreSQL LISTEN/NOTIFY). Hit and miss counts are plain numbers bumped on each call,
// so counting costs no allocation on the hot path.

/** What every cache offers the registry: emptying it, and its counters. */
export type CacheControl = {
  /** Drops every entry; loads already running finish but are not kept. */
  clear: () => void
  stats: () => CacheStats
}

export type CacheStats = { hits: number; misses: number; size: number }

export type TtlCache<V> = CacheControl & {
  get: (key: string, now: number) => V | undefined
  set: (key: string, value: V, now: number) => void
  delete: (key: string) => void
}

export function createTtlCache<V>(ttlMs: number, maxEntries = 1000): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>()
  let hits = 0
  let misses = 0
  return {
    get(key, now) {
      const hit = entries.get(key)
      if (!hit) {
        misses++
        return undefined
      }
      if (hit.expires <= now) {
        entries.delete(key)
        misses++
        return undefined
      }
      hits++
      return hit.value
    },
    set(key, value, now) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      entries.set(key, { value, expires: now + ttlMs })
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
    },
    stats: () => ({ hits, misses, size: entries.size }),
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

/**
 * A cache whose entries are fresh for `freshMs` and may then be served for up to `staleMs` more while
 * one reload runs in the background (stale-while-revalidate): after the first minute, a popular entry
 * is renewed without any visitor waiting for it. A failed reload leaves the stale entry to its end.
 */
export type RefreshingCache<V> = CacheControl & {
  /** The value for `key`: fresh, stale with a reload started, or loaded now (concurrent callers share it). */
  get: (key: string, now: number, load: () => Promise<V>) => Promise<V>
  /** Whether `key` has an entry that may still be served (fresh or stale). */
  has: (key: string, now: number) => boolean
}

export function createRefreshingCache<V>(freshMs: number, staleMs: number, maxEntries = 1000): RefreshingCache<V> {
  type Entry = { value: Promise<V>; freshUntil: number; staleUntil: number; reloading: boolean }
  const entries = new Map<string, Entry>()
  let hits = 0
  let misses = 0
  const put = (key: string, value: Promise<V>, now: number) => {
    if (!entries.has(key) && entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
    const entry: Entry = { value, freshUntil: now + freshMs, staleUntil: now + freshMs + staleMs, reloading: false }
    entries.set(key, entry)
    return entry
  }
  const live = (key: string, now: number) => {
    const entry = entries.get(key)
    if (entry && entry.staleUntil <= now) {
      entries.delete(key)
      return undefined
    }
    return entry
  }
  return {
    get(key, now, load) {
      const entry = live(key, now)
      if (!entry) {
        misses++
        const value = load()
        const fresh = put(key, value, now)
        value.catch(() => {
          if (entries.get(key) === fresh) entries.delete(key)
        })
        return value
      }
      hits++
      if (entry.freshUntil <= now && !entry.reloading) {
        entry.reloading = true
        load().then(
          (v) => {
            // Fresh from when it was asked for: the clock is the caller's (tests pass their own). An
            // entry dropped meanwhile (an invalidation) stays dropped: the reload may predate the write.
            if (entries.get(key) === entry) put(key, Promise.resolve(v), now)
          },
          () => {
            entry.reloading = false
          },
        )
      }
      return entry.value
    },
    has: (key, now) => live(key, now) !== undefined,
    clear() {
      entries.clear()
    },
    stats: () => ({ hits, misses, size: entries.size }),
  }
}
