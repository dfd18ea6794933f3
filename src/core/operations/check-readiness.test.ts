import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { createDb } from '@/db/create-db'
import { createTestDb } from '../../../tests/helpers/test-db'
import { checkReadiness } from './check-readiness'
import { findLatestAppliedMigrationTime } from './readiness-repository'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

test('A database holding every migration of the build is ready', async () => {
  const latest = await findLatestAppliedMigrationTime(handle.db)
  expect(latest).toEqual(expect.any(Number))
  expect(await checkReadiness(handle, { expectedMigrationTime: latest!, cachesWarm: true })).toEqual({ ready: true, database: 'ok', migrations: 'current', caches: 'warm' })
})

test('An instance still building its start-up caches is not ready yet, though its database is', async () => {
  const latest = await findLatestAppliedMigrationTime(handle.db)
  expect(await checkReadiness(handle, { expectedMigrationTime: latest!, cachesWarm: false })).toEqual({ ready: false, database: 'ok', migrations: 'current', caches: 'warming' })
})

test('A database missing a migration the build ships is not ready', async () => {
  const latest = (await findLatestAppliedMigrationTime(handle.db))!
  expect(await checkReadiness(handle, { expectedMigrationTime: latest + 1, cachesWarm: true })).toEqual({ ready: false, database: 'ok', migrations: 'behind', caches: 'warm' })
})

test('A database that was never migrated, or does not answer, is not ready', async () => {
  const empty = await createDb()
  expect(await checkReadiness(empty, { expectedMigrationTime: 1, cachesWarm: true })).toEqual({ ready: false, database: 'unavailable', migrations: 'unknown', caches: 'warm' })
  await empty.close()
  expect(await checkReadiness(empty, { expectedMigrationTime: 1, cachesWarm: true })).toMatchObject({ ready: false, database: 'unavailable' })
})
