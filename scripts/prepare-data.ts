// `npm run dev` runs this first: migrate and load the demo data, then Next's dev server takes over.
// First: on a test server (TEST_CLOCK_START) everything below reads the suite's clock.
import './lib/install-test-clock'
import { exitWithStartupError, migrateDatabase, openConfiguredDatabase } from './lib/prepare-database'
import { seedIfEmpty } from './lib/seed-if-empty'

async function main() {
  const { config, handle } = await openConfiguredDatabase()
  try {
    await migrateDatabase(handle)
    await seedIfEmpty(handle, config)
  } finally {
    await handle.close()
  }
}

main().catch(exitWithStartupError)
