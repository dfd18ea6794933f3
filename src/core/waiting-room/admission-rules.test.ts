import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { computeAdmissionPace, computePlaceStatus, estimateWaitSeconds, planAdmissions, type WaitingEntry } from './admission-rules'

const NOW = 1_000_000
const fresh = (id: string, position: number): WaitingEntry => ({ id, position, lastSeenMs: NOW - 1000 })
const base = { maxActive: 3, active: 0, nowMs: NOW, graceMs: 30_000, paused: false, shuffled: true }

describe('who the waiting room lets in', () => {
  test('admits in line order up to the free checkout slots', () => {
    const waiting = [fresh('c', 3), fresh('a', 1), fresh('d', 4), fresh('b', 2)]
    expect(planAdmissions({ ...base, active: 1, waiting })).toEqual({ admit: ['a', 'b'], abandon: [] })
  })

  test('never lets active checkouts pass the limit, whatever the line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 40 }), (maxActive, active, n) => {
        const waiting = Array.from({ length: n }, (_, i) => fresh(`e${i}`, i + 1))
        const { admit } = planAdmissions({ ...base, maxActive, active, waiting })
        expect(active + admit.length).toBeLessThanOrEqual(Math.max(maxActive, active))
        expect(admit.length).toBe(Math.min(n, Math.max(0, maxActive - active)))
      }),
    )
  })

  test('gives up places whose page stopped asking, and admits the next instead', () => {
    const waiting = [fresh('a', 1), { id: 'gone', position: 2, lastSeenMs: NOW - 31_000 }, fresh('c', 3), fresh('d', 4)]
    expect(planAdmissions({ ...base, waiting })).toEqual({ admit: ['a', 'c', 'd'], abandon: ['gone'] })
  })

  test('admits nobody while paused or before the shuffle', () => {
    const waiting = [fresh('a', 1)]
    expect(planAdmissions({ ...base, waiting, paused: true }).admit).toEqual([])
    expect(planAdmissions({ ...base, waiting, shuffled: false }).admit).toEqual([])
  })
})

describe('what a poll answers', () => {
  const place = { shuffled: true, position: 40, admitted: false, abandoned: false, done: false, nowServing: 25 }

  test('before the shuffle: the pre-queue, with no place yet', () => {
    expect(computePlaceStatus({ ...place, shuffled: false, position: null })).toEqual({ status: 'prequeue', position: null, ahead: null })
  })

  test('in line: the place and the people between the last admitted and it', () => {
    expect(computePlaceStatus(place)).toEqual({ status: 'queued', position: 40, ahead: 14 })
  })

  test('admitted, given up and done are said as such', () => {
    expect(computePlaceStatus({ ...place, admitted: true }).status).toBe('admitted')
    expect(computePlaceStatus({ ...place, abandoned: true }).status).toBe('abandoned')
    expect(computePlaceStatus({ ...place, done: true }).status).toBe('done')
  })
})

describe('the estimated wait', () => {
  test('is the people ahead divided by the recent pace', () => {
    expect(estimateWaitSeconds(120, 60)).toBe(120)
    expect(estimateWaitSeconds(0, 0)).toBe(0)
    expect(estimateWaitSeconds(10, 0)).toBeNull()
  })

  test('the pace counts admissions in the window only', () => {
    expect(computeAdmissionPace([NOW - 200_000, NOW - 50_000, NOW - 10_000, NOW - 1], NOW, 120_000)).toBe(1.5)
  })
})
