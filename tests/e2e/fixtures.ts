// Every journey's `test` (issue 35): Playwright's own, with a server per worker and the suite's clock.
// - `server`: this worker's own server on a copy of the template database (support/test-servers.ts), with
//   the project's site settings; `baseURL` points at it, so `page`, `request` and helpers follow.
// - Every browser context reads the suite's clock (Playwright's clock API, running forward from the
//   servers' instant), so the date picker, countdowns and "this weekend" agree with the server.
import { test as base, type Browser, type BrowserContext } from '@playwright/test'
import { withRealDate } from '../../scripts/lib/shifted-date'
import { newClient, signIn, type Client } from '../api/helpers/accounts'
import { DEMO_STAFF } from './demo-staff'
import { startTestServer, type TestServer } from './support/test-servers'

export * from '@playwright/test'

type WorkerFixtures = {
  /** The project's site settings for its servers (a feature flag forced on, another domain). */
  siteEnv: Record<string, string>
  server: TestServer
  /** A staff client of this worker's server, signed in once: it reads the mailbox as staff do. */
  staff: Client
}

async function withSuiteClock(context: BrowserContext): Promise<BrowserContext> {
  // Date.now() here is the suite's clock (support/test-clock.ts, installed by playwright.config.ts). The
  // clock starts paused at install; `resume` lets it run at the real pace. Each page opened later replays
  // both and moves on by the real time since `resume`, which Playwright stamps with this process's
  // Date.now() and compares with the browser's own, unshifted, clock: so `resume` runs with the real Date.
  await context.clock.install({ time: Date.now() })
  await withRealDate(() => context.clock.resume())
  return context
}

// Contexts a spec opens itself (a second buyer, a stranger) read the suite's clock too.
function withClockedContexts(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => withSuiteClock(await newContext(options))
  return browser
}

export const test = base.extend<object, WorkerFixtures>({
  siteEnv: [{}, { scope: 'worker', option: true }],
  server: [
    // `provide` is Playwright's `use` (renamed: the React hooks lint reads `use` as React's).
    async ({ siteEnv }, provide, workerInfo) => {
      const reuse = process.env.E2E_REUSE_SERVER === '1'
      const templateDir = process.env.E2E_TEMPLATE_DIR
      if (reuse || !templateDir) {
        // E2E_REUSE_SERVER=1: the servers were started by hand on the project's baseURL.
        await provide({ url: String(workerInfo.project.use.baseURL), stop: async () => undefined })
        return
      }
      const server = await startTestServer(templateDir, siteEnv)
      await provide(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  staff: [
    async ({ playwright, server }, provide) => {
      const staff = await newClient(playwright, server.url)
      const res = await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)
      if (res.status() !== 200) throw new Error(`the demo staff could not sign in: ${res.status()}`)
      await provide(staff)
      await staff.api.dispose()
    },
    { scope: 'worker' },
  ],
  browser: [async ({ browser }, provide) => provide(withClockedContexts(browser)), { scope: 'worker' }],
  baseURL: async ({ server }, provide) => provide(server.url),
})
