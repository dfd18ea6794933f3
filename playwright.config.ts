import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/browser'
import { DEMO_STAFF } from './tests/e2e/demo-staff'

const PORT = Number(process.env.E2E_PORT ?? 3123)
// A fresh embedded database per run: the server under test is exactly `npm start` on a fresh clone.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'))

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
    // Browser journeys in Debian's Chromium; each spec skips itself when it is missing.
    {
      name: 'browser',
      testDir: 'tests/e2e',
      testMatch: '**/*.spec.ts',
      use: { browserName: 'chromium', launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 900_000,
    // E2E_REUSE_SERVER=1 runs the specs against a server already started on E2E_PORT (faster iteration).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_EVENTS: process.env.E2E_SEED_EVENTS ?? '5000',
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      // A staff account on the fresh demo database (the staff journeys sign in with it).
      DEMO_STAFF_EMAIL: DEMO_STAFF.email,
      DEMO_STAFF_PASSWORD: DEMO_STAFF.password,
    },
  },
})
