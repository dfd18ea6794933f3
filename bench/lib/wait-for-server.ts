import type { ChildProcess } from 'node:child_process'

/**
 * Resolves once the server at `base` answers and says it is ready, as a load balancer waits before it
 * sends traffic: /readyz is 503 while the instance builds its start-up caches, which would otherwise
 * take CPU from the first measured rows (a checkout from before /readyz answers 404 and counts as ready).
 * Rejects when its process exits or after about 5 minutes.
 */
export async function waitForServer(base: string, child: ChildProcess): Promise<void> {
  for (let n = 0; n < 600; n++) {
    if (child.exitCode !== null) throw new Error('server exited')
    try {
      if ((await fetch(`${base}/home/api/user/`)).ok) {
        const readiness = await fetch(`${base}/readyz`)
        if (readiness.status !== 503) return
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}
