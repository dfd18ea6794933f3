// Shared by `npm start`, `npm run dev` and `npm run db:migrate`: check the configuration, migrate, and
// load the demo data into an empty database.
import path from 'node:path'
import { createDbWaiting, DatabaseUnavailableError, type DbHandle } from '@/db/create-db'
import { runMigrations } from '@/db/migrate'
import { ConfigError, readEnv, type Env } from '@/env'

export class StartupError extends Error {
  override name = 'StartupError'
}

/** Reads the environment and opens the database, turning every known misconfiguration into one sentence. */
export async function openConfiguredDatabase(): Promise<{ config: Env; handle: DbHandle }> {
  let config: Env
  try {
    config = readEnv()
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message)
    throw error
  }
  try {
    const handle = await openWaitingForDatabase(config)
    return { config, handle }
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw new StartupError(error.message)
    // PGlite reports an unusable folder as a low-level file system error.
    if (!config.databaseUrl && error instanceof Error && 'code' in error) {
      throw new StartupError(
        `The embedded database in ${path.join(config.dataDir, 'pglite')} could not be opened (${String((error as NodeJS.ErrnoException).code)}). Check DATA_DIR.`,
      )
    }
    throw error
  }
}

function openWaitingForDatabase(config: Env): Promise<DbHandle> {
  return createDbWaiting(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    { waitMs: config.databaseWaitMs, onWait: (error) => process.stderr.write(`tessera: waiting for the database (${error.message})\n`) },
  )
}

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  await runMigrations(handle)
}

/** Prints a message and a newline on stderr, then exits: no stack traces for configuration mistakes. */
export function exitWithStartupError(error: unknown): never {
  if (error instanceof StartupError) {
    process.stderr.write(`tessera: ${error.message}\n`)
    process.exit(1)
  }
  throw error
}
