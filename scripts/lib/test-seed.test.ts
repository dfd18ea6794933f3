import { afterEach, expect, test } from 'vitest'
import { replayLine, testSeed } from './test-seed'

const saved = process.env.CHAOS_SEED
afterEach(() => {
  if (saved === undefined) delete process.env.CHAOS_SEED
  else process.env.CHAOS_SEED = saved
})

test('A seed given in the environment is used as it is, so a printed failure replays', () => {
  process.env.CHAOS_SEED = '123456'
  expect(testSeed('CHAOS_SEED')).toBe(123456)
})

test('Without one, each run draws a new seed and keeps it for its child processes', () => {
  delete process.env.CHAOS_SEED
  const first = testSeed('CHAOS_SEED')
  expect(Number.isSafeInteger(first)).toBe(true)
  expect(process.env.CHAOS_SEED).toBe(String(first))
  expect(testSeed('CHAOS_SEED')).toBe(first)
  delete process.env.CHAOS_SEED
  const draws = new Set(Array.from({ length: 5 }, () => (delete process.env.CHAOS_SEED, testSeed('CHAOS_SEED'))))
  expect(draws.size).toBeGreaterThan(1)
})

test('A seed that is not an integer is refused with its name', () => {
  process.env.CHAOS_SEED = 'abc'
  expect(() => testSeed('CHAOS_SEED')).toThrow('CHAOS_SEED must be an integer, not "abc"')
})

test('The replay line names every variable and the command', () => {
  expect(replayLine({ FUZZ_SEED: 42, FUZZ_RUNS: 150 }, 'npx playwright test tests/api/api-fuzz.spec.ts')).toBe(
    'Replay this run exactly: FUZZ_SEED=42 FUZZ_RUNS=150 npx playwright test tests/api/api-fuzz.spec.ts',
  )
})
