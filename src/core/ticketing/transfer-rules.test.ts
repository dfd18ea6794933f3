import { expect, test } from 'vitest'
import { isAppError } from '@/core/shared/app-error'
import { computeTicketRefundShares } from './refund-rules'
import { assertTransferAllowed, computeTransferDeadline, computeTransferRefusal, computeTransferUntil } from './transfer-rules'

const startAt = new Date('2027-03-10T19:00:00Z')
const allowed = { transfersAllowed: true, transferCutoffHours: 0, startAt }
const paid = { status: 'paid' }
const valid = { status: 'valid', checkedInAt: null }

test('A valid ticket of a paid order can be transferred until the event starts by default', () => {
  expect(computeTransferRefusal(allowed, paid, valid, new Date('2027-03-10T18:59:59Z'))).toBeNull()
  expect(computeTransferRefusal(allowed, paid, valid, startAt)).toBe('cut_off_passed')
})

test('A cut-off in hours closes transfers that long before the start', () => {
  const event = { ...allowed, transferCutoffHours: 24 }
  expect(computeTransferDeadline(startAt, 24).toISOString()).toBe('2027-03-09T19:00:00.000Z')
  expect(computeTransferRefusal(event, paid, valid, new Date('2027-03-09T18:00:00Z'))).toBeNull()
  expect(computeTransferRefusal(event, paid, valid, new Date('2027-03-09T19:00:00Z'))).toBe('cut_off_passed')
})

test('An organizer who forbids transfers refuses every ticket and shows no deadline', () => {
  const event = { ...allowed, transfersAllowed: false }
  expect(computeTransferRefusal(event, paid, valid, new Date('2027-01-01T00:00:00Z'))).toBe('forbidden')
  expect(computeTransferUntil(event)).toBeNull()
})

test('Refunded, cancelled, transferred and checked-in tickets and unpaid orders cannot be transferred', () => {
  const early = new Date('2027-01-01T00:00:00Z')
  expect(computeTransferRefusal(allowed, paid, { status: 'refunded', checkedInAt: null }, early)).toBe('refunded')
  expect(computeTransferRefusal(allowed, paid, { status: 'cancelled', checkedInAt: null }, early)).toBe('cancelled')
  expect(computeTransferRefusal(allowed, paid, { status: 'transferred', checkedInAt: null }, early)).toBe('transferred')
  expect(computeTransferRefusal(allowed, paid, { status: 'valid', checkedInAt: early }, early)).toBe('checked_in')
  expect(computeTransferRefusal(allowed, { status: 'reserved' }, valid, early)).toBe('order_not_paid')
  expect(computeTransferRefusal(allowed, { status: 'partially_refunded' }, valid, early)).toBeNull()
})

test('A refusal is a TRANSFER_NOT_ALLOWED error that names its reason', () => {
  expect(() => assertTransferAllowed(null)).not.toThrow()
  try {
    assertTransferAllowed('cut_off_passed')
    expect.unreachable()
  } catch (error) {
    expect(isAppError(error) && error.code).toBe('TRANSFER_NOT_ALLOWED')
    expect(isAppError(error) && error.extra.details).toEqual({ reason: 'cut_off_passed' })
  }
})

test('A transferred ticket’s new ticket is worth the refund share of the seat it holds, so a transfer changes no amount', () => {
  const lines = [{ ticketClassId: 1, unitPriceMinor: 1000, unitFeeMinor: 0 }]
  const before = computeTicketRefundShares(1001, [{ id: 1, ticketClassId: 1 }, { id: 2, ticketClassId: 1 }], lines)
  const after = computeTicketRefundShares(1001, [{ id: 1, ticketClassId: 1 }, { id: 2, ticketClassId: 1 }, { id: 3, ticketClassId: 1, transferredFromTicketId: 1 }, { id: 4, ticketClassId: 1, transferredFromTicketId: 3 }], lines)
  expect(before).toEqual([501, 500])
  expect(after).toEqual([501, 500, 501, 501])
})
