// Issue 24's acceptance test: two `npm start` instances on one fresh PostgreSQL database behind a real
// HAProxy (Debian's package) whose health checks call /readyz, all on loopback. Under a bounded load through
// the balancer, one instance is stopped with SIGTERM and started again: no request fails. A session made on
// one instance works on the other, and an event changed through one is seen through the other within a
// second. Needs TEST_DATABASE_URL and the haproxy binary; `npm start` builds the app first if needed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertPlaces } from '@/core/places/places-repository'
import type { DbHandle } from '@/db/create-db'
import { buildPlace } from '../factories/build-place'
import { insertEvent } from '../factories/insert-event'
import { insertVenue } from '../factories/insert-venue'
import { DEMO_STAFF } from '../e2e/demo-staff'
import { createPgTestDb, TEST_DATABASE_URL } from '../helpers/test-db'
import { writeHaproxyConfig } from './app-instances'

// Within the operations port block (3700-3799).
const BALANCER_PORT = Number(process.env.LOAD_BALANCER_TEST_PORT ?? 3710)
const PORT_A = BALANCER_PORT + 1
const PORT_B = BALANCER_PORT + 2
const BALANCER = `http://127.0.0.1:${BALANCER_PORT}`
const NY = '5128581'
const HAPROXY = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim()
const SKIP_REASON = !TEST_DATABASE_URL
  ? 'skipped: TEST_DATABASE_URL is not set'
  : !HAPROXY
    ? 'skipped: haproxy is not installed (apt-get install -y haproxy)'
    : ''

type Instance = { name: 'a' | 'b'; port: number; base: string; child?: ChildProcess; output: string[] }
let database: DbHandle
let dataDir: string
let configDir: string
let haproxy: ChildProcess | undefined
let eventId: number
const instances: Record<'a' | 'b', Instance> = {
  a: { name: 'a', port: PORT_A, base: `http://127.0.0.1:${PORT_A}`, output: [] },
  b: { name: 'b', port: PORT_B, base: `http://127.0.0.1:${PORT_B}`, output: [] },
}

// What every instance runs with: one database and data folder, its own port.
function instanceEnv(port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: database.databaseUrl!,
    DATA_DIR: dataDir,
    DEPLOYMENT_STAGE: 'Test',
    LOG_LEVEL: 'warn',
    SITE_TLD: '.com',
    SITE_LOCALE: 'en_US',
    NEXT_TELEMETRY_DISABLED: '1',
    TEST_DATABASE_URL: '',
    SHUTDOWN_DEADLINE_MS: '10000',
    ...extra,
  }
}

