// A payout method as the API shows it (issue 37 contract): its kind, the last four characters of the
// account and whether payouts can be sent; never the account number.
import type { PayoutMethodRow } from './payouts-repository'

export type PayoutMethodJson = { kind: string; last4: string; status: string; account_holder: string; country: string | null }

export function toPayoutMethodJson(row: PayoutMethodRow): PayoutMethodJson {
  return { kind: row.kind, last4: row.last4, status: row.status, account_holder: row.accountHolder, country: row.country }
}
