import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { createDb } from '@/db/create-db'
import { runMigrations } from '@/db/migrate'
import { ledgerEntries, ledgerTransactions } from '@/db/schema'

// Runs the real `npm run ledger:check` entry point against an embedded database on disk.
function ledgerCheck(dataDir: string) {
  return spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/ledger-check.ts'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

test('ledger:check passes a balanced ledger, names an unbalanced transaction, and the ledger refuses to be rewritten', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-ledger-check-'))
  try {
    const setup = await createDb({ dataDir })
    await runMigrations(setup)
    await setup.close()
    const clean = ledgerCheck(dataDir)
    expect(clean.stderr).not.toMatch(/\n\s+at /)
    expect(clean.status).toBe(0)
    expect(clean.stdout).toContain('the ledger reconciles')

    const db = await createDb({ dataDir })
    const [t] = await db.db.insert(ledgerTransactions).values({ kind: 'payment', orderId: null, currency: 'USD', createdAt: new Date('2026-01-01T00:00:00Z') }).returning()
    await db.db.insert(ledgerEntries).values([
      { transactionId: t!.id, account: 'provider_clearing', line: 'payment', organizerId: null, amountMinor: 1000, currency: 'USD' },
      { transactionId: t!.id, account: 'platform_fees', line: 'buyer_fees', organizerId: null, amountMinor: -999, currency: 'USD' },
    ])
    // Append-only: a wrong entry is corrected by a new transaction, never by changing or removing one.
    const refused = { cause: { message: expect.stringMatching(/the ledger is append-only/) } }
    await expect(db.db.update(ledgerEntries).set({ amountMinor: -1000 })).rejects.toMatchObject(refused)
    await expect(db.db.delete(ledgerTransactions)).rejects.toMatchObject(refused)
    await db.close()

    const broken = ledgerCheck(dataDir)
    expect(broken.status).toBe(1)
    expect(broken.stdout).toContain(`unbalanced_transaction transaction ${t!.id}: entries sum to 1`)
    expect(broken.stderr).toContain('the ledger does not reconcile (1 problem)')
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
