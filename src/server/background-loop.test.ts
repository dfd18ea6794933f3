// Shutdown must not close the database under a mail-delivery or wait-list pass (background-loop.ts).
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { startBackgroundLoop } from './background-loop'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

/** A loop every 1 s whose passes each wait until the test lets them finish. */
function startHeldLoop() {
  const passes: ReturnType<typeof deferred>[] = []
  const loop = startBackgroundLoop(
    () => {
      const pass = deferred()
      passes.push(pass)
      return pass.promise
    },
    1000,
    () => {},
  )
  return { passes, loop }
}

test('Stopping waits for the pass under way to finish, and no pass starts after it', async () => {
  const { passes, loop } = startHeldLoop()
  await vi.advanceTimersByTimeAsync(1000)
  expect(passes).toHaveLength(1)
  let stopped = false
  const stopping = loop.stop().then(() => (stopped = true))
  await vi.advanceTimersByTimeAsync(5000)
  expect(stopped).toBe(false)
  passes[0]!.resolve()
  await stopping
  expect(stopped).toBe(true)
  await vi.advanceTimersByTimeAsync(5000)
  expect(passes).toHaveLength(1)
})

test('A slow pass makes the next ticks skip instead of running beside it', async () => {
  const { passes, loop } = startHeldLoop()
  await vi.advanceTimersByTimeAsync(3500)
  expect(passes).toHaveLength(1)
  passes[0]!.resolve()
  await vi.advanceTimersByTimeAsync(1000)
  expect(passes).toHaveLength(2)
  passes[1]!.resolve()
  await loop.stop()
})

test('A failing pass is reported and the loop goes on; stopping with no pass under way is immediate', async () => {
  const errors: unknown[] = []
  let calls = 0
  const loop = startBackgroundLoop(
    async () => {
      calls += 1
      throw new Error(`pass ${calls} failed`)
    },
    1000,
    (error) => errors.push(error),
  )
  await vi.advanceTimersByTimeAsync(2500)
  expect(calls).toBe(2)
  expect(errors.map((e) => (e as Error).message)).toEqual(['pass 1 failed', 'pass 2 failed'])
  await loop.stop()
  await vi.advanceTimersByTimeAsync(3000)
  expect(calls).toBe(2)
})
