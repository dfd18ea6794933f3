import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findPlaceDirectoryMismatches } from '../../../tests/helpers/compare-place-directory'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import type { DbHandle } from '@/db/create-db'
import { loadPlaces } from '@/seed/places/load-places'
import { countPlaces, loadPlaceDirectory } from './places-repository'

// Every real place, on the production engine: its log10 and its sort order are the ones to match.
describe.skipIf(!TEST_DATABASE_URL)('place directory on PostgreSQL', () => {
  let handle: DbHandle

  beforeAll(async () => {
    handle = await createPgTestDb()
    await loadPlaces(handle.db)
  })

  afterAll(async () => {
    await handle?.close()
  })

  test('The place directory answers sampled lookups and prefixes exactly as the SQL does', async () => {
    const directory = await loadPlaceDirectory(handle.db)
    expect(directory.size).toBe(await countPlaces(handle.db))
    expect(await findPlaceDirectoryMismatches(handle.db, directory, 400)).toEqual([])
  })
})
