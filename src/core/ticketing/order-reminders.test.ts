import { expect, test } from 'vitest'
import { computeReminderChoices, computeReminderHours, computeRemindedTickets, isReminderDue } from './order-reminders'

const start = new Date('2027-03-10T19:00:00Z')
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000)

test('A 24-hour reminder is due from 24 hours before the start until the start, not before and not after', () => {
  const placed = hoursBefore(24 * 7)
  expect(isReminderDue({ startAt: start, hoursBefore: 24, orderPlacedAt: placed, now: hoursBefore(24.01) })).toBe(false)
  expect(isReminderDue({ startAt: start, hoursBefore: 24, orderPlacedAt: placed, now: hoursBefore(24) })).toBe(true)
  expect(isReminderDue({ startAt: start, hoursBefore: 24, orderPlacedAt: placed, now: hoursBefore(3) })).toBe(true)
  expect(isReminderDue({ startAt: start, hoursBefore: 24, orderPlacedAt: placed, now: start })).toBe(false)
})

test('A purchase an hour before the start gets no 24-hour reminder', () => {
  expect(isReminderDue({ startAt: start, hoursBefore: 24, orderPlacedAt: hoursBefore(1), now: hoursBefore(0.5) })).toBe(false)
  expect(isReminderDue({ startAt: start, hoursBefore: 2, orderPlacedAt: hoursBefore(3), now: hoursBefore(1.5) })).toBe(true)
})

test('Checked-in, refunded and cancelled tickets are left out of a reminder', () => {
  const tickets = [
    { id: 1, status: 'valid', checkedInAt: null },
    { id: 2, status: 'valid', checkedInAt: new Date() },
    { id: 3, status: 'refunded', checkedInAt: null },
    { id: 4, status: 'cancelled', checkedInAt: null },
  ]
  expect(computeRemindedTickets(tickets).map((t) => t.id)).toEqual([1])
})

test('Offsets are stored once each, longest first, and the editor shows its choices plus any set through the API', () => {
  expect(computeReminderHours([2, 24, 2])).toEqual([24, 2])
  expect(computeReminderChoices([5])).toEqual([168, 48, 24, 5, 2, 1])
})
