import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildPlace } from '../../../tests/factories/build-place'
import { createDb, type DbHandle } from '@/db/create-db'
import { runMigrations } from '@/db/migrate'
import { findPlaceById, getPlaceDirectory, insertPlaces, loadPlaceDirectory } from './places-repository'

// One unmigrated PGlite: the first load fails for want of a places table, the next ones succeed.
let handle: DbHandle

beforeAll(async () => {
  handle = await createDb()
})

afterAll(async () => {
  await handle.close()
})

const newYork = buildPlace()

test('The place directory loads once per database, is retried after a failure, and backs lookups by id', async () => {
  await expect(loadPlaceDirectory(handle.db)).rejects.toThrow()

  await runMigrations(handle)
  await insertPlaces(handle.db, [newYork])
  // Not loaded yet: null, and the load starts in the background; the callers that come next share it.
  expect(getPlaceDirectory(handle.db)).toBeNull()
  const [first, second] = await Promise.all([loadPlaceDirectory(handle.db), loadPlaceDirectory(handle.db)])
  expect(second).toBe(first)
  expect(getPlaceDirectory(handle.db)).toBe(first)
  expect(first.size).toBe(1)
  expect(await findPlaceById(handle.db, newYork.id)).toEqual(newYork)

  // Places added after the load are not in the directory, and lookups by id still find them in the table.
  const queens = buildPlace({ id: '5133268', name: 'Queens', slug: 'ny--queens' })
  await insertPlaces(handle.db, [queens])
  expect(await findPlaceById(handle.db, queens.id)).toEqual(queens)
  expect(await findPlaceById(handle.db, 'nowhere')).toBeNull()
})
