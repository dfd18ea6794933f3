// Randomised tests (issue 35) draw from a seed that changes every run and is printed with any failure, so
// that a failure found by chance can be replayed exactly: `FUZZ_SEED=… npx playwright test …`.
// `npm test` fixes the run's seeds first and prints them; a file run on its own draws its own.
import { randomInt } from 'node:crypto'

export type SeedName = 'FUZZ_SEED' | 'RACE_SEED' | 'CHAOS_SEED' | 'LIFECYCLE_SEED'

/**
 * The seed named by `name`: the environment's when set (a replay), otherwise a fresh one, written back to
 * the environment so that this process's children and later calls use the same.
 */
export function testSeed(name: SeedName): number {
  const given = process.env[name]
  if (given !== undefined && given !== '') {
    const seed = Number(given)
    if (!Number.isSafeInteger(seed)) throw new Error(`${name} must be an integer, not ${JSON.stringify(given)}`)
    return seed
  }
  const fresh = randomInt(1, 2 ** 31 - 1)
  process.env[name] = String(fresh)
  return fresh
}

/** The line a failure prints: the variables that replay it and the command to run. */
export function replayLine(variables: Record<string, string | number>, command: string): string {
  const assignments = Object.entries(variables).map(([name, value]) => `${name}=${value}`)
  return `Replay this run exactly: ${[...assignments, command].join(' ')}`
}
