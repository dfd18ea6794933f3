// Real databases for tests (STYLE.md "The database is real in tests"): a fresh in-memory PGlite with
// the migrations applied, or a fresh database on the PostgreSQL server named by TEST_DATABASE_URL.
// The migrations run once per `vitest run` (tests/helpers/vitest-global-setup.ts): into one PGlite dumped
// to a file and, with TEST_DATABASE_URL, into one template database; each test file opens a copy. Run
// per file, initdb and the migrations had cost every PGlite file seconds (issue 35).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { createDb, type DbHandle } from '@/db/create-db'
import { runMigrations } from '@/db/migrate'

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Vitest's type is merged into, which needs an interface
  export interface ProvidedContext {
    /** The migrated PGlite's files (an uncompressed tarball) that createTestDb opens a copy of. */
    migratedPgliteDumpFile: string
    /** The migrated template database on the TEST_DATABASE_URL server; null without one. */
    migratedPgTemplate: string | null
  }
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined

/** A fresh in-memory PGlite with every migration applied: a copy of the global setup's migrated one. */
export async function createTestDb(): Promise<DbHandle> {
  const dump = fs.readFileSync(inject('migratedPgliteDumpFile'))
  return createDb({ loadDataDir: new Blob([dump]) })
}

/**
 * A brand-new database on the TEST_DATABASE_URL server, migrated (a copy of the global setup's template),
 * dropped again on close. Callers skip (visibly, with `describe.skipIf`) when TEST_DATABASE_URL is unset.
 */
export async function createPgTestDb(): Promise<DbHandle> {
  const template = inject('migratedPgTemplate')
  if (!TEST_DATABASE_URL || !template) throw new Error('TEST_DATABASE_URL is not set')
  const name = uniqueDatabaseName('tessera_t')
  await onServer(`create database ${name} template ${template}`)
  const handle = await createDb({ databaseUrl: databaseUrlOf(name), maxConnections: 8 })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await onServer(`drop database if exists ${name} with (force)`)
    },
  }
}

/** Migrates one in-memory PGlite and writes its files to `file`, for createTestDb. */
export async function writeMigratedPgliteDump(file: string): Promise<void> {
  const handle = await createDb()
  try {
    await runMigrations(handle)
    // drizzle keeps the PGlite it was given as $client; DbHandle hides it, since only this dump needs it.
    const client = (handle.db as unknown as { $client: PGlite }).$client
    const dump = await client.dumpDataDir('none')
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await handle.close()
  }
}

/**
 * Creates and migrates a database on the TEST_DATABASE_URL server for createPgTestDb to copy, and answers
 * its name and how to drop it. Nothing may stay connected to it: PostgreSQL copies only an idle template.
 */
export async function createMigratedPgTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set')
  const name = uniqueDatabaseName('tessera_template')
  await onServer(`create database ${name}`)
  const drop = () => onServer(`drop database if exists ${name} with (force)`)
  try {
    const handle = await createDb({ databaseUrl: databaseUrlOf(name), maxConnections: 1 })
    try {
      await runMigrations(handle)
    } finally {
      await handle.close()
    }
  } catch (error) {
    await drop()
    throw error
  }
  return { name, drop }
}

// Unique per call, so that concurrent runs and test files on one server never meet.
function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
}

function databaseUrlOf(name: string): string {
  const url = new URL(TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
