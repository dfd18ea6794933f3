import type { Db } from '@/db/create-db'
import type { ImageStore } from '@/core/images/image-store'
import type { CoreCaches, InvalidateCaches } from './core-caches'

export type Clock = { now: () => Date }

/** What a use case may touch (STYLE.md "Layers"): `db` may be a transaction. */
export type CoreDeps = {
  db: Db
  /**
   * For discovery's reads, which may be a moment behind (decision 067): the read replicas when
   * DATABASE_REPLICA_URLS names some. Unset (tests, scripts) or without replicas: `db`. Never for writes.
   */
  readDb?: Db
  clock: Clock
  imageStore: ImageStore
  dataDir: string
  /** Feature flags forced on by configuration (FEATURE_FLAGS_ON), whatever the table says. */
  featureFlagsOn?: readonly string[]
  /** Feature flags forced off by configuration (FEATURE_FLAGS_OFF), over the table and FEATURE_FLAGS_ON. */
  featureFlagsOff?: readonly string[]
  /** This instance's caches (src/server/cache-registry.ts lists them). */
  caches: CoreCaches
  /** After a write: drops what it affects, in this instance and the others. */
  invalidateCaches: InvalidateCaches
  /**
   * Expands a client's RFC 5545 rule into local start times (schedule-rules.ts), within a time budget: the
   * server runs it off the request thread and stops it when it overruns (issue 39 finding 2). Without it,
   * in tests and scripts, the rule is expanded in place.
   */
  expandSchedule?: ScheduleExpander
}

/** `expandRecurrenceRule` behind a port; rejects with ScheduleRuleError like it. */
export type ScheduleExpander = (rule: string, defaultLocalStart: string) => Promise<string[]>

/** The database discovery reads from: a replica when there are some, else the primary (`db`). */
export function readerOf(deps: Pick<CoreDeps, 'db' | 'readDb'>): Db {
  return deps.readDb ?? deps.db
}

export const systemClock: Clock = { now: () => new Date() }
