import fs from 'node:fs'
import { register } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/browser'
import { DEMO_STAFF } from './tests/e2e/demo-staff'

// The API specs import the mount table (src/server/router.ts), whose endpoint modules are server-only.
register('./scripts/lib/server-only-outside-next.mjs', import.meta.url)

const PORT = Number(process.env.E2E_PORT ?? 3123)
// The concierge specs need the chatbot flag on, which changes the search bar for every other spec: they
// run against a second server, on the next port, with the flag forced on by configuration.
const CONCIERGE_PORT = PORT + 1
// The per-domain journeys need another site configuration: the German site read in English (.de footer
// rules, /en-us/ language subdirectory), on a third server with a small demo database.
const DOMAIN_PORT = PORT + 2
// A fresh embedded database per run: the server under test is exactly `npm start` on a fresh clone.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'))
process.env.E2E_CONCIERGE_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'))
process.env.E2E_DOMAIN_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'))
const CHROMIUM = { browserName: 'chromium' as const, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }
// `npm start` on a fresh embedded database. E2E_REUSE_SERVER=1 runs the specs against servers already
// started on E2E_PORT, E2E_PORT+1 and E2E_PORT+2 (faster iteration).
const npmStart = (port: number, dataDir: string | undefined, extra: Record<string, string> = {}) => ({
  command: 'npm start',
  url: `http://127.0.0.1:${port}/`,
  timeout: 900_000,
  reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    DATA_DIR: dataDir ?? '',
    SEED_EVENTS: process.env.E2E_SEED_EVENTS ?? '5000',
    SITE_TLD: '.com',
    SITE_LOCALE: 'en_US',
    DATABASE_URL: '',
    // The site's own origin is configuration, not the request's Host (issue 21): the specs call 127.0.0.1.
    SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    // A staff account on the fresh demo database (the staff journeys sign in with it).
    DEMO_STAFF_EMAIL: DEMO_STAFF.email,
    DEMO_STAFF_PASSWORD: DEMO_STAFF.password,
    // Staff may move the ticketing clock forward, so the ticket journeys can watch a hold expire.
    TEST_CLOCK: '1',
    // The whole suite signs up from 127.0.0.1: well over the default 50 an hour. The limit itself is
    // shown by src/core/accounts tests and by the security specs, which use addresses of their own.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '5000',
    ...extra,
  },
})

export default defineConfig({
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'retain-on-failure' },
  projects: [
    // API contract tests: real HTTP against the running server, no browser needed.
    { name: 'api', testDir: 'tests/api', testMatch: '**/*.spec.ts' },
    // The standing attack corpora (issue 21): real HTTP with exact headers against the same server.
    { name: 'security', testDir: 'tests/security', testMatch: '**/*.spec.ts' },
    // Browser journeys in Debian's Chromium; each spec skips itself when it is missing.
    {
      name: 'browser',
      testDir: 'tests/e2e',
      testMatch: '**/*.spec.ts',
      testIgnore: ['concierge/**', 'domain/**'],
      use: CHROMIUM,
    },
    // Chat concierge journeys, against the second server (chatbotEnabled forced on).
    {
      name: 'concierge',
      testDir: 'tests/e2e/concierge',
      testMatch: '**/*.spec.ts',
      use: { ...CHROMIUM, baseURL: `http://127.0.0.1:${CONCIERGE_PORT}` },
    },
    // Per-domain journeys, against the third server (SITE_TLD=.de, SITE_LOCALE=en_US).
    {
      name: 'domain',
      testDir: 'tests/e2e/domain',
      testMatch: '**/*.spec.ts',
      use: { ...CHROMIUM, baseURL: `http://127.0.0.1:${DOMAIN_PORT}` },
    },
  ],
  // Playwright starts these one after the other, each once its URL answers: the first `npm start` builds
  // when sources changed and the second finds the build up to date, so they never build at once.
  webServer: [
    npmStart(PORT, process.env.E2E_DATA_DIR),
    npmStart(CONCIERGE_PORT, process.env.E2E_CONCIERGE_DATA_DIR, { FEATURE_FLAGS_ON: 'chatbotEnabled' }),
    npmStart(DOMAIN_PORT, process.env.E2E_DOMAIN_DATA_DIR, { SEED_EVENTS: '300', SITE_TLD: '.de', SITE_LOCALE: 'en_US' }),
  ],
})
