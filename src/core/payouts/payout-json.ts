// A payout as the API shows it (issue 37 contract): `{id, status, amount, scheduled_for, paid_at, failure_reason}`.
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import type { PayoutRow } from './payouts-repository'

export type PayoutJson = {
  id: string
  status: string
  amount: MoneyJson
  scheduled_for: string
  paid_at: string | null
  failure_reason: string | null
}

export function toPayoutJson(row: PayoutRow, locale?: string): PayoutJson {
  return {
    id: String(row.id),
    status: row.status,
    amount: computeMoneyJson(row.amountMinor, row.currency, locale),
    scheduled_for: row.scheduledFor.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    failure_reason: row.failureReason,
  }
}
