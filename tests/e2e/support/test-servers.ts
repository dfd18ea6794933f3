// The servers the Playwright journeys run against (issue 35). The app is built once and one embedded
// database is migrated and seeded once, as a template; every Playwright worker then starts its own
// `scripts/serve.ts` on a copy of that template, so that nothing one journey writes (a hold, a feature flag,
// a followed organizer, a moved event clock) can be seen by a journey running beside it on another worker.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { DEMO_STAFF } from '../demo-staff'
import { testClockSettings } from './test-clock'

const ROOT = path.resolve(import.meta.dirname, '../../..')
/** Demo events in the template: enough for every journey's search, few enough to seed in about a minute. */
export const E2E_SEED_EVENTS = process.env.E2E_SEED_EVENTS ?? '5000'

/** Analytics batches a minute per address on the test servers (the default is 60; see baseServerEnv). */
export const E2E_ANALYTICS_BATCHES_PER_MINUTE = 600

/** What every server under test is told, whatever its site (the site options add to it). */
function baseServerEnv(port: number, dataDir: string): Record<string, string> {
  const clock = testClockSettings()
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_EVENTS: E2E_SEED_EVENTS,
    SITE_TLD: '.com',
    SITE_LOCALE: 'en_US',
    // The site's own origin is configuration, not the request's Host (issue 21): the specs call 127.0.0.1.
    SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    // A staff account on the fresh demo database (the staff journeys sign in with it).
    DEMO_STAFF_EMAIL: DEMO_STAFF.email,
    DEMO_STAFF_PASSWORD: DEMO_STAFF.password,
    // Staff may move an event's ticketing clock forward, so the ticket journeys can watch a hold expire.
    TEST_CLOCK: '1',
    TEST_CLOCK_START: clock.start,
    TEST_CLOCK_ANCHOR_MS: String(clock.anchorMs),
    // The whole suite signs up from 127.0.0.1: well over the default 50 an hour. The limit itself is
    // shown by src/core/accounts tests and by the security specs, which use addresses of their own.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '5000',
    // Likewise the suite's email changes; tests/security/email-enumeration.spec.ts shows the default on a
    // server of its own (decision 050).
    EMAIL_CHANGES_PER_ADDRESS_PER_HOUR: '5000',
    // Likewise every page a worker opens sends its analytics from 127.0.0.1: ten batches a second is more
    // than a worker's journeys send, and tests/security/analytics-and-upload-floods.spec.ts still meets it.
    ANALYTICS_BATCHES_PER_ADDRESS_PER_MINUTE: String(E2E_ANALYTICS_BATCHES_PER_MINUTE),
    // Likewise the suite holds and pays from 127.0.0.1, and every journey pays with the same test card
    // (tok_visa): the per-address and per-card limits are shown by tests/security/scalper-holds.pg.test.ts
    // and payment-attempts tests; the per-browser limits keep their defaults here (decision 049).
    HOLD_LIMIT_PER_ADDRESS_PER_EVENT: '1000000',
    HOLD_LIMIT_PER_ADDRESS_TOTAL: '1000000',
    PAYMENT_ATTEMPTS_PER_ADDRESS: '1000000',
    PAYMENT_ATTEMPTS_PER_CARD: '1000000',
    // Likewise every worker's browsers and API clients connect from 127.0.0.1, many kept alive at once:
    // the per-address connection limit is shown by tests/security/slow-clients.test.ts (decision 048).
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1000000',
    // And its free orders' emails all come from 127.0.0.1: the per-address limit is shown by
    // tests/security/mail-flood.test.ts; per recipient and per browser keep their defaults (decision 048).
    MAIL_PER_ADDRESS_PER_HOUR: '1000000',
    // Journeys share buyer addresses across a worker's hour; the cap on any email to one address is shown
    // by tests/security/mail-per-recipient.test.ts (decision 051).
    MAIL_TO_RECIPIENT_PER_HOUR: '1000000',
    // Webhooks (decision 066): the specs' receivers listen on loopback, which production refuses; the retry
    // schedule runs 5,000 times faster (three days in under a minute) and an attempt gives up after 2 s,
    // so the failing, timing-out and 410 receivers are seen through to the end. The refusal of private
    // addresses and the real schedule are shown by src/core/webhooks tests. The loop looks once a second:
    // at 200 ms its passes on the embedded database cost an idle server 11% of a core (1.5% at a minute).
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1',
    WEBHOOK_RETRY_SCALE: '0.0002',
    WEBHOOK_TIMEOUT_MS: '2000',
    WEBHOOK_POLL_MS: '1000',
    LOG_LEVEL: 'warn',
  }
}

function runToEnd(command: string, args: string[], env: Record<string, string>, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} exited with ${code}`))))
  })
}

/**
 * Migrates and seeds the template database once per run (Playwright's global setup), in a temporary
 * folder that the global teardown removes. The demo data is generated for the suite's clock.
 */
export async function prepareTemplate(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-template-'))
  const started = performance.now()
  try {
    // The port is not listened on: prepare-data only migrates and seeds.
    await runToEnd(process.execPath, ['--import', 'tsx', path.join('scripts', 'prepare-data.ts')], baseServerEnv(3000, dir), 'Seeding the e2e template')
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
  process.stderr.write(`e2e: template database (${E2E_SEED_EVENTS} events) ready in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)
  return dir
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export type TestServer = { url: string; stop: () => Promise<void> }

/**
 * A server of its own for one Playwright worker, on a copy of the template database. `siteEnv` adds the
 * project's site settings (a feature flag forced on, another domain). Its output is kept and shown if it
 * fails to start.
 */
export async function startTestServer(templateDir: string, siteEnv: Record<string, string>): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-worker-'))
  fs.cpSync(templateDir, dataDir, { recursive: true })
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'serve.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...baseServerEnv(port, dataDir), ...siteEnv },
    // The IPC channel stops the server by itself if this worker dies (serve.ts shuts down on disconnect).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  // Its output goes to a log of its own under test-results/, for a journey that failed oddly.
  fs.mkdirSync(SERVER_LOG_DIR, { recursive: true })
  const logFile = path.join(SERVER_LOG_DIR, `server-${port}.log`)
  const log = fs.createWriteStream(logFile)
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  child.on('exit', (code, signal) => log.write(`\n[e2e] the server exited (${signal ?? code})\n`))
  const stop = () => stopServer(child, dataDir)
  try {
    await waitUntilAnswering(url, child)
    await warmUp(url)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${fs.readFileSync(logFile, 'utf8').slice(-20_000)}`)
  }
  return { url, stop }
}

const SERVER_LOG_DIR = path.join(ROOT, 'test-results', 'servers')

// Next.js loads a route's code on its first request (decision 004): the pages nearly every journey opens
// first are asked once here, so that a journey's first step does not wait for that beside its own timeouts.
const WARM_PATHS = ['/', '/signin/', '/d/ny--new-york/events/', '/api/v3/destination/search/?page_size=1']

async function warmUp(url: string): Promise<void> {
  for (const warmPath of WARM_PATHS) await (await fetch(`${url}${warmPath}`)).arrayBuffer()
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server under test exited with ${child.exitCode} before answering`)
    try {
      const res = await fetch(`${url}/healthz`)
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server under test did not answer ${url}/healthz within 180 s`)
}

async function stopServer(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
}
