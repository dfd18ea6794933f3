// GET /api/v3/organizations/me/payouts/{id}/statement.csv (issue 37 point 3): a payout's statement as
// CSV, one line per ledger transaction it pays (payout-statement.ts), amounts in the currency's major
// units, the last line the total, which is the payout's amount.
import { findOwnOrganizer } from '@/core/creators/organizer-profile-repository'
import { findOrderLedgerLines, findOrderReleaseIds } from '@/core/ledger/ledger-repository'
import { toMajorValue } from '@/core/money/money'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeStatementLines } from './payout-statement'
import { findPayoutOfOrganizer, findPayoutStatementSources } from './payouts-repository'

const HEADER = ['order', 'date', 'description', 'currency', 'ticket_sales', 'discount', 'fees', 'refunds', 'reserve', 'net']

function csvCell(value: string): string {
  // A leading =, +, - or @ would be read as a formula by a spreadsheet (CSV injection).
  const safe = /^[=+\-@]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export async function exportPayoutStatement({ db }: Pick<CoreDeps, 'db'>, input: { userId: number; payoutId: number }): Promise<{ filename: string; csv: string }> {
  const organizer = await findOwnOrganizer(db, input.userId)
  const payout = organizer && (await findPayoutOfOrganizer(db, input.payoutId, organizer.id))
  if (!payout) throw new AppError('NOT_FOUND', 'There is no such payout.')
  const sources = await findPayoutStatementSources(db, payout.id)
  const orderIds = [...new Set(sources.flatMap((s) => (s.orderId === null ? [] : [s.orderId])))]
  const lines = computeStatementLines(sources, await findOrderLedgerLines(db, orderIds), await findOrderReleaseIds(db, orderIds))
  const money = (minor: number) => toMajorValue(minor, payout.currency)
  const rows = lines.map((l) => [
    l.orderId === null ? '' : String(l.orderId),
    l.date.toISOString(),
    l.description,
    payout.currency,
    money(l.ticketSalesMinor),
    money(l.discountMinor),
    money(l.feesMinor),
    money(l.refundsMinor),
    money(l.reserveMinor),
    money(l.netMinor),
  ])
  const total = (pick: (l: (typeof lines)[number]) => number) => money(lines.reduce((sum, l) => sum + pick(l), 0))
  rows.push(['', '', 'Total', payout.currency, total((l) => l.ticketSalesMinor), total((l) => l.discountMinor), total((l) => l.feesMinor), total((l) => l.refundsMinor), total((l) => l.reserveMinor), total((l) => l.netMinor)])
  const csv = [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
  return { filename: `payout-${payout.id}-statement.csv`, csv }
}
