// `npm run ledger:check`: the ledger's reconciliation (issue 37 point 1). Proves that every ledger
// transaction balances to zero, that every entry is in its transaction's currency, and that each order's
// entries equal what its buyer paid less what they got back; and that each payout's ledger matches its
// state and its items, and no payout took more than was available (decision 042). Exits 1 and lists what
// does not hold. Organizer balances need no check of their own: they are sums of entries, stored nowhere.
// Works on PostgreSQL (DATABASE_URL) at any time, and on the embedded database while the server is stopped.
import { findLedgerProblems } from '@/core/ledger/ledger-repository'
import { exitWithStartupError, migrateDatabase, openConfiguredDatabase } from './lib/prepare-database'

async function main() {
  const { handle } = await openConfiguredDatabase()
  try {
    await migrateDatabase(handle)
    const problems = await findLedgerProblems(handle.db)
    if (problems.length === 0) {
      process.stdout.write('tessera: the ledger reconciles: every transaction balances and every order matches its payments and refunds\n')
      return
    }
    const subject = { order_mismatch: 'order', tax_mismatch: 'order', payout_mismatch: 'payout' } as Record<string, string>
    for (const p of problems) process.stdout.write(`${p.kind} ${subject[p.kind] ?? 'transaction'} ${p.id}: ${p.detail}\n`)
    process.stderr.write(`tessera: the ledger does not reconcile (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'})\n`)
    process.exitCode = 1
  } finally {
    await handle.close()
  }
}

main().catch(exitWithStartupError)
