import { expect, test } from 'vitest'
import { pooledRandomBytes } from './pooled-random'

test('Pooled random bytes come in the size asked, never repeat, and keep coming past a refill', () => {
  const seen = new Set<string>()
  // 1,000 draws of 16 bytes cross the 4 KB pool's refill a few times.
  for (let i = 0; i < 1000; i++) {
    const bytes = pooledRandomBytes(16)
    expect(bytes).toHaveLength(16)
    seen.add(bytes.toString('hex'))
  }
  expect(seen.size).toBe(1000)
})

test('Each byte value turns up about equally often', () => {
  const counts = new Array<number>(256).fill(0)
  for (let i = 0; i < 2048; i++) for (const byte of pooledRandomBytes(16)) counts[byte]!++
  // 32,768 bytes: 128 of each value expected; a fair source stays well within 60–200.
  expect(Math.min(...counts)).toBeGreaterThan(60)
  expect(Math.max(...counts)).toBeLessThan(200)
})

test('A bytes copy handed out is not changed by later draws', () => {
  const first = pooledRandomBytes(32)
  const copy = Buffer.from(first)
  for (let i = 0; i < 300; i++) pooledRandomBytes(16)
  expect(first.equals(copy)).toBe(true)
})

test('More than the pool holds is refused', () => {
  expect(() => pooledRandomBytes(5000)).toThrow(RangeError)
})
