import { expect, test } from 'vitest'
import { computeUnpublishOption } from './unpublish-rules'

test('A live event from which no ticket was issued can be unpublished', () => {
  expect(computeUnpublishOption({ status: 'live', ticketsIssued: false })).toBe('allowed')
})

test('A live event with tickets issued cannot be unpublished: it is cancelled instead', () => {
  expect(computeUnpublishOption({ status: 'live', ticketsIssued: true })).toBe('has_sales')
})

test('A draft is already unpublished, and a cancelled event cannot be unpublished whatever its sales', () => {
  expect(computeUnpublishOption({ status: 'draft', ticketsIssued: false })).toBe('already_draft')
  expect(computeUnpublishOption({ status: 'cancelled', ticketsIssued: false })).toBe('not_live')
  expect(computeUnpublishOption({ status: 'cancelled', ticketsIssued: true })).toBe('not_live')
})
