import { expect, test } from 'vitest'
import { computeEventListStatus } from './event-list-status'

const now = new Date('2027-01-13T15:00:00Z')
const future = new Date('2027-03-01T00:00:00Z')
const past = new Date('2026-12-01T00:00:00Z')

test('A cancelled event leaves Upcoming and shows Cancelled, before or after its date', () => {
  expect(computeEventListStatus({ status: 'cancelled', lastEndAt: future }, now)).toBe('cancelled')
  expect(computeEventListStatus({ status: 'cancelled', lastEndAt: past }, now)).toBe('cancelled')
})

test('A live event is upcoming until its last date has ended, then past', () => {
  expect(computeEventListStatus({ status: 'live', lastEndAt: future }, now)).toBe('live')
  expect(computeEventListStatus({ status: 'live', lastEndAt: past }, now)).toBe('ended')
})

test('A draft is a draft whatever its dates', () => {
  expect(computeEventListStatus({ status: 'draft', lastEndAt: past }, now)).toBe('draft')
  expect(computeEventListStatus({ status: 'draft', lastEndAt: future }, now)).toBe('draft')
})
