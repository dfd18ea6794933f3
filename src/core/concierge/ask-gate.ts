// How many concierge asks one process works on at once (issue 21 finding 2). With the embedded database
// every SQL statement of an ask runs on the event loop, as does its interpretation; each piece is short,
// but asks in flight take turns with every other request, so four worst-case asks at once made a trivial
// GET wait for all of their pieces. A few run at a time; a short queue waits its turn; past that the ask is
// refused at once with a 429 and Retry-After, before any work, rather than slowing the whole site.
// With the embedded database even one ask at a time, back to back, keeps the event loop busy, and every
// other request then waits behind one of its pieces (issue 39 finding 15): a turn therefore rests after its
// ask for `restRatio` times the ask's own duration before the next ask starts, so asks take at most
// 1 / (1 + restRatio) of the process's time and the rest of the site always finds the loop free in between.
import { AppError } from '@/core/shared/app-error'

export type AskGateOptions = {
  /** Asks worked on at once. */
  concurrency: number
  /** Asks waiting for a turn; one more is refused. */
  queueSize: number
  /** Sent as Retry-After with the refusal. */
  retryAfterSeconds: number
  /** How long a turn rests after its ask, as a multiple of the ask's duration (0: none). */
  restRatio?: number
  /** Milliseconds now (performance.now by default; tests pass their own). */
  now?: () => number
}

export type AskGate = {
  /** Runs `work` when a turn is free (at once, or after the asks queued before it). */
  run<T>(work: () => Promise<T>): Promise<T>
  /** Asks being worked on and waiting, for tests and metrics. */
  readonly load: { running: number; waiting: number }
}

// The defaults: two asks interleave (one waits on the database while the other interprets), sixteen wait,
// which is a few seconds of worst-case asks; an ordinary ask takes tens of milliseconds.
export const DEFAULT_ASK_GATE: AskGateOptions = { concurrency: 2, queueSize: 16, retryAfterSeconds: 2 }

export const ASK_GATE_FULL = 'The concierge is busy. Please try again in a moment.'

export function createAskGate(options: AskGateOptions = DEFAULT_ASK_GATE): AskGate {
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    const next = waiting.shift()
    // The turn passes straight to the next ask, so the count of those running does not change.
    if (next) next()
    else running--
  }
  const now = options.now ?? (() => performance.now())
  const restRatio = options.restRatio ?? 0
  return {
    async run(work) {
      if (running < options.concurrency) running++
      else if (waiting.length < options.queueSize) await new Promise<void>((resolve) => waiting.push(resolve))
      else
        throw new AppError('RATE_LIMITED', ASK_GATE_FULL, undefined, {
          retryAfterSeconds: options.retryAfterSeconds,
        })
      const started = now()
      try {
        return await work()
      } finally {
        // The answer goes out at once; only the next ask waits for the rest.
        const rest = restRatio * (now() - started)
        if (rest > 0) setTimeout(release, rest)
        else release()
      }
    },
    get load() {
      return { running, waiting: waiting.length }
    },
  }
}
