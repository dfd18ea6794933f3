import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, test } from 'vitest'

// Runs the real `npm start` entry point with a broken configuration: it must stop before building,
// with one clear line and no stack trace.
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    // No waiting for a database that refuses connections: these tests are about the message.
    env: { ...process.env, DATABASE_URL: '', DATABASE_WAIT_SECONDS: '0', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  const lines = result.stderr.trim().split('\n')
  return { status: result.status, lines }
}

function expectOneClearLine(lines: string[], pattern: RegExp) {
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(pattern)
  expect(lines[0]).not.toMatch(/\n\s+at /)
}

test('A DATA_DIR that is not a writable folder stops start-up with one message', () => {
  const { status, lines } = start({ DATA_DIR: '/etc/hostname/data' })
  expect(status).toBe(1)
  expectOneClearLine(lines, /^tessera: DATA_DIR .*\/etc\/hostname\/data is not a readable and writable folder/)
})

test('A DATABASE_URL nobody answers on stops start-up with one message', () => {
  const { status, lines } = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere' })
  expect(status).toBe(1)
  expectOneClearLine(lines, /^tessera: Cannot connect to the database at postgres:\/\/postgres@127\.0\.0\.1:9\/nowhere: .*Check DATABASE_URL\.$/)
})

test('A DATABASE_URL that is not a PostgreSQL URL stops start-up with one message', () => {
  const { status, lines } = start({ DATABASE_URL: 'mysql://root@localhost/db' })
  expect(status).toBe(1)
  expectOneClearLine(lines, /^tessera: Configuration error: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL\.$/)
})

test('A PORT that is not a number stops start-up with one message', () => {
  const { status, lines } = start({ PORT: 'eighty' })
  expect(status).toBe(1)
  expectOneClearLine(lines, /^tessera: Configuration error: PORT /)
})

test('A database that refuses connections is waited for, then named in one more line', () => {
  const started = Date.now()
  const { status, lines } = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere', DATABASE_WAIT_SECONDS: '2' })
  expect(status).toBe(1)
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
  expect(lines).toHaveLength(2)
  expect(lines[0]).toMatch(/^tessera: waiting for the database \(Cannot connect/)
  expect(lines[1]).toMatch(/^tessera: Cannot connect to the database at postgres:\/\/postgres@127\.0\.0\.1:9\/nowhere: .*Check DATABASE_URL\.$/)
})

test('Passwords in a DATABASE_URL are not printed', () => {
  const { lines } = start({ DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:9/db' })
  expect(lines.join('\n')).not.toContain('hunter2')
})

test('DEPLOYMENT_STAGE=Nope stops start-up with one sentence', () => {
  const { status, lines } = start({ DEPLOYMENT_STAGE: 'Nope' })
  expect(status).toBe(1)
  expectOneClearLine(lines, /^tessera: Configuration error: DEPLOYMENT_STAGE must be one of Local, Dev, Test, Preprod or Prod\.$/)
})

test('Prod without a SITE_URL stops start-up with one sentence', () => {
  const { status, lines } = start({ DEPLOYMENT_STAGE: 'Prod', DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere', SITE_URL: '' })
  expect(status).toBe(1)
  expectOneClearLine(lines, /^tessera: Configuration error: SITE_URL is required when DEPLOYMENT_STAGE is Prod\.$/)
})
