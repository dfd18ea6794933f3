// GET /api/v3/events/{id}/orders.csv (issue 37 point 2): an event's completed orders for a spreadsheet,
// each with its money as the ledger has it (ticket sales after discounts, the discount, the buyers' fees
// that are Tessera's, tax, refunds, net to the organizer) and a total row, so an organizer or their
// accountant can add it up against the dashboard, the sales report and the payouts.
import type { CoreDeps } from '@/core/shared/core-deps'
import { toMajorValue } from '@/core/money/money'
import { PAID_ORDER_STATUSES } from '@/core/ticketing/order-state'
import { sumEventOrderLedgerLines } from './creator-dashboards-repository'
import { toCsv } from './creator-rules'
import { computeSalesFigures } from './event-sales-report'
import { findEventOrdersPage } from './event-orders-repository'
import { findManagedEvent, type Manager } from './managed-event-access'

/** More orders than one event sells here; the CSV stops there rather than hold the process. */
const MAX_ROWS = 50_000

const HEADER = ['Order', 'Created', 'Status', 'Buyer', 'Email', 'Tickets', 'Currency', 'Ticket sales', 'Discount', 'Buyer fees (Tessera)', 'Tax', 'Refunds', 'Net to you']

export async function exportOrdersCsv({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { eventId: number; manager: Manager }): Promise<string> {
  const event = await findManagedEvent(db, input.eventId, input.manager, 'read')
  const [{ rows }, sums] = await Promise.all([
    findEventOrdersPage(db, { eventId: event.id, statuses: PAID_ORDER_STATUSES, now: clock.now(), text: null, orderNumber: null, limit: MAX_ROWS, offset: 0 }),
    sumEventOrderLedgerLines(db, event.id),
  ])
  const total = { ticketSales: 0, discounts: 0, buyerFees: 0, tax: 0, refunds: 0, net: 0 }
  const money = (minor: number) => toMajorValue(minor, event.currency)
  const lines = rows
    .filter((r) => r.currency.trim() === event.currency)
    .map((r) => {
      const f = computeSalesFigures(sums.find((x) => x.key === String(r.id))?.lines ?? new Map())
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += f[k]
      return [r.id, r.createdAt.toISOString(), r.status, r.buyerName, r.buyerEmail, r.quantity, event.currency, money(f.ticketSales), money(f.discounts), money(f.buyerFees), money(f.tax), money(f.refunds), money(f.net)]
    })
  const totalRow = ['Total', null, null, null, null, rows.reduce((n, r) => n + r.quantity, 0), event.currency, money(total.ticketSales), money(total.discounts), money(total.buyerFees), money(total.tax), money(total.refunds), money(total.net)]
  return toCsv([HEADER, ...lines, totalRow])
}
