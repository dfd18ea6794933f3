// `npm start` waits for a PostgreSQL that is not up yet (or has no free connection slot) and fails at once
// on a wrong address, password or database name: createDb says which kind of failure it met.
import { expect, test } from 'vitest'
import { createDb, DatabaseUnavailableError } from './create-db'
import { TEST_DATABASE_URL } from '../../tests/helpers/test-db'

test('A database that refuses connections is a failure worth waiting for, named with its redacted address', async () => {
  const error = await createDb({ databaseUrl: 'postgres://tessera:secret@127.0.0.1:1/tessera' }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(DatabaseUnavailableError)
  expect((error as DatabaseUnavailableError).transient).toBe(true)
  expect((error as Error).message).toMatch(/^Cannot connect to the database at /)
  expect((error as Error).message).not.toContain('secret')
})

test.skipIf(!TEST_DATABASE_URL)('A database name that does not exist fails at once, with nothing to wait for', async () => {
  const url = new URL(TEST_DATABASE_URL!)
  url.pathname = '/tessera_no_such_database'
  const error = await createDb({ databaseUrl: url.toString() }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(DatabaseUnavailableError)
  expect((error as DatabaseUnavailableError).transient).toBe(false)
})
