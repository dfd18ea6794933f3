import path from 'node:path'
import type { DbHandle } from '@/db/create-db'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { hasDemoData } from '@/seed/demo-data-repository'
import { seedDemoData } from '@/seed/seed-demo-data'
import { loadPlaces } from '@/seed/places/load-places'
import type { Env } from '@/env'
import { createProgressBar } from './progress-bar'

/**
 * Loads places and demo events into an empty database; a database with events is left alone. Preprod and
 * Prod get only the places unless SEED_DEMO_DATA=1 asks for demo events (issue 24).
 */
export async function seedIfEmpty(handle: DbHandle, config: Env): Promise<void> {
  if (await hasDemoData(handle.db)) return
  if (!config.seedDemoData) {
    const inserted = await loadPlaces(handle.db)
    if (inserted > 0) process.stderr.write(`tessera: loaded ${inserted.toLocaleString('en-US')} places; no demo events in ${config.deploymentStage} (SEED_DEMO_DATA=1 adds them)\n`)
    return
  }
  const started = Date.now()
  process.stderr.write(`tessera: loading places and ${config.seedEvents.toLocaleString('en-US')} demo events (first start only)…\n`)
  const bar = createProgressBar('demo data')
  await seedDemoData(handle, {
    events: config.seedEvents,
    seed: config.seed,
    // A test server's clock starts at TEST_CLOCK_START: its demo data is the same on any day (issue 35).
    anchorDate: config.clockStart ? new Date(config.clockStart.startMs) : new Date(),
    imageStore: createLocalDirectoryImageStore(path.join(config.dataDir, 'images')),
    onProgress: bar.update,
  })
  bar.done()
  process.stderr.write(`tessera: demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
}
