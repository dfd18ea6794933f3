// Issue 43's replica tests: the built app (a real server process) on the test PostgreSQL with a real
// streaming replica of it (`scripts/ci/replica.sh start`, which .ci/run runs and names in
// TEST_REPLICA_URL). Discovery is answered by the replica (read from the per-host metric), a buyer and a
// liker read their own writes at once while the replica is held behind, and stopping the replica under a
// load of searches loses no request, while starting it again puts it back. Skipped, visibly, without a
// replica (a laptop without .ci/run's setup).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { ensureBuilt } from '../../scripts/lib/ensure-built'
import { insertNewYorkWithVenue, NEW_YORK_PLACE_ID as NY } from '../factories/insert-new-york'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { insertVenue } from '../factories/insert-venue'
import { signUpConfirmed } from '../helpers/confirmed-sign-up'
import { createPgTestDb, TEST_DATABASE_URL } from '../helpers/test-db'

const TEST_REPLICA_URL = process.env.TEST_REPLICA_URL?.trim() || undefined
const PORT = Number(process.env.REPLICA_TEST_PORT ?? 3350)
const BASE = `http://127.0.0.1:${PORT}`
const METRICS_TOKEN = 'replica-test-metrics-token'
const REPLICA_SCRIPT = path.join('scripts', 'ci', 'replica.sh')

let database: DbHandle
let replicaUrl: string
let replicaHost: string
let dataDir: string
let server: ChildProcess | null = null
const output: string[] = []
let eventId: number
let ticketClassId: number

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function onReplica<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: replicaUrl })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

async function metric(name: string, labels: string): Promise<number> {
  const res = await fetch(`${BASE}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  const text = await res.text()
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`))
  return line ? Number(line.split(' ').pop()) : 0
}

const replicaReads = () => metric('tessera_db_reads_total', `host="${replicaHost}"`)
const primaryReads = () => metric('tessera_db_reads_total', 'host="primary"')

async function readyzReplica(): Promise<{ state: string; lag_ms: number | null } | undefined> {
  const body = (await (await fetch(`${BASE}/readyz/`)).json()) as { replicas: { name: string; state: string; lag_ms: number | null }[] }
  return body.replicas.find((r) => r.name === replicaHost)
}

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await check()) return
    await sleep(100)
  }
  throw new Error(`${what}: not within ${ms} ms\n${output.join('').slice(-3000)}`)
}

// Each a search not asked before, so that none is answered from the search caches without a read.
let searches = 0
const search = () => fetch(`${BASE}/api/v3/destination/search/?q=otter+${++searches}&place_id=${NY}&sort=date`)

