import { expect, test } from 'vitest'
import { createRandom, createWeightedTable, drawWeighted } from './random'

test('The same seed gives the same sequence and another seed a different one', () => {
  const a = createRandom(42)
  const b = createRandom(42)
  const c = createRandom(43)
  const seqA = Array.from({ length: 20 }, () => a.next())
  expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA)
  expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA)
  for (const x of seqA) {
    expect(x).toBeGreaterThanOrEqual(0)
    expect(x).toBeLessThan(1)
  }
})

test('Forked generators depend on their label only, not on draws made before the fork', () => {
  const a = createRandom('seed')
  const b = createRandom('seed')
  b.next()
  b.next()
  expect(a.fork('group:1').next()).toBe(b.fork('group:1').next())
  expect(a.fork('group:1').next()).not.toBe(a.fork('group:2').next())
})

test('Integers stay in range and weighted draws follow their weights', () => {
  const r = createRandom(1)
  const counts = [0, 0, 0]
  const table = createWeightedTable([0, 1, 2], [1, 3, 6])
  for (let i = 0; i < 20_000; i++) {
    const n = r.int(3, 5)
    expect(n).toBeGreaterThanOrEqual(3)
    expect(n).toBeLessThanOrEqual(5)
    counts[drawWeighted(r, table)]! += 1
  }
  expect(counts[0]! / 20_000).toBeCloseTo(0.1, 1)
  expect(counts[2]! / 20_000).toBeCloseTo(0.6, 1)
  expect(r.weightedPick(['a', 'b'], [0, 1])).toBe('b')
  expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5])
})
