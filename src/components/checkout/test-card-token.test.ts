import { expect, test } from 'vitest'
import { tokenizeTestCard, validateCard } from './test-card-token'

const now = new Date('2026-11-25T12:00:00Z')

test('The documented test cards become the provider tokens; other numbers are declined', () => {
  expect(tokenizeTestCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).toBe('tok_visa')
  expect(tokenizeTestCard({ number: '4000-0000-0000-0002', expiry: '12/30', cvc: '123' })).toBe(
    'tok_chargeDeclined',
  )
  expect(tokenizeTestCard({ number: '4000 0000 0000 9995', expiry: '12/30', cvc: '123' })).toBe(
    'tok_chargeDeclinedInsufficientFunds',
  )
  expect(tokenizeTestCard({ number: '5555 5555 5555 4444', expiry: '12/30', cvc: '123' })).toBe(
    'tok_chargeDeclined',
  )
})

test('A card form names each wrong field before anything is sent', () => {
  expect(validateCard({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' }, now)).toEqual({})
  const errors = validateCard({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, now)
  expect(Object.keys(errors).sort()).toEqual(['cvc', 'expiry', 'number'])
  expect(validateCard({ number: '4242424242424242', expiry: '13/30', cvc: '1234' }, now)).toEqual({
    expiry: 'Enter a future expiry date as MM/YY.',
  })
})
