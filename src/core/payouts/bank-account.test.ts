import { expect, test } from 'vitest'
import { isValidRoutingNumber, parseTestBankAccount } from './bank-account'

test('US routing numbers pass only with a valid ABA checksum and nine digits', () => {
  expect(isValidRoutingNumber('110000000')).toBe(true)
  expect(isValidRoutingNumber('021000021')).toBe(true)
  expect(isValidRoutingNumber('021000022')).toBe(false)
  expect(isValidRoutingNumber('02100002')).toBe(false)
  expect(isValidRoutingNumber('02100002a')).toBe(false)
})

test('An IBAN written with spaces and small letters is kept as its last four characters and country, never whole', () => {
  const parsed = parseTestBankAccount({ accountHolder: ' Ada Lovelace ', iban: 'de89 3704 0044 0532 0130 00' })
  expect(parsed).toEqual({ account: { accountHolder: 'Ada Lovelace', last4: '3000', country: 'DE', routingNumber: null, testFailure: null } })
  expect(JSON.stringify(parsed)).not.toContain('0532013000')
})

test('A mistyped IBAN is refused with the reason, naming the field', () => {
  expect(parseTestBankAccount({ accountHolder: 'Ada', iban: 'DE89370400440532013001' })).toEqual({ errors: { iban: ['is not a valid IBAN: has wrong check digits: look for a typo'] } })
  expect(parseTestBankAccount({ accountHolder: 'Ada', iban: 'XX00' })).toMatchObject({ errors: { iban: [expect.stringContaining('not a valid IBAN')] } })
})

test('US accounts need a valid routing number and 4 to 17 digits; an IBAN and US numbers together are refused', () => {
  expect(parseTestBankAccount({ accountHolder: 'Ada', routingNumber: '110000000', accountNumber: '000123456789' })).toEqual({
    account: { accountHolder: 'Ada', last4: '6789', country: null, routingNumber: '110000000', testFailure: null },
  })
  expect(parseTestBankAccount({ accountHolder: 'Ada', routingNumber: '123456789', accountNumber: '12' })).toEqual({
    errors: { routing_number: [expect.stringContaining('routing number')], account_number: ['must be 4 to 17 digits'] },
  })
  expect(parseTestBankAccount({ accountHolder: 'Ada', iban: 'DE89370400440532013000', accountNumber: '1234' })).toMatchObject({ errors: { iban: [expect.any(String)] } })
})

test('The documented failing test numbers are accepted and marked to fail, like Stripe’s', () => {
  expect(parseTestBankAccount({ accountHolder: 'Ada', iban: 'DE62370400440532013001' })).toMatchObject({ account: { testFailure: 'account_closed', last4: '3001' } })
  expect(parseTestBankAccount({ accountHolder: 'Ada', routingNumber: '110000000', accountNumber: '000111111116' })).toMatchObject({ account: { testFailure: 'account_closed' } })
})
