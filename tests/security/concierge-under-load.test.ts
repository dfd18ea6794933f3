// Issue 39 finding 15: with the embedded database, concierge asks back to back kept the event loop busy and
// every other request waited behind one of their pieces (bench:concierge-freeze measures the trivial GET's
// p95 beside them). The gate's turn now rests after each ask, so the rest of the site finds the loop free.
import { expect, test, vi } from 'vitest'
import { createAskGate } from '@/core/concierge/ask-gate'
test('A turn rests after its ask for the given multiple of the ask\'s time before the next ask starts; the answer itself does not wait', async () => {
  vi.useFakeTimers()
  try {
    let clock = 0
    const gate = createAskGate({ concurrency: 1, queueSize: 4, retryAfterSeconds: 2, restRatio: 1, now: () => clock })
    const started: string[] = []
    const first = gate.run(async () => {
      started.push('first')
      clock += 40
      return 'first answer'
    })
    const second = gate.run(async () => {
      started.push('second')
      return 'second answer'
    })
    expect(await first).toBe('first answer')
    await Promise.resolve()
    expect(started).toEqual(['first'])
    expect(gate.load).toEqual({ running: 1, waiting: 1 })
    await vi.advanceTimersByTimeAsync(39)
    expect(started).toEqual(['first'])
    await vi.advanceTimersByTimeAsync(1)
    expect(started).toEqual(['first', 'second'])
    expect(await second).toBe('second answer')
  } finally {
    vi.useRealTimers()
  }
})
