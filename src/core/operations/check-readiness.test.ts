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
  expect(await checkReadiness(handle, { expectedMigrationTime: latest! })).toEqual({ ready: true, database: 'ok', migrations: 'current' })
})

test('A database missing a migration the build ships is not ready', async () => {
  const latest = (await findLatestAppliedMigrationTime(handle.db))!
  expect(await checkReadiness(handle, { expectedMigrationTime: latest + 1 })).toEqual({ ready: false, database: 'ok', migrations: 'behind' })
})

test('A database that was never migrated, or does not answer, is not ready', async () => {
  const empty = await createDb()
  expect(await checkReadiness(empty, { expectedMigrationTime: 1 })).toEqual({ ready: false, database: 'unavailable', migrations: 'unknown' })
  await empty.close()
  expect(await checkReadiness(empty, { expectedMigrationTime: 1 })).toMatchObject({ ready: false, database: 'unavailable' })
})
