// A small in-process cache with a time-to-live (spec §9: data stale after 5 minutes). Each app instance
// keeps its own; values are cheap to recompute, so instances need not agree.

export type TtlCache<V> = { get: (key: string, now: number) => V | undefined; set: (key: string, value: V, now: number) => void }

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
  }
}
