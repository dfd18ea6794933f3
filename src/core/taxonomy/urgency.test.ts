import { expect, test } from 'vitest'
import { URGENCY_SIGNALS, pickUrgencyLabel } from './urgency'

test('Only the highest-priority applicable label is picked', () => {
  expect(pickUrgencyLabel({ new: true, popular: true, goingFast: true })).toBe('Going fast')
  expect(pickUrgencyLabel({ new: true, fewTickets: true, salesEndSoon: true })).toBe('Almost full')
  expect(pickUrgencyLabel({ new: true, earlyBird: true })).toBe('Early bird')
  expect(pickUrgencyLabel({ new: true })).toBe('Just added')
})

test('No set flag means no label', () => {
  expect(pickUrgencyLabel({})).toBeNull()
  expect(pickUrgencyLabel({ goingFast: false, popular: false })).toBeNull()
})

test('Labels follow the spec priority and each API flag maps to its kind', () => {
  expect(URGENCY_SIGNALS.map((signal) => signal.label)).toEqual([
    'Going fast',
    'Almost full',
    'Sales end soon',
    'Early bird',
    'Popular',
    'Just added',
  ])
  expect(Object.fromEntries(URGENCY_SIGNALS.map((signal) => [signal.flag, signal.kind]))).toEqual({
    fewTickets: 'almost-full',
    salesEndSoon: 'sales-end-soon',
    earlyBird: 'early-access',
    popular: 'popular',
    new: 'just-added',
    goingFast: 'going-fast',
  })
})
