// The test provider's bank accounts (issue 37 point 3, decision 041): an IBAN, validated by ibantools,
// or US routing and account numbers, the routing number checked by the ABA checksum. What is kept is
// only what a payout needs: the holder, the last four characters, the country or routing number, and,
// for the documented failing test numbers, how their transfers fail. The full number is never stored.
import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools'
import type { ArgumentErrors } from '@/core/shared/app-error'

export type TestBankAccountInput = { accountHolder: string; iban?: string; routingNumber?: string; accountNumber?: string }

export type StoredBankAccount = {
  accountHolder: string
  last4: string
  country: string | null
  routingNumber: string | null
  /** How transfers to the account end with the test provider: null paid, else the failure reason. */
  testFailure: string | null
}

/**
 * Test numbers whose payouts fail, like Stripe's (docs/api.md): the IBAN DE62 3704 0044 0532 0130 01 and
 * the US account number 000111111116 (any valid routing number, e.g. 110000000).
 */
export const FAILING_TEST_ACCOUNTS: Readonly<Record<string, string>> = {
  DE62370400440532013001: 'account_closed',
  '000111111116': 'account_closed',
}

/** The ABA checksum of a US routing number: 3·d1 + 7·d2 + d3 + 3·d4 + … ≡ 0 (mod 10), nine digits. */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1]
  const sum = [...routing].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0)
  return sum % 10 === 0
}

const IBAN_PROBLEMS: Partial<Record<ValidationErrorsIBAN, string>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: 'must start with a known country code',
  [ValidationErrorsIBAN.WrongBBANLength]: 'has the wrong length for its country',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'has characters its country does not allow',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'has wrong check digits: look for a typo',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'has a wrong bank or branch checksum: look for a typo',
}

/**
 * Checks a test bank account (an IBAN, or routing and account numbers, never both) and answers what is
 * kept of it, or the argument errors that name each wrong field.
 */
export function parseTestBankAccount(input: TestBankAccountInput): { account: StoredBankAccount } | { errors: ArgumentErrors } {
  const errors: ArgumentErrors = {}
  const holder = input.accountHolder.trim()
  if (holder.length === 0) errors.account_holder = ['is required']
  const hasIban = input.iban !== undefined
  const hasUs = input.routingNumber !== undefined || input.accountNumber !== undefined
  if (hasIban === hasUs) {
    errors.iban = ['give either an IBAN, or a US routing_number and account_number']
    return { errors }
  }
  if (hasIban) {
    const iban = electronicFormatIBAN(input.iban) ?? ''
    const result = validateIBAN(iban)
    if (!result.valid) errors.iban = [`is not a valid IBAN: ${IBAN_PROBLEMS[result.errorCodes[0]!] ?? 'check it for a typo'}`]
    if (Object.keys(errors).length > 0) return { errors }
    return { account: { accountHolder: holder, last4: iban.slice(-4), country: iban.slice(0, 2), routingNumber: null, testFailure: FAILING_TEST_ACCOUNTS[iban] ?? null } }
  }
  const routing = (input.routingNumber ?? '').replace(/[\s-]/g, '')
  const number = (input.accountNumber ?? '').replace(/[\s-]/g, '')
  if (!isValidRoutingNumber(routing)) errors.routing_number = ['is not a valid US routing number (nine digits with a valid checksum)']
  if (!/^\d{4,17}$/.test(number)) errors.account_number = ['must be 4 to 17 digits']
  if (Object.keys(errors).length > 0) return { errors }
  return { account: { accountHolder: holder, last4: number.slice(-4), country: null, routingNumber: routing, testFailure: FAILING_TEST_ACCOUNTS[number] ?? null } }
}
