import { expect, test } from 'vitest'
import { computeBankStepExpiry } from './bank-step-hold'

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 30, 12, minutes))

test('A buyer who reaches the bank step with one minute of hold left gets a full hold window to confirm', () => {
  const order = { createdAt: at(0), expiresAt: at(10) }
  expect(computeBankStepExpiry(order, at(9), 10)).toEqual(at(19))
})

test('Asking for the bank step again and again never holds the tickets past twice the hold length', () => {
  const order = { createdAt: at(0), expiresAt: at(19) }
  expect(computeBankStepExpiry(order, at(18), 10)).toEqual(at(20))
})

test('The bank step never shortens a hold', () => {
  const order = { createdAt: at(0), expiresAt: at(25) }
  expect(computeBankStepExpiry(order, at(1), 10)).toEqual(at(25))
})
