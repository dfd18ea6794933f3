// `npm run bench:import [-- --target postgres|pglite|both --events N --seed S]`
// Loads N demo events (default 1,000,000) into a fresh PostgreSQL database and a fresh embedded
// PGlite database and prints the wall-clock time of each (issue "Foundation": ≤ 2 min on PostgreSQL,
// ≤ 10 min on PGlite). The time covers everything `npm start` does on an empty database: migrations,
// places, pictures, events, index rebuilds and ANALYZE.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { createDb, type DbHandle } from '@/db/create-db'
import { countDemoRows } from '@/seed/demo-data-repository'
import { seedDemoData } from '@/seed/seed-demo-data'
import { runMigrations } from '@/db/migrate'
import { createProgressBar } from '../scripts/lib/progress-bar'

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'both' },
    events: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
  },
})
const target = values.target
const events = Number(values.events)
const seed = Number(values.seed)
if (
  !['postgres', 'pglite', 'both'].includes(target) ||
  !Number.isInteger(events) ||
  events < 1 ||
  !Number.isInteger(seed)
) {
  process.stderr.write(
    'usage: npm run bench:import -- [--target postgres|pglite|both] [--events N] [--seed S]\n',
  )
  process.exit(2)
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

type Figure = { label: string; seconds: number; rows: number; rssMb: number; phases: string }

async function timeLoad(label: string, open: () => Promise<DbHandle>, imagesDir: string): Promise<Figure> {
  const started = performance.now()
  const handle = await open()
  try {
    await runMigrations(handle)
    const migrated = performance.now()
    const phases: string[] = [`migrate ${((migrated - started) / 1000).toFixed(1)} s`]
    const bar = createProgressBar(`${label} events`)
    await seedDemoData(handle, {
      events,
      seed,
      anchorDate: new Date(),
      imageStore: createLocalDirectoryImageStore(imagesDir),
      onProgress: bar.update,
      onPhase: (phase, ms) => phases.push(`${phase} ${(ms / 1000).toFixed(1)} s`),
    })
    bar.done()
    const seconds = (performance.now() - started) / 1000
    const counts = await countDemoRows(handle.db)
    return {
      label,
      seconds,
      rows: counts.datedEvents ?? 0,
      rssMb: process.memoryUsage().rss / 1024 / 1024,
      phases: phases.join(', '),
    }
  } finally {
    await handle.close()
  }
}

async function withFreshPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `tessera_bench_import_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name}`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    return await run(url.toString())
  } finally {
    const cleanup = new pg.Client({ connectionString: serverUrl })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${name} with (force)`)
    await cleanup.end()
  }
}

async function main() {
  const figures: Figure[] = []
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-import-'))
  try {
    if (target !== 'pglite') {
      figures.push(
        await withFreshPostgres((url) =>
          timeLoad('PostgreSQL', () => createDb({ databaseUrl: url }), path.join(scratch, 'pg-images')),
        ),
      )
    }
    if (target !== 'postgres') {
      const dataDir = path.join(scratch, 'pglite-data')
      figures.push(await timeLoad('PGlite', () => createDb({ dataDir }), path.join(dataDir, 'images')))
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  process.stdout.write(
    `\nImport of ${events.toLocaleString('en-US')} demo events (seed ${seed}), fresh databases:\n`,
  )
  for (const f of figures) {
    process.stdout.write(
      `  ${f.label.padEnd(11)} ${f.seconds.toFixed(1).padStart(7)} s  ${f.rows.toLocaleString('en-US')} events  ` +
        `${Math.round(f.rows / f.seconds).toLocaleString('en-US')} events/s  RSS at end ${Math.round(f.rssMb)} MB\n` +
        `              (${f.phases})\n`,
    )
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:import failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
