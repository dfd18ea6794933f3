import { computeMoneyJson } from '@/core/money/money'
import { expect, test } from 'vitest'
import { checkoutMessages } from './checkout-messages'
import {
  classPriceText,
  classStatusText,
  countdownText,
  errorMessage,
  maxChoosable,
  stepQuantity,
} from './checkout-text'
import { buildTicketClassJson } from '../../../tests/factories/build-ticket-class-json'

const ticketClass = buildTicketClassJson

test('A paid class shows its all-in price with the buyer fee included; a free one says Free', () => {
  expect(classPriceText(ticketClass())).toBe('$26.87')
  expect(classPriceText(ticketClass({ fee: null, display_price: undefined }))).toBe('$25')
  expect(
    classPriceText(
      ticketClass({ free: true, cost: computeMoneyJson(0, 'USD'), fee: null, display_price: undefined }),
    ),
  ).toBe('Free')
  expect(classPriceText(ticketClass({ display_price: computeMoneyJson(1099, 'EUR') }))).toBe('€10.99')
})

test('A class says how many are left only when few remain, and names its sales window', () => {
  expect(classStatusText(ticketClass(), 'America/New_York')).toBeNull()
  expect(classStatusText(ticketClass({ quantity_remaining: 3 }), 'America/New_York')).toBe('3 left')
  // Decision 052: from the share remaining, as on the event page; a 10-seat class nothing was taken of says nothing.
  expect(classStatusText(ticketClass({ quantity_total: 10, quantity_remaining: 10 }), 'America/New_York')).toBeNull()
  expect(classStatusText(ticketClass({ quantity_total: 10, quantity_remaining: 1 }), 'America/New_York')).toBe('1 left')
  expect(classStatusText(ticketClass({ on_sale_status: 'SALES_ENDED' }), 'America/New_York')).toBe(
    'Sales ended',
  )
  expect(classStatusText(ticketClass({ on_sale_status: 'SOLD_OUT', quantity_remaining: 0 }), 'UTC')).toBe(
    'Sold out',
  )
  const notYet = ticketClass({ on_sale_status: 'NOT_YET_ON_SALE', sales_start: '2026-12-01T15:00:00Z' })
  expect(classStatusText(notYet, 'America/New_York')).toBe('On sale Dec 1, 10:00 AM')
})

test('Steppers move between zero and the per-order minimum and maximum, never past what remains', () => {
  const group = ticketClass({ minimum_quantity: 2, maximum_quantity: 4 })
  expect(stepQuantity(group, 0, 1)).toBe(2)
  expect(stepQuantity(group, 2, 1)).toBe(3)
  expect(stepQuantity(group, 4, 1)).toBe(4)
  expect(stepQuantity(group, 2, -1)).toBe(0)
  expect(stepQuantity(ticketClass({ quantity_remaining: 2 }), 2, 1)).toBe(2)
  expect(maxChoosable(ticketClass({ on_sale_status: 'SALES_ENDED' }))).toBe(0)
  // A minimum above what remains cannot be bought at all.
  expect(stepQuantity(ticketClass({ minimum_quantity: 3, quantity_remaining: 2 }), 0, 1)).toBe(0)
})

test('Refusals read as the server says them, else as our sentence for the code, else a generic one', () => {
  expect(errorMessage('CARD_DECLINED')).toMatch(/declined/)
  expect(errorMessage('NOT_ENOUGH_TICKETS', 'Only 3 "General" tickets are left.')).toBe(
    'Only 3 "General" tickets are left.',
  )
  expect(errorMessage('DISCOUNT_NOT_APPLICABLE', 'That promo code has expired.')).toBe(
    'That promo code has expired.',
  )
  expect(errorMessage('SOMETHING_NEW')).toBe('Something went wrong. Try again.')
})

test('The countdown reads minutes and seconds and stops at zero', () => {
  expect(countdownText(600_000)).toBe('10:00')
  expect(countdownText(65_500)).toBe('1:06')
  expect(countdownText(-5)).toBe('0:00')
})

test('A waitlist offer’s day reads in hours and minutes, not 1438:29 (issue 38 §7)', () => {
  const { hoursMinutes } = checkoutMessages
  expect(countdownText((23 * 3600 + 58 * 60 + 29) * 1000, hoursMinutes)).toBe('23 h 58 min')
  expect(countdownText(3600_000, hoursMinutes)).toBe('1 h 0 min')
  expect(countdownText(3599_000, hoursMinutes)).toBe('59:59')
})
