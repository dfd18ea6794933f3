import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { computeFairOrder, computeSeedCommitment, rankCorrelation, sortCanonically, verifyFairOrder, type PrequeueEntry } from './fair-shuffle'

const seedOf = (n: number) => createHash('sha256').update(`seed ${n}`).digest('hex')
const entriesOf = (n: number): PrequeueEntry[] =>
  Array.from({ length: n }, (_, i) => ({ id: `q_${String(i).padStart(6, '0')}`, joinedAt: new Date(Date.UTC(2026, 11, 1, 18, 0, 0) + i * 10).toISOString() }))

describe('the pre-queue’s fair order', () => {
  test('is a permutation of the entries, the same for the same seed whatever order they are given in', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 60 }), fc.integer(), (ids, n) => {
        const entries = ids.map((id, i) => ({ id, joinedAt: new Date(Date.UTC(2026, 0, 1) + (i % 7) * 1000).toISOString() }))
        const order = computeFairOrder(seedOf(n), entries)
        expect([...order].sort()).toEqual([...ids].sort())
        expect(computeFairOrder(seedOf(n), [...entries].reverse())).toEqual(order)
      }),
    )
  })

  test('another seed gives another order', () => {
    const entries = entriesOf(50)
    expect(computeFairOrder(seedOf(1), entries)).not.toEqual(computeFairOrder(seedOf(2), entries))
  })

  test('gives each of the six orders of three entries about as often, over six thousand seeds', () => {
    const counts = new Map<string, number>()
    const entries = entriesOf(3)
    for (let n = 0; n < 6000; n++) {
      const key = computeFairOrder(seedOf(n), entries).join(',')
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    expect(counts.size).toBe(6)
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(120)
  })

  test('bears no relation to who joined first, over ten thousand entries', () => {
    const entries = entriesOf(10_000)
    const order = computeFairOrder(seedOf(7), entries)
    expect(Math.abs(rankCorrelation(sortCanonically(entries).map((e) => e.id), order))).toBeLessThan(0.05)
  })

  test('ties in join time are broken by id, so the starting order is fixed', () => {
    const same = '2026-12-01T18:00:00.000Z'
    expect(sortCanonically([{ id: 'b', joinedAt: same }, { id: 'a', joinedAt: same }]).map((e) => e.id)).toEqual(['a', 'b'])
  })

  test('verifies what was published, and names what does not match', () => {
    const seed = seedOf(3)
    const entries = entriesOf(20)
    const order = computeFairOrder(seed, entries)
    const commitment = computeSeedCommitment(seed)
    expect(verifyFairOrder({ commitment, seed, entries, order })).toEqual({ ok: true })
    expect(verifyFairOrder({ commitment, seed: seedOf(4), entries, order })).toMatchObject({ ok: false, reason: expect.stringContaining('commitment') })
    const swapped = [order[1]!, order[0]!, ...order.slice(2)]
    expect(verifyFairOrder({ commitment, seed, entries, order: swapped })).toMatchObject({ ok: false, reason: expect.stringContaining('Place 1') })
    expect(verifyFairOrder({ commitment, seed, entries: entries.slice(1), order })).toMatchObject({ ok: false })
  })

  test('the commitment is SHA-256 of the seed’s bytes', () => {
    expect(computeSeedCommitment('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925')
  })

  test('refuses a seed that is not 32 bytes of hex', () => {
    expect(() => computeFairOrder('abc', [])).toThrow('32 bytes')
  })

  test('rank correlation is 1 for the same order and −1 for the reverse', () => {
    expect(rankCorrelation(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(1)
    expect(rankCorrelation(['a', 'b', 'c'], ['c', 'b', 'a'])).toBe(-1)
  })
})
