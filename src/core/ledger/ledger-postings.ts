// The ledger's posting rules (issue 37 point 1): which balanced entries each money movement makes.
// Pure: the order lifecycle asks for a posting when a move moves money, and the repository writes it in
// the move's own transaction. An entry's amount is in the order's currency's minor units, positive for a
// debit and negative for a credit, so a transaction's entries sum to zero.
//
// Accounts: the payment provider's clearing account (money the provider holds for us: an asset), each
// organizer's pending, available and paid-out balances (what we owe them, then what we paid them), and
// the platform's fee revenue. A buyer's payment puts the total in clearing and owes the ticket money to
// the organizer and the fees to the platform; a refund takes both back in proportion. Tax (decision 043)
// is owed to the organizer too, who is the seller of record and remits it, on a line of its own.
import { allocateMinor } from '@/core/money/allocate-minor'
import { computeIncludedTax } from '@/core/ticketing/taxes'

export type LedgerAccount = 'provider_clearing' | 'platform_fees' | 'organizer_pending' | 'organizer_available' | 'organizer_paid_out'

/** What an entry is about, for reports: the ticket sales before discounts, a discount, the buyers' fees… */
export type LedgerLine =
  | 'payment'
  | 'ticket_sales'
  | 'discount'
  | 'buyer_fees'
  | 'tax'
  | 'refund'
  | 'refund_ticket_sales'
  | 'refund_buyer_fees'
  | 'refund_tax'
  | 'release'
  | 'payout'
  | 'payout_failed'
  | 'adjustment'

export type LedgerEntry = { account: LedgerAccount; line: LedgerLine; amountMinor: number; organizerId: number | null }

export type LedgerKind = 'payment' | 'refund' | 'release' | 'payout' | 'payout_failed' | 'adjustment'

export type LedgerPosting = { kind: LedgerKind; currency: string; entries: LedgerEntry[] }

/** The money of a paid order, as its row has it. */
export type OrderMoney = {
  currency: string
  subtotalMinor: number
  discountMinor: number
  feesMinor: number
  /** The order's tax; `taxMode` says whether it is inside the prices ("included") or on top ("added"). */
  taxMinor: number
  taxMode: string
  totalMinor: number
}

/**
 * A buyer's payment of `order`, whose event `organizerId` runs. Null for a free order (no money moved).
 * The `ticket_sales` line is the list prices without the tax inside them, so the tax is on its own line
 * in both modes and the transaction still sums to zero.
 */
export function computePaymentPosting(order: OrderMoney, organizerId: number): LedgerPosting | null {
  if (order.totalMinor === 0) return null
  return {
    kind: 'payment',
    currency: order.currency,
    entries: [
      { account: 'provider_clearing', line: 'payment', amountMinor: order.totalMinor, organizerId: null },
      { account: 'organizer_pending', line: 'ticket_sales', amountMinor: -(order.subtotalMinor - computeIncludedTax(order)), organizerId },
      { account: 'organizer_pending', line: 'discount', amountMinor: order.discountMinor, organizerId },
      { account: 'organizer_pending', line: 'tax', amountMinor: -order.taxMinor, organizerId },
      { account: 'platform_fees', line: 'buyer_fees', amountMinor: -order.feesMinor, organizerId },
    ].filter((e) => e.amountMinor !== 0) as LedgerEntry[],
  }
}

/** What an order's earlier refunds took back already, from its ledger entries. */
export type RefundedSoFar = { ticketMoneyMinor: number; feesMinor: number; taxMinor: number }

/**
 * A refund of `amountMinor` of `order`: it comes out of clearing, and is taken back from the organizer's
 * ticket money (without tax), the organizer's tax and the platform's fees in the proportion the buyer paid
 * them. The refund that returns the rest of the order (`final`) takes exactly what remains of each, so an
 * order refunded in any number of steps gives back its ticket money, its tax and its fees to the minor unit.
 */
