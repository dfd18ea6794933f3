// `npm run db:seed -- --events N --seed S [--anchor YYYY-MM-DD] [--force]`: loads demo data into the
// configured database (DATABASE_URL, or the embedded one in DATA_DIR). An empty database only, unless
// --force, which empties every table but places first.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { isDatabaseEmpty, truncateAllExceptPlaces } from '@/seed/demo-data-repository'
import { seedDemoData } from '@/seed/seed-demo-data'
import { exitWithStartupError, migrateDatabase, openConfiguredDatabase } from './lib/prepare-database'
import { createProgressBar } from './lib/progress-bar'

const MAX_EVENTS = 5_000_000

type SeedArgs = { events: number | undefined; seed: number | undefined; anchor: Date | undefined; force: boolean }

class UsageError extends Error {
  override name = 'UsageError'
}

function parseInteger(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value.replace(/_/g, ''))) throw new UsageError(`--${name} must be a whole number, not "${value}"`)
  const n = Number(value.replace(/_/g, ''))
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max.toLocaleString('en-US')}`)
  return n
}

function parseAnchor(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  // Noon UTC: the same calendar day in every time zone the demo cities use.
  const date = match ? new Date(`${value}T12:00:00Z`) : null
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new UsageError(`--anchor must be a date written YYYY-MM-DD, not "${value}"`)
  }
  return date
}

function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      options: {
        events: { type: 'string' },
        seed: { type: 'string' },
        anchor: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'invalid arguments')
  }
  return {
    events: parseInteger('events', values.events, 0, MAX_EVENTS),
    seed: parseInteger('seed', values.seed, -(2 ** 31), 2 ** 32 - 1),
    anchor: parseAnchor(values.anchor),
    force: values.force === true,
  }
}

async function main() {
  let args: SeedArgs
  try {
    args = parseSeedArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    process.stderr.write(
      `tessera: ${error.message}. Usage: npm run db:seed -- --events N --seed S [--anchor YYYY-MM-DD] [--force]\n`,
    )
    process.exit(2)
  }

  const { config, handle } = await openConfiguredDatabase()
  const abort = new AbortController()
  const onSignal = () => {
    process.stderr.write('\ntessera: stopping after the current chunk; the database will be left empty…\n')
    abort.abort()
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    await migrateDatabase(handle)
    if (!(await isDatabaseEmpty(handle.db))) {
      if (!args.force) {
        process.stderr.write(
          'tessera: the database already holds data; run again with --force to empty it (places are kept) and reseed.\n',
        )
        process.exitCode = 1
        return
      }
      process.stderr.write('tessera: --force: emptying every table except places…\n')
      await truncateAllExceptPlaces(handle.db)
    }
    const events = args.events ?? config.seedEvents
    const seed = args.seed ?? config.seed
    const anchorDate = args.anchor ?? new Date()
    process.stderr.write(
      `tessera: seeding ${events.toLocaleString('en-US')} events (seed ${seed}, anchor ${anchorDate.toISOString().slice(0, 10)}) into ${handle.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}…\n`,
    )
    const started = performance.now()
    const bar = createProgressBar('events')
    const result = await seedDemoData(handle, {
      events,
      seed,
      anchorDate,
      imageStore: createLocalDirectoryImageStore(path.join(config.dataDir, 'images')),
      onProgress: bar.update,
      signal: abort.signal,
    })
    bar.done()
    const seconds = (performance.now() - started) / 1000
    process.stderr.write(
      `tessera: seeded ${result.datedEvents.toLocaleString('en-US')} events (+${result.seriesParents} series), ` +
        `${result.ticketClasses.toLocaleString('en-US')} ticket classes, ${result.organizers.toLocaleString('en-US')} organizers, ` +
        `${result.venues.toLocaleString('en-US')} venues, ${result.images} images in ${seconds.toFixed(1)} s\n`,
    )
  } catch (error) {
    if (abort.signal.aborted) {
      process.stderr.write('tessera: seeding stopped; nothing was kept.\n')
      process.exitCode = 130
      return
    }
    throw error
  } finally {
    await handle.close()
  }
}

main().catch(exitWithStartupError)
