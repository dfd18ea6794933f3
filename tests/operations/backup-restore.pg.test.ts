// docs/operations.md "Backups and restore", done once on a small database: pg_dump in the custom format,
// pg_restore into an empty database, and the restored copy holds the same rows and counts as migrated.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import { checkReadiness } from '@/core/operations/check-readiness'
import { findLatestAppliedMigrationTime } from '@/core/operations/readiness-repository'
import { createDb, type DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { insertEvent } from '../factories/insert-event'
import { insertVenue } from '../factories/insert-venue'
import { createPgTestDb, TEST_DATABASE_URL } from '../helpers/test-db'

const HAS_TOOLS = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0)
const SKIP_REASON = !TEST_DATABASE_URL ? 'skipped: TEST_DATABASE_URL is not set' : !HAS_TOOLS ? 'skipped: pg_dump/pg_restore are not installed' : ''

const opened: DbHandle[] = []
let restoredName: string | undefined
afterAll(async () => {
  for (const handle of opened.reverse()) await handle.close()
  if (restoredName) {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${restoredName} with (force)`)
    await admin.end()
  }
})

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`)
}

describe.skipIf(SKIP_REASON !== '')(`Backup and restore with pg_dump and pg_restore ${SKIP_REASON}`, () => {
  test('A database dumped with pg_dump and restored with pg_restore holds the same events and is ready to serve', async () => {
    const source = await createPgTestDb()
    opened.push(source)
    const venue = await insertVenue(source.db, {})
    for (const name of ['Backup Night Market', 'Restore Jazz Brunch', 'Archive Film Club']) {
      await insertEvent(source.db, { name, venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude })
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-backup-'))
    const dump = path.join(dir, 'tessera.dump')
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source.databaseUrl!])
    expect(fs.statSync(dump).size).toBeGreaterThan(0)

    restoredName = `tessera_restore_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`create database ${restoredName}`)
    await admin.end()
    const url = new URL(TEST_DATABASE_URL!)
    url.pathname = `/${restoredName}`
    run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url.toString()}`, dump])
    fs.rmSync(dir, { recursive: true, force: true })

    const restored = await createDb({ databaseUrl: url.toString() })
    opened.push(restored)
    const names = async (handle: DbHandle) =>
      (await queryRows<{ name: string }>(handle.db, sql`select name from events order by name`)).map((row) => row.name)
    expect(await names(restored)).toEqual(['Archive Film Club', 'Backup Night Market', 'Restore Jazz Brunch'])
    expect(await names(restored)).toEqual(await names(source))
    // The migrations table came along: the restored database is ready for this build, no re-migration.
    const latest = await findLatestAppliedMigrationTime(source.db)
    expect(await checkReadiness(restored, { expectedMigrationTime: latest!, cachesWarm: true })).toMatchObject({ ready: true })
    // Full-text search works on the restored copy (its generated columns and indexes came back).
    const found = await queryRows<{ name: string }>(restored.db, sql`select name from events where search_vector @@ websearch_to_tsquery('english', 'jazz')`)
    expect(found.map((row) => row.name)).toEqual(['Restore Jazz Brunch'])
  }, 120_000)
})
