// A task run every few seconds beside the requests (the outbox's mail delivery, the wait-list sweep).
// Passes never overlap: a slow pass makes the next tick skip, not pile up. Stopping waits for a pass under
// way, so that shutdown closes the database pool only after it: a pass cut off half-way had sent an email
// without marking it sent, and it went out again once its lease ran out.
export type BackgroundLoop = {
  /** No more passes; resolves once a pass under way has finished. */
  stop(): Promise<void>
}

export function startBackgroundLoop(pass: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): BackgroundLoop {
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    if (running) return
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = undefined
      })
  }, intervalMs)
  // The loop alone must not keep a finished process (a script, a test) alive.
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
