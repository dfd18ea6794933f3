import { register } from 'node:module'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/browser'
import { installSuiteClock } from './tests/e2e/support/test-clock'
import { testSeed } from './scripts/lib/test-seed'

// The API specs import the mount table (src/server/router.ts), whose endpoint modules are server-only.
register('./scripts/lib/server-only-outside-next.mjs', import.meta.url)

// The suite's clock (issue 35): the runner and every worker read the instant the servers read (this file
// runs in each of them; the first fixes the anchor and the workers inherit it).
installSuiteClock()
// The fuzz's seed, drawn here (in the runner, before the workers start) so that every worker shares it.
testSeed('FUZZ_SEED')

// E2E_REUSE_SERVER=1 runs the specs against servers already started by hand on E2E_PORT (main site),
// E2E_PORT+1 (the demo's defaults, chat concierge on) and E2E_PORT+2 (SITE_TLD=.de), with one worker.
const PORT = Number(process.env.E2E_PORT ?? 3123)
const REUSE = process.env.E2E_REUSE_SERVER === '1'
const CHROMIUM = { browserName: 'chromium' as const, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }

// Workers: each has its own server (tests/e2e/fixtures.ts), so journeys never see each other's writes.
// Measured on CI's 2-core machine (docs/decisions/036-parallel-test-loop.md): E2E_WORKERS overrides.
const WORKERS = REUSE ? 1 : Number(process.env.E2E_WORKERS ?? 2)
const TRACE = (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'retain-on-failure')) as 'on' | 'off' | 'retain-on-failure'

export default defineConfig<object, { siteEnv: Record<string, string> }>({
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  // Several workers share CI's two cores with their servers and browsers: a signed-in page that hydrates
  // its header can take more than Playwright's default 5 s there, which says nothing about the page.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // A trace costs each journey about a third more browser CPU (decision 054). CI reports failures as
  // text (the error, its call log and the page's snapshot), so it records none; set E2E_TRACE to have them.
  use: { trace: TRACE },
  projects: [
    // API contract tests: real HTTP against the worker's server, no browser needed.
    { name: 'api', testDir: 'tests/api', testMatch: '**/*.spec.ts', use: { baseURL: `http://127.0.0.1:${PORT}` } },
    // The standing attack corpora (issue 21): real HTTP with exact headers against the same kind of server.
    { name: 'security', testDir: 'tests/security', testMatch: '**/*.spec.ts', use: { baseURL: `http://127.0.0.1:${PORT}` } },
    // Browser journeys in Debian's Chromium; each spec skips itself when it is missing. The demo data turns
    // the chat concierge on (issue 38 point 16), which makes focusing the search bar open the chat on every
    // page: these journeys of the classic search run where staff switched it off, as a site may
    // (FEATURE_FLAGS_OFF, the same as the flags page's switch).
    {
      name: 'browser',
      testDir: 'tests/e2e',
      testMatch: '**/*.spec.ts',
      testIgnore: ['concierge/**', 'domain/**'],
      use: { ...CHROMIUM, baseURL: `http://127.0.0.1:${PORT}`, siteEnv: { FEATURE_FLAGS_OFF: 'chatbotEnabled' } },
    },
    // Chat concierge journeys, on the demo's own settings (the chat on), as a new visitor meets them.
    {
      name: 'concierge',
      testDir: 'tests/e2e/concierge',
      testMatch: '**/*.spec.ts',
      use: { ...CHROMIUM, baseURL: `http://127.0.0.1:${PORT + 1}` },
    },
    // Per-domain journeys: the German site read in English (.de footer rules, /en-us/ language subdirectory).
    {
      name: 'domain',
      testDir: 'tests/e2e/domain',
      testMatch: '**/*.spec.ts',
      use: { ...CHROMIUM, baseURL: `http://127.0.0.1:${PORT + 2}`, siteEnv: { SITE_TLD: '.de', SITE_LOCALE: 'en_US', FEATURE_FLAGS_OFF: 'chatbotEnabled' } },
    },
  ],
})