// Exactly `npm start` (scripts/start.ts: migrate, load demo data into an empty database, build if needed,
// serve), run through tsx's command line as the npm script does, so SIGTERM travels the same way.
function start(instance: Instance, extra: Record<string, string> = {}): void {
  instance.output.length = 0
  instance.child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    env: instanceEnv(instance.port, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  instance.child.stdout?.on('data', (chunk: Buffer) => instance.output.push(chunk.toString()))
  instance.child.stderr?.on('data', (chunk: Buffer) => instance.output.push(chunk.toString()))
}

async function stop(instance: Instance): Promise<void> {
  const child = instance.child
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

class InstanceExited extends Error {}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, output?: () => string): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    // A failed fetch means "not yet"; an instance that exited will never be ready, so that fails at once.
    if (
      await check().catch((error: unknown) => {
        if (error instanceof InstanceExited) throw error
        return false
      })
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms${output ? `:\n${output()}` : ''}`)
}

const ready = (base: string) => fetch(`${base}/readyz`).then((r) => r.status === 200)

async function untilReady(instance: Instance): Promise<void> {
  await until(`instance ${instance.name} ready`, async () => {
    if (instance.child?.exitCode !== null) throw new InstanceExited(`instance ${instance.name} exited:\n${instance.output.join('')}`)
    return ready(instance.base)
  }, 900_000, () => instance.output.join(''))
}

async function servedBy(url: string): Promise<string | null> {
  const res = await fetch(url)
  await res.arrayBuffer()
  return res.headers.get('x-served-by')
}

function csrfOf(res: Response): string {
  const csrf = /csrftoken=([^;]+)/.exec(res.headers.getSetCookie().join('; '))?.[1]
  if (!csrf) throw new Error('no csrftoken cookie')
  return csrf
}

async function signIn(base: string, credentials: { email: string; password: string }): Promise<string> {
  const csrf = csrfOf(await fetch(`${base}/home/api/user/`))
  const res = await fetch(`${base}/home/api/auth/signin/`, {
    method: 'POST',
    headers: { Origin: base, 'X-CSRFToken': csrf, Cookie: `csrftoken=${csrf}`, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(credentials),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  const session = /tessera_session=([^;]+)/.exec(res.headers.getSetCookie().join('; '))?.[1]
  if (!session) throw new Error('no session cookie')
  return `csrftoken=${csrf}; tessera_session=${session}`
}

describe.skipIf(SKIP_REASON !== '')(`Two npm start instances behind HAProxy on one PostgreSQL ${SKIP_REASON}`, () => {
  beforeAll(async () => {
    database = await createPgTestDb()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-balanced-'))
    configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-haproxy-'))
    await insertPlaces(database.db, [
      buildPlace({ id: NY, name: 'New York', slug: 'ny--new-york', latitude: 40.71, longitude: -74.0, timeZone: 'America/New_York', viewportSwLat: 40.4, viewportSwLng: -74.3, viewportNeLat: 41.0, viewportNeLng: -73.6 }),
    ])
    const venue = await insertVenue(database.db, { latitude: 40.72, longitude: -73.99 })
    const startAt = new Date(Date.now() + 2 * 86_400_000)
    eventId = (await insertEvent(database.db, { name: 'Wombat Harbour Cruise', venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude, startAt, endAt: new Date(startAt.getTime() + 7_200_000) })).id
    // One after the other: the first builds when the sources changed, and creates the staff account alone.
    start(instances.a, { DEMO_STAFF_EMAIL: DEMO_STAFF.email, DEMO_STAFF_PASSWORD: DEMO_STAFF.password })
    await untilReady(instances.a)
    start(instances.b)
    await untilReady(instances.b)
    haproxy = spawn(HAPROXY, ['-db', '-f', writeHaproxyConfig(configDir, BALANCER_PORT, [PORT_A, PORT_B])], { stdio: ['ignore', 'pipe', 'pipe'] })
    const haproxyOutput: string[] = []
    haproxy.stderr?.on('data', (chunk: Buffer) => haproxyOutput.push(chunk.toString()))
    // Both instances in rotation: the balancer's own health checks passed for each.
    const seen = new Set<string | null>()
    await until('traffic through the balancer to both instances', async () => {
      seen.add(await servedBy(`${BALANCER}/healthz`))
      return seen.has('a') && seen.has('b')
    }, 30_000, () => haproxyOutput.join(''))
  }, 1_200_000)

  afterAll(async () => {
    haproxy?.kill('SIGTERM')
    await Promise.all([stop(instances.a), stop(instances.b)])
    await database?.close()
    for (const dir of [dataDir, configDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  test('Restarting one instance under load through the balancer fails no request', async () => {
    const failures: string[] = []
    const answeredBy: Record<string, number> = {}
    let requests = 0
    let running = true
    const paths = [
      `/api/v3/destination/search/?q=wombat&place_id=${NY}&sort=date`,
      '/api/v3/trending/?location=ny--new-york',
      `/e/wombat-harbour-cruise-tickets-${eventId}/`,
      '/healthz',
    ]
    // Four clients, one request at a time each: bounded, steady load.
    const client = async (offset: number) => {
      for (let i = offset; running; i++) {
        const target = paths[i % paths.length]!
        try {
          const res = await fetch(`${BALANCER}${target}`, { redirect: 'manual' })
          await res.arrayBuffer()
          requests++
          const by = res.headers.get('x-served-by') ?? '?'
          answeredBy[by] = (answeredBy[by] ?? 0) + 1
          if (res.status >= 500) failures.push(`${res.status} ${target} (instance ${by})`)
        } catch (error) {
          requests++
          failures.push(`${target}: ${(error as Error).message}`)
        }
      }
    }
    const load = [0, 1, 2, 3].map(client)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await stop(instances.a)
    const duringRestart = { ...answeredBy }
    start(instances.a)
    await untilReady(instances.a)
    // Back in rotation: the balancer sends it traffic again.
    const before = answeredBy.a ?? 0
    await until('traffic to the restarted instance', () => Promise.resolve((answeredBy.a ?? 0) > before + 5), 30_000)
    running = false
    await Promise.all(load)
    expect(failures).toEqual([])
    expect(requests).toBeGreaterThan(50)
    expect(duringRestart.a).toBeGreaterThan(0)
    expect(answeredBy.b).toBeGreaterThan(0)
  }, 900_000)

  test('A session made on one instance works on the other', async () => {
    const cookie = await signIn(instances.a.base, DEMO_STAFF)
    for (const instance of [instances.a, instances.b]) {
      const res = await fetch(`${instance.base}/home/api/user/`, { headers: { Cookie: cookie } })
      expect(res.status).toBe(200)
      expect(JSON.stringify(await res.json())).toContain(DEMO_STAFF.email)
    }
  }, 60_000)

  test('An event changed through one instance is seen through the other within a second', async () => {
    const search = (base: string) =>
      fetch(`${base}/api/v3/destination/search/?q=harbour&place_id=${NY}&sort=date`).then((r) => r.text())
    // The other instance has the search in its cache before the change.
    expect(await search(instances.b.base)).toContain('Wombat Harbour Cruise')
    expect(await search(instances.b.base)).toContain('Wombat Harbour Cruise')
    const cookie = await signIn(instances.a.base, DEMO_STAFF)
    const csrf = /csrftoken=([^;]+)/.exec(cookie)![1]!
    const res = await fetch(`${instances.a.base}/api/v3/events/${eventId}/`, {
      method: 'PATCH',
      headers: { Origin: instances.a.base, 'X-CSRFToken': csrf, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Wombat Harbour Regatta' }),
    })
    expect(res.status).toBe(200)
    const changedAt = Date.now()
    let seenAfter = Infinity
    while (Date.now() - changedAt < 3000) {
      const text = await search(instances.b.base)
      if (text.includes('Wombat Harbour Regatta') && !text.includes('Wombat Harbour Cruise')) {
        seenAfter = Date.now() - changedAt
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(seenAfter).toBeLessThan(1000)
  }, 60_000)

  test('The balancer does not pass /metrics on; instances answer it only with the token', async () => {
    expect((await fetch(`${BALANCER}/metrics`)).status).toBe(403)
    expect((await fetch(`${instances.b.base}/metrics`)).status).toBe(401)
  }, 30_000)

  test('An instance whose npm start process is killed outright shuts itself down and frees its port', async () => {
    // scripts/start.ts run directly (not through tsx's command line), so the test holds its process id.
    // tsx's command line SIGKILLs it when a relayed SIGTERM is not acknowledged within 30 ms, as a busy
    // machine can make happen; the server it started then has nobody to stop it.
    const port = PORT_B + 1
    const base = `http://127.0.0.1:${port}`
    const output: string[] = []
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: instanceEnv(port, { SHUTDOWN_DEADLINE_MS: '5000' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    try {
      await until('the third instance ready', async () => {
        if (child.exitCode !== null) throw new InstanceExited(`the third instance exited:\n${output.join('')}`)
        return ready(base)
      }, 300_000, () => output.join(''))
      child.kill('SIGKILL')
      const listening = () => fetch(`${base}/healthz`).then(() => true, () => false)
      await until('the orphaned server to free its port', async () => !(await listening()), 20_000, () => output.join(''))
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  }, 400_000)
})
