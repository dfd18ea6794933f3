// The instance's one event-name directory (event-name-directory.ts) as explicit state, listed in the cache
// registry. The directory is rebuilt in the background every few minutes (names, saves and the moving
// date window); between rebuilds, the events a write names (`event` changes carry their ids) are read
// again on the next lookup and answered from a small overlay directory, so a published or renamed event
// is suggested at once without rebuilding half a million names. A lookup waits only for the very first
// build, or after `clear`.
import type { CacheChange } from '@/core/shared/core-caches'
import type { CacheControl } from '@/core/shared/ttl-cache'
import { buildEventNameDirectory, type EventNameDirectory, type NamedEvent } from './event-name-directory'

const DAY = 24 * 60 * 60 * 1000
/** How far ahead suggestions look. */
export const SUGGESTION_WINDOW_MS = 28 * DAY
// Built a week wider than it is read, so that the window still holds a week after a build.
const BUILD_WINDOW_MS = SUGGESTION_WINDOW_MS + 7 * DAY
// Past this many changed events the overlay stops being small: a rebuild folds them in.
const MAX_OVERLAY = 2000

export type DirectorySources = {
  /** Live, upcoming events (series dates, not their parents) starting in [fromMs, untilMs). */
  loadAll: (fromMs: number, untilMs: number) => Promise<NamedEvent[]>
  /** The same, for these ids only: an id not returned is no longer suggested. */
  loadByIds: (ids: readonly number[], fromMs: number, untilMs: number) => Promise<NamedEvent[]>
}

/** What a lookup reads: the directory, and the events changed since it was built (skip them in it). */
export type DirectoryView = { directory: EventNameDirectory; overlay: EventNameDirectory; changed: ReadonlyMap<number, NamedEvent | null> }

export type EventNameDirectoryCache = CacheControl & {
  /** A write's change (the cache registry calls this rather than `clear`). */
  onChange: (change: CacheChange) => void
  read: (nowMs: number, sources: DirectorySources) => Promise<DirectoryView>
}

type Built = { directory: EventNameDirectory; builtAtMs: number; stale: boolean; changed: Map<number, NamedEvent | null>; overlay: EventNameDirectory }

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve))

export function createEventNameDirectoryCache(rebuildEveryMs: number): EventNameDirectoryCache {
  let current: Built | null = null
  let building: Promise<Built> | null = null
  let reloading: Promise<void> | null = null
  // Ids changed since the current directory's snapshot and not read again yet.
  const pending = new Set<number>()
  // Ids changed since the running build began (its snapshot may predate them).
  let changedDuringBuild = new Set<number>()
  let generation = 0
  let hits = 0
  let misses = 0

  const build = (nowMs: number, sources: DirectorySources): Promise<Built> => {
    if (building) return building
    const startedIn = generation
    changedDuringBuild = new Set()
    building = (async () => {
      const events = await sources.loadAll(nowMs, nowMs + BUILD_WINDOW_MS)
      const directory = await buildEventNameDirectory(events, { pause: yieldToRequests })
      const built: Built = { directory, builtAtMs: nowMs, stale: false, changed: new Map(), overlay: await buildEventNameDirectory([]) }
      // A `clear` while building: this snapshot may be older than what was cleared; do not keep it.
      if (startedIn === generation) {
        current = built
        pending.clear()
        for (const id of changedDuringBuild) pending.add(id)
      }
      return built
    })().finally(() => {
      building = null
    })
    return building
  }

  const reloadPending = (built: Built, sources: DirectorySources): Promise<void> => {
    if (reloading) return reloading
    const ids = [...pending]
    pending.clear()
    reloading = (async () => {
      try {
        const rows = await sources.loadByIds(ids, built.builtAtMs, built.builtAtMs + BUILD_WINDOW_MS)
        const found = new Map(rows.map((row) => [row.id, row]))
        for (const id of ids) built.changed.set(id, found.get(id) ?? null)
        built.overlay = await buildEventNameDirectory([...built.changed.values()].filter((e): e is NamedEvent => e !== null))
        if (built.changed.size > MAX_OVERLAY) built.stale = true
      } catch (error) {
        for (const id of ids) pending.add(id)
        throw error
      }
    })().finally(() => {
      reloading = null
    })
    return reloading
  }

  const clear = () => {
    generation++
    current = null
    pending.clear()
  }

  return {
    async read(nowMs, sources) {
      let built = current
      if (!built) {
        misses++
        built = await build(nowMs, sources)
      } else {
        hits++
        if ((built.stale || nowMs - built.builtAtMs > rebuildEveryMs) && !building) {
          // In the background: this lookup and those after it read the current directory meanwhile.
          build(nowMs, sources).catch(() => {
            // Kept as it is; the next lookup tries again.
          })
        }
      }
      // A build that finished meanwhile is read instead (its own changes are pending again).
      while (pending.size > 0 || reloading) await reloadPending(current ?? built, sources)
      const view = current ?? built
      return { directory: view.directory, overlay: view.overlay, changed: view.changed }
    },
    onChange(change) {
      if (change.kind === 'event') {
        for (const id of change.ids) {
          pending.add(id)
          changedDuringBuild.add(id)
        }
      } else if (change.kind === 'organizer' || change.kind === 'all-search') {
        // Which events changed is not known: a rebuild in the background (names shown meanwhile may be
        // a few seconds old).
        if (current) current.stale = true
      } else if (change.kind === 'all') {
        clear()
      }
    },
    clear,
    stats: () => ({ hits, misses, size: current?.directory.size ?? 0 }),
  }
}
