// The ledger's posting rules (issue 37 point 1): which balanced entries each money movement makes.
// Pure: the order lifecycle asks for a posting when a move moves money, and the repository writes it in
// the move's own transaction. An entry's amount is in the order's currency's minor units, positive for a
// debit and negative for a credit, so a transaction's entries sum to zero.
//
// Accounts: the payment provider's clearing account (money the provider holds for us: an asset), each
// organizer's pending, available and paid-out balances (what we owe them, then what we paid them), and
// the platform's fee revenue. A buyer's payment puts the total in clearing and owes the ticket money to
// the organizer and the fees to the platform; a refund takes both back in proportion.
import { allocateMinor } from '@/core/money/allocate-minor'

export type LedgerAccount = 'provider_clearing' | 'platform_fees' | 'organizer_pending' | 'organizer_available' | 'organizer_paid_out'

/** What an entry is about, for reports: the ticket sales before discounts, a discount, the buyers' fees… */
export type LedgerLine = 'payment' | 'ticket_sales' | 'discount' | 'buyer_fees' | 'refund' | 'refund_ticket_sales' | 'refund_buyer_fees'

export type LedgerEntry = { account: LedgerAccount; line: LedgerLine; amountMinor: number; organizerId: number | null }

export type LedgerKind = 'payment' | 'refund'

export type LedgerPosting = { kind: LedgerKind; currency: string; entries: LedgerEntry[] }

/** The money of a paid order, as its row has it. */
export type OrderMoney = {
  currency: string
  subtotalMinor: number
  discountMinor: number
  feesMinor: number
  totalMinor: number
}

/** A buyer's payment of `order`, whose event `organizerId` runs. Null for a free order (no money moved). */
export function computePaymentPosting(order: OrderMoney, organizerId: number): LedgerPosting | null {
  if (order.totalMinor === 0) return null
  return {
    kind: 'payment',
    currency: order.currency,
    entries: [
      { account: 'provider_clearing', line: 'payment', amountMinor: order.totalMinor, organizerId: null },
      { account: 'organizer_pending', line: 'ticket_sales', amountMinor: -order.subtotalMinor, organizerId },
      { account: 'organizer_pending', line: 'discount', amountMinor: order.discountMinor, organizerId },
      { account: 'platform_fees', line: 'buyer_fees', amountMinor: -order.feesMinor, organizerId },
    ].filter((e) => e.amountMinor !== 0) as LedgerEntry[],
  }
}

/** What an order's earlier refunds took back already, from its ledger entries. */
export type RefundedSoFar = { ticketMoneyMinor: number; feesMinor: number }

/**
 * A refund of `amountMinor` of `order`: it comes out of clearing, and is taken back from the organizer's
 * ticket money and the platform's fees in the proportion the buyer paid them. The refund that returns
 * the rest of the order (`final`) takes exactly what remains of each, so an order refunded in any number
 * of steps gives back its ticket money and its fees to the minor unit.
 */
export function computeRefundPosting(order: OrderMoney, organizerId: number, amountMinor: number, soFar: RefundedSoFar, final: boolean): LedgerPosting | null {
  if (amountMinor === 0) return null
  const ticketMoney = order.subtotalMinor - order.discountMinor
  let ticketPart: number
  let feePart: number
  if (final) {
    ticketPart = ticketMoney - soFar.ticketMoneyMinor
    feePart = order.feesMinor - soFar.feesMinor
  } else {
    ;[ticketPart, feePart] = allocateMinor(amountMinor, [Math.max(0, ticketMoney), Math.max(0, order.feesMinor)], order.currency) as [number, number]
  }
  if (ticketPart + feePart !== amountMinor) throw new Error(`refund of ${amountMinor} splits into ${ticketPart} + ${feePart}`)
  return {
    kind: 'refund',
    currency: order.currency,
    entries: [
      { account: 'provider_clearing', line: 'refund', amountMinor: -amountMinor, organizerId: null },
      { account: 'organizer_pending', line: 'refund_ticket_sales', amountMinor: ticketPart, organizerId },
      { account: 'platform_fees', line: 'refund_buyer_fees', amountMinor: feePart, organizerId },
    ].filter((e) => e.amountMinor !== 0) as LedgerEntry[],
  }
}

/** The sum of a posting's entries: zero for every posting these rules make. */
export function sumEntries(entries: readonly Pick<LedgerEntry, 'amountMinor'>[]): number {
  return entries.reduce((sum, e) => sum + e.amountMinor, 0)
}
