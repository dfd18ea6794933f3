// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or the embedded database.
import { exitWithStartupError, migrateDatabase, openConfiguredDatabase } from './lib/prepare-database'

async function main() {
  const { handle } = await openConfiguredDatabase()
  try {
    await migrateDatabase(handle)
    process.stderr.write(`tessera: migrations applied (${handle.kind})\n`)
  } finally {
    await handle.close()
  }
}

main().catch(exitWithStartupError)