export function computeRefundPosting(order: OrderMoney, organizerId: number, amountMinor: number, soFar: RefundedSoFar, final: boolean): LedgerPosting | null {
  if (amountMinor === 0) return null
  const ticketMoney = order.subtotalMinor - order.discountMinor - computeIncludedTax(order)
  let ticketPart: number
  let taxPart: number
  let feePart: number
  if (final) {
    ticketPart = ticketMoney - soFar.ticketMoneyMinor
    taxPart = order.taxMinor - soFar.taxMinor
    feePart = order.feesMinor - soFar.feesMinor
  } else {
    const shares = [Math.max(0, ticketMoney), Math.max(0, order.taxMinor), Math.max(0, order.feesMinor)]
    ;[ticketPart, taxPart, feePart] = allocateMinor(amountMinor, shares, order.currency) as [number, number, number]
  }
  if (ticketPart + taxPart + feePart !== amountMinor) throw new Error(`refund of ${amountMinor} splits into ${ticketPart} + ${taxPart} + ${feePart}`)
  return {
    kind: 'refund',
    currency: order.currency,
    entries: [
      { account: 'provider_clearing', line: 'refund', amountMinor: -amountMinor, organizerId: null },
      { account: 'organizer_pending', line: 'refund_ticket_sales', amountMinor: ticketPart, organizerId },
      { account: 'organizer_pending', line: 'refund_tax', amountMinor: taxPart, organizerId },
      { account: 'platform_fees', line: 'refund_buyer_fees', amountMinor: feePart, organizerId },
    ].filter((e) => e.amountMinor !== 0) as LedgerEntry[],
  }
}

// Payouts (issue 37 point 3, decision 042). The organizer's accounts are what Tessera owes them, so they
// are credited (negative) as money becomes theirs: ticket money lands in pending; the schedule releases it
// to available; a payout moves it from available to paid out, a contra account of clearing (the money
// the provider holds for us is clearing plus paid out), and a failed payout moves it back.

/**
 * `amountMinor` of an order's ticket money released from pending to available by the payout schedule; a
 * negative amount (a refund after the release) takes it back to pending. Null for nothing.
 */
export function computeReleasePosting(currency: string, organizerId: number, amountMinor: number): LedgerPosting | null {
  if (amountMinor === 0) return null
  return {
    kind: 'release',
    currency,
    entries: [
      { account: 'organizer_pending', line: 'release', amountMinor, organizerId },
      { account: 'organizer_available', line: 'release', amountMinor: -amountMinor, organizerId },
    ],
  }
}

// Moves `amountMinor` (> 0) of an organizer's money from one of their accounts to another.
function computeOrganizerMove(kind: 'payout' | 'payout_failed', from: LedgerAccount, to: LedgerAccount, currency: string, organizerId: number, amountMinor: number): LedgerPosting {
  if (!(amountMinor > 0)) throw new Error(`a ${kind} of ${amountMinor} was refused`)
  return {
    kind,
    currency,
    entries: [
      { account: from, line: kind, amountMinor, organizerId },
      { account: to, line: kind, amountMinor: -amountMinor, organizerId },
    ],
  }
}

/** A payout of `amountMinor` (> 0) leaves the organizer's available balance for their paid-out one. */
export function computePayoutPosting(currency: string, organizerId: number, amountMinor: number): LedgerPosting {
  return computeOrganizerMove('payout', 'organizer_available', 'organizer_paid_out', currency, organizerId, amountMinor)
}

/** A failed payout of `amountMinor` returns it from paid out to available, to be retried. */
export function computePayoutFailedPosting(currency: string, organizerId: number, amountMinor: number): LedgerPosting {
  return computeOrganizerMove('payout_failed', 'organizer_paid_out', 'organizer_available', currency, organizerId, amountMinor)
}

/**
 * A staff adjustment: `amountMinor` > 0 credits the organizer's available balance at the platform's
 * expense (a goodwill payment, a fee given back), < 0 debits it (a chargeback the organizer bears).
 * The reason is kept with the transaction.
 */
export function computeAdjustmentPosting(currency: string, organizerId: number, amountMinor: number): LedgerPosting {
  if (amountMinor === 0 || !Number.isInteger(amountMinor)) throw new Error(`an adjustment of ${amountMinor} was refused`)
  return {
    kind: 'adjustment',
    currency,
    entries: [
      { account: 'organizer_available', line: 'adjustment', amountMinor: -amountMinor, organizerId },
      { account: 'platform_fees', line: 'adjustment', amountMinor, organizerId },
    ],
  }
}

/** The sum of a posting's entries: zero for every posting these rules make. */
export function sumEntries(entries: readonly Pick<LedgerEntry, 'amountMinor'>[]): number {
  return entries.reduce((sum, e) => sum + e.amountMinor, 0)
}
