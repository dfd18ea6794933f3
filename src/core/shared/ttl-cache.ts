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

/**
 * A cache whose entries are fresh for `freshMs` and may then be served for up to `staleMs` more while
 * one reload runs in the background (stale-while-revalidate): after the first minute, a popular entry
 * is renewed without any visitor waiting for it. A failed reload leaves the stale entry to its end.
 */
export type RefreshingCache<V> = {
  /** The value for `key`: fresh, stale with a reload started, or loaded now (concurrent callers share it). */
  get: (key: string, now: number, load: () => Promise<V>) => Promise<V>
  /** Whether `key` has an entry that may still be served (fresh or stale). */
  has: (key: string, now: number) => boolean
}

export function createRefreshingCache<V>(freshMs: number, staleMs: number, maxEntries = 1000): RefreshingCache<V> {
  type Entry = { value: Promise<V>; freshUntil: number; staleUntil: number; reloading: boolean }
  const entries = new Map<string, Entry>()
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
        const value = load()
        const fresh = put(key, value, now)
        value.catch(() => {
          if (entries.get(key) === fresh) entries.delete(key)
        })
        return value
      }
      if (entry.freshUntil <= now && !entry.reloading) {
        entry.reloading = true
        load().then(
          (v) => {
            // Fresh from when it was asked for: the clock is the caller's (tests pass their own).
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
  }
}

/** One refreshing cache per owner (a database handle), held weakly, as createTtlCachePerOwner. */
export function createRefreshingCachePerOwner<V>(freshMs: number, staleMs: number, maxEntries = 1000): (owner: object) => RefreshingCache<V> {
  const caches = new WeakMap<object, RefreshingCache<V>>()
  return (owner) => {
    let cache = caches.get(owner)
    if (!cache) {
      cache = createRefreshingCache<V>(freshMs, staleMs, maxEntries)
      caches.set(owner, cache)
    }
    return cache
  }
}
