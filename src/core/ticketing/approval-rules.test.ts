// The pure rules of approval (decision 064): who needs it, when an undecided registration lapses, what
// the organizer's message becomes, and what an order's trail says about its approval.
import { expect, test } from 'vitest'
import { APPROVAL_AUTHORISATION_DAYS, APPROVAL_MESSAGE_MAX, computeApprovalDeadline, computeApprovalJson, computeApprovalMessage, computeRequiresApproval } from './approval-rules'
import { canMoveOrder, rebuildOrderStatus } from './order-state'

const DAY = 24 * 60 * 60 * 1000
const now = new Date('2027-01-13T15:00:00Z')

test('A registration needs approval when its event or any of its classes asks for it', () => {
  expect(computeRequiresApproval({ requiresApproval: true }, [{ requiresApproval: false }])).toBe(true)
  expect(computeRequiresApproval({ requiresApproval: false }, [{ requiresApproval: false }, { requiresApproval: true }])).toBe(true)
  expect(computeRequiresApproval({ requiresApproval: false }, [{ requiresApproval: false }])).toBe(false)
})

test('An undecided registration lapses after six days, or at the event’s start when that comes first', () => {
  expect(APPROVAL_AUTHORISATION_DAYS).toBeLessThan(7)
  expect(computeApprovalDeadline(now, new Date(now.getTime() + 30 * DAY))).toEqual(new Date(now.getTime() + 6 * DAY))
  expect(computeApprovalDeadline(now, new Date(now.getTime() + 2 * DAY))).toEqual(new Date(now.getTime() + 2 * DAY))
  // Registered moments before the start: not lapsed by a sweep already under way.
  expect(computeApprovalDeadline(now, now).getTime()).toBe(now.getTime() + 60_000)
})

test('The organizer’s message reaches the buyer as plain text: no markup, no control characters, bounded', () => {
  expect(computeApprovalMessage('  <b>Sorry</b>, the room is full.\r\n\r\n\r\n\r\nNext time!\u0007 ')).toBe('bSorry/b, the room is full.\n\nNext time!')
  expect(computeApprovalMessage('   ')).toBeNull()
  expect(computeApprovalMessage(undefined)).toBeNull()
  expect([...computeApprovalMessage('é'.repeat(APPROVAL_MESSAGE_MAX + 50))!]).toHaveLength(APPROVAL_MESSAGE_MAX)
})

test('The lifecycle lets a registration awaiting approval be paid, declined or lapse, and nothing else', () => {
  expect(canMoveOrder('reserved', 'pending_approval')).toBe(true)
  expect(canMoveOrder('pending_approval', 'paid')).toBe(true)
  expect(canMoveOrder('pending_approval', 'cancelled')).toBe(true)
  expect(canMoveOrder('pending_approval', 'expired')).toBe(true)
  expect(canMoveOrder('pending_approval', 'refunded')).toBe(false)
  expect(canMoveOrder('paid', 'pending_approval')).toBe(false)
  expect(canMoveOrder('cancelled', 'pending_approval')).toBe(false)
  expect(rebuildOrderStatus([{ from: null, to: 'reserved' }, { from: 'reserved', to: 'pending_approval' }, { from: 'pending_approval', to: 'paid' }])).toBe('paid')
})

const entry = (reason: string, amountMinor: number | null, at: Date, details: Record<string, unknown> | null = null) => ({ ticketId: null, reason, amountMinor, details, createdAt: at })

test('An order’s page says what was decided and what became of the card, from its trail', () => {
  const registered = entry('registered_for_approval', 2500, now)
  expect(computeApprovalJson([entry('hold', 2500, now)])).toBeNull()
  expect(computeApprovalJson([entry('hold', 2500, now), registered])).toEqual({ status: 'pending', decided_at: null, message: null, card: 'authorized' })
  const later = new Date(now.getTime() + DAY)
  expect(computeApprovalJson([registered, entry('approved_by_organizer', 2500, later)])).toMatchObject({ status: 'approved', card: 'captured', decided_at: later.toISOString() })
  expect(computeApprovalJson([registered, entry('declined_by_organizer', 0, later, { message: 'Full, sorry.' })])).toMatchObject({ status: 'declined', card: 'released', message: 'Full, sorry.' })
  expect(computeApprovalJson([registered, entry('approval_lapsed', 0, later)])).toMatchObject({ status: 'lapsed', card: 'released' })
  // A free registration has no card.
  expect(computeApprovalJson([entry('registered_for_approval', 0, now)])).toMatchObject({ status: 'pending', card: null })
})
