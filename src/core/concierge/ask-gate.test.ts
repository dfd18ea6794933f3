import { expect, test } from 'vitest'
import { AppError } from '@/core/shared/app-error'
import { ASK_GATE_FULL, createAskGate } from './ask-gate'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

test('Asks beyond the concurrency wait their turn, in order, and the next one past the queue is refused with Retry-After', async () => {
  const gate = createAskGate({ concurrency: 2, queueSize: 2, retryAfterSeconds: 3 })
  const started: number[] = []
  const blockers = [deferred(), deferred(), deferred(), deferred()]
  const asks = blockers.map((b, i) =>
    gate.run(async () => {
      started.push(i)
      await b.promise
      return i
    }),
  )
  await Promise.resolve()
  expect(started).toEqual([0, 1])
  expect(gate.load).toEqual({ running: 2, waiting: 2 })

  const refused = await gate.run(async () => 'never').catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(AppError)
  expect(refused).toMatchObject({
    code: 'RATE_LIMITED',
    message: ASK_GATE_FULL,
    extra: { retryAfterSeconds: 3 },
  })

  blockers[1]!.resolve()
  await asks[1]
  await new Promise((r) => setTimeout(r, 0))
  expect(started).toEqual([0, 1, 2])
  for (const b of blockers) b.resolve()
  expect(await Promise.all(asks)).toEqual([0, 1, 2, 3])
  expect(gate.load).toEqual({ running: 0, waiting: 0 })
})

test('A failing ask frees its turn', async () => {
  const gate = createAskGate({ concurrency: 1, queueSize: 0, retryAfterSeconds: 1 })
  await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  expect(await gate.run(async () => 'ok')).toBe('ok')
  expect(gate.load).toEqual({ running: 0, waiting: 0 })
})
