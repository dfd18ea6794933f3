// The checkout payments this app instance is recording right now (issue 36). The provider confirms a
// successful charge with a callback a moment after the charge answers, often before checkout has written
// the payment down; the callback for an order being paid here waits for that record (briefly) instead of
// racing it, so it settles in its one statement rather than on the transactional path, which locks, reads
// the order and finds it paid. A callback reaching another instance takes the transactional path as before.

/** Order id → the recording under way for it. One per app instance, kept in the ticketing dependencies. */
export type PaymentsInFlight = Map<number, Promise<void>>

/** The longest a callback waits for a recording under way here before taking its own path. */
export const CALLBACK_WAIT_MS = 5000

export function createPaymentsInFlight(): PaymentsInFlight {
  return new Map()
}

/** Marks `orderId`'s payment as being recorded here until the returned function is called (once, in a `finally`). */
export function startRecordingPayment(inFlight: PaymentsInFlight | undefined, orderId: number): () => void {
  if (!inFlight) return () => undefined
  let done!: () => void
  const recorded = new Promise<void>((resolve) => (done = resolve))
  inFlight.set(orderId, recorded)
  return () => {
    if (inFlight.get(orderId) === recorded) inFlight.delete(orderId)
    done()
  }
}

/** Resolves once no payment of `orderId` is being recorded here, or after `maxMs` at the latest. */
export async function awaitRecordedPayment(inFlight: PaymentsInFlight | undefined, orderId: number, maxMs = CALLBACK_WAIT_MS): Promise<void> {
  const recording = inFlight?.get(orderId)
  if (!recording) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([recording, new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)))])
  clearTimeout(timer)
}
