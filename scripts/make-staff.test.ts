import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createDb } from '@/db/create-db'
import { runMigrations } from '@/db/migrate'
import { users } from '@/db/schema'

// Runs the real `npm run user:make-staff -- email` entry point against an embedded database on disk.
function makeStaff(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', 'scripts/make-staff.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

test('user:make-staff turns an existing account into staff and refuses unknown emails', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-make-staff-'))
  try {
    const setup = await createDb({ dataDir })
    await runMigrations(setup)
    await setup.db.insert(users).values({ publicId: 'ops0000000000001', email: 'ops@example.com', fullName: 'Ops' })
    await setup.close()

    const unknown = makeStaff(dataDir, 'ghost@example.com')
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain('No account has the email ghost@example.com')

    const ok = makeStaff(dataDir, 'OPS@example.com', '--tikibar')
    expect(ok.stderr).not.toMatch(/\n\s+at /)
    expect(ok.status).toBe(0)
    expect(ok.stdout).toContain('is now staff with Tikibar')

    const check = await createDb({ dataDir })
    const [row] = await check.db.select().from(users).where(eq(users.publicId, 'ops0000000000001'))
    await check.close()
    expect(row).toMatchObject({ isStaff: true, hasTikibar: true })
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

test('user:make-staff without an email prints its usage', () => {
  const result = makeStaff(os.tmpdir())
  expect(result.status).toBe(2)
  expect(result.stderr).toContain('Usage: npm run user:make-staff -- someone@example.com')
})
