import { expect, test } from 'vitest'
import { computeTicketVoidReason, isTicketValidForEntry } from './ticket-entry'

test('Only a valid ticket lets its holder in and shows its QR code', () => {
  expect(isTicketValidForEntry('valid')).toBe(true)
  expect(computeTicketVoidReason('valid')).toBeNull()
})

test('A refunded or cancelled ticket is marked not valid for entry, with the reason it says', () => {
  expect(isTicketValidForEntry('refunded')).toBe(false)
  expect(isTicketValidForEntry('cancelled')).toBe(false)
  expect(computeTicketVoidReason('refunded')).toBe('refunded')
  expect(computeTicketVoidReason('cancelled')).toBe('cancelled')
})

test('A ticket in a status no one planned for does not admit either', () => {
  expect(isTicketValidForEntry('void')).toBe(false)
  expect(isTicketValidForEntry('')).toBe(false)
  expect(computeTicketVoidReason('void')).toBe('other')
})
