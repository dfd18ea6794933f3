import type { Db } from '@/db/create-db'
import { findLatestAppliedMigrationTime } from './readiness-repository'

export type Readiness = {
  ready: boolean
  database: 'ok' | 'unavailable'
  migrations: 'current' | 'behind' | 'unknown'
  caches: 'warm' | 'warming'
}

export type CheckReadinessInput = {
  /** The newest migration this build ships (drizzle journal `when`, ms). */
  expectedMigrationTime: number
  /** Whether the instance's start-up caches (places, event names) are built. */
  cachesWarm: boolean
}

/**
 * Ready means the database answers and holds every migration this build ships (issue 24): a load
 * balancer sends no traffic to an instance whose queries would meet a schema it does not know, nor to one
 * still building its start-up caches (seconds at a million events, during which every request is slower). A database
 * ahead of the build (a newer instance migrated it during a rolling upgrade) is fine: migrations only add.
 */
export async function checkReadiness({ db }: { db: Db }, input: CheckReadinessInput): Promise<Readiness> {
  let latest: number | null
  try {
    latest = await findLatestAppliedMigrationTime(db)
  } catch {
    return { ready: false, database: 'unavailable', migrations: 'unknown', caches: input.cachesWarm ? 'warm' : 'warming' }
  }
  const current = latest !== null && latest >= input.expectedMigrationTime
  const caches = input.cachesWarm ? 'warm' : 'warming'
  return { ready: current && input.cachesWarm, database: 'ok', migrations: current ? 'current' : 'behind', caches }
}