describe.skipIf(!TEST_DATABASE_URL || !TEST_REPLICA_URL)('PostgreSQL read replicas', () => {
  beforeAll(async () => {
    ensureBuilt()
    database = await createPgTestDb()
    // The same database name on the replica: CREATE DATABASE on the primary is replayed there.
    const name = new URL(database.databaseUrl!).pathname.slice(1)
    replicaUrl = `${TEST_REPLICA_URL!.replace(/\/$/, '')}/${name}`
    replicaHost = `${new URL(replicaUrl).hostname}:${new URL(replicaUrl).port || '5432'}`
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-replicas-'))
    const db = database.db
    const venue = await insertNewYorkWithVenue(db)
    const startAt = new Date(Date.now() + 3 * 86_400_000)
    const event = await insertEvent(db, { name: 'Otter Lantern Walk', venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude, startAt, endAt: new Date(startAt.getTime() + 7_200_000) })
    eventId = event.id
    ticketClassId = (await insertTicketClass(db, { eventId, priceMinor: 0, capacity: 50 })).id
    server = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'serve.ts')], {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATABASE_URL: database.databaseUrl!,
        DATABASE_REPLICA_URLS: replicaUrl,
        // Probed often, so that the test sees it leave and come back quickly.
        REPLICA_PROBE_MS: '200',
        DATA_DIR: dataDir,
        SITE_TLD: '.com',
        SITE_LOCALE: 'en_US',
        METRICS_ENABLED: '1',
        METRICS_TOKEN,
        NEXT_TELEMETRY_DISABLED: '1',
        TEST_DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    await until(async () => (await fetch(`${BASE}/api/v3/openapi.json`).then((r) => r.ok, () => false)), 180_000, 'the server answers')
    await until(async () => (await readyzReplica())?.state === 'in_use', 10_000, 'the replica is in use')
  }, 900_000)

  afterAll(async () => {
    // Whatever a failed test left paused or stopped is running again for the next run's tests.
    await onReplica('select pg_wal_replay_resume()').catch(() => undefined)
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      server.kill('SIGTERM')
      await Promise.race([exited, sleep(10_000)])
    }
    await database?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('a row written on the primary is read on the replica within a second', async () => {
    const written = Date.now()
    const venue = await insertVenue(database.db, { name: 'Replica Hall' })
    await until(async () => (await onReplica<{ n: number }>(`select count(*)::int as n from venues where id = ${venue.id}`))[0]!.n === 1, 1000, 'the replica has the row')
    expect(Date.now() - written).toBeLessThan(1000)
  })

  test('searches are answered by the replica, as its per-host metric and /readyz show', async () => {
    const before = { replica: await replicaReads(), primary: await primaryReads() }
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${BASE}/api/v3/destination/search/?q=otter&place_id=${NY}&sort=date&page=${i + 1}`)
      expect(res.status).toBe(200)
    }
    const body = (await (await fetch(`${BASE}/api/v3/destination/search/?q=otter&place_id=${NY}&sort=date`)).json()) as { events: { results: { name: string }[] } }
    expect(body.events.results.map((e) => e.name)).toContain('Otter Lantern Walk')
    expect(await replicaReads()).toBeGreaterThan(before.replica)
    expect(await primaryReads()).toBe(before.primary)
    const state = await readyzReplica()
    expect(state).toMatchObject({ state: 'in_use' })
    expect(await metric('tessera_db_replica_in_use', `replica="${replicaHost}"`)).toBe(1)
  })

  test('while the replica is held behind, a buyer sees their order and a liker their like at once', async () => {
    const { token, publicId } = await signUpConfirmed({ db: database.db, clock: { now: () => new Date() } }, { email: 'replica-buyer@example.com', password: 'a sturdy pass phrase 42', fullName: 'Rita Replica', ip: '127.0.0.1' })
    const first = await fetch(`${BASE}/home/api/user/`)
    const csrf = /csrftoken=([^;]+)/.exec(first.headers.getSetCookie().join('; '))?.[1]
    const cookie = `csrftoken=${csrf}; tessera_session=${token}`
    const headers = { Origin: BASE, 'X-CSRFToken': csrf!, 'Content-Type': 'application/json', Cookie: cookie }
    // Replay stops on the replica: it keeps answering, with what it had (as a replica a few seconds behind).
    await onReplica('select pg_wal_replay_pause()')
    try {
      const held = await fetch(`${BASE}/api/v3/orders/`, { method: 'POST', headers, body: JSON.stringify({ event_id: String(eventId), tickets: [{ ticket_class_id: String(ticketClassId), quantity: 1 }] }) })
      expect(held.status, await held.clone().text()).toBe(201)
      const pin = /tessera_rw=([^;]+)/.exec(held.headers.getSetCookie().join('; '))?.[1]
      expect(pin, 'a write pins the browser to the primary').toBeDefined()
      const { order } = (await held.json()) as { order: { id: string } }
      const done = await fetch(`${BASE}/api/v3/orders/${order.id}/complete/`, { method: 'POST', headers, body: JSON.stringify({ buyer: { name: 'Rita Replica', email: 'replica-buyer@example.com' } }) })
      expect(done.status, await done.clone().text()).toBe(200)
      const mine = await fetch(`${BASE}/api/v3/users/${publicId}/orders/`, { headers: { Cookie: `${cookie}; tessera_rw=${pin}` } })
      expect(await mine.text()).toContain(order.id)

      const liked = await fetch(`${BASE}/api/v3/users/${publicId}/saves/${eventId}/`, { method: 'PUT', headers })
      expect(liked.status).toBeLessThan(300)
      const likedPin = /tessera_rw=([^;]+)/.exec(liked.headers.getSetCookie().join('; '))?.[1]
      const savedBy = async (extra: string) => {
        const res = await fetch(`${BASE}/api/v3/destination/events/?event_ids=${eventId}`, { headers: { Cookie: `${cookie}${extra}` } })
        const { events } = (await res.json()) as { events: { saves?: { saved_by_you?: boolean } }[] }
        return events[0]?.saves?.saved_by_you
      }
      // The same browser right after its write: read on the primary, so the like shows.
      expect(await savedBy(`; tessera_rw=${likedPin}`)).toBe(true)
      // The same account from a browser that did not write: the replica, still behind, has no like yet.
      expect(await savedBy('')).toBe(false)
    } finally {
      await onReplica('select pg_wal_replay_resume()')
    }
    // Caught up: the replica shows the like to every browser of the account.
    await until(async () => {
      const res = await fetch(`${BASE}/api/v3/destination/events/?event_ids=${eventId}`, { headers: { Cookie: cookie } })
      const { events } = (await res.json()) as { events: { saves?: { saved_by_you?: boolean } }[] }
      return events[0]?.saves?.saved_by_you === true
    }, 5000, 'the replica caught up')
  })

  test('stopping the replica under a load of searches loses no request, and starting it again puts it back', async () => {
    let stop = false
    const statuses: number[] = []
    const client = async () => {
      while (!stop) {
        const res = await search().catch(() => null)
        statuses.push(res?.status ?? 0)
        await res?.arrayBuffer()
      }
    }
    const clients = [client(), client(), client(), client()]
    try {
      await sleep(500)
      execFileSync('bash', [REPLICA_SCRIPT, 'halt'], { stdio: 'inherit' })
      await until(async () => (await readyzReplica())?.state === 'unreachable', 5000, 'the replica leaves the read set')
      const primaryBefore = await primaryReads()
      await sleep(1000)
      expect(await primaryReads(), 'searches go to the primary meanwhile').toBeGreaterThan(primaryBefore)
      execFileSync('bash', [REPLICA_SCRIPT, 'resume'], { stdio: 'inherit' })
      await until(async () => (await readyzReplica())?.state === 'in_use', 30_000, 'the replica is back in the read set')
      const replicaBefore = await replicaReads()
      await sleep(1000)
      expect(await replicaReads(), 'searches go to the replica again').toBeGreaterThan(replicaBefore)
    } finally {
      stop = true
      await Promise.all(clients)
    }
    expect(statuses.length).toBeGreaterThan(20)
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    // The instance stayed ready throughout: a replica's state never fails it.
    expect((await fetch(`${BASE}/readyz/`)).status).toBe(200)
  }, 120_000)
})
