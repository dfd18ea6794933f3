import type { ChildProcess } from 'node:child_process'

/** Resolves once the server at `base` answers, rejects when its process exits or after about 5 minutes. */
export async function waitForServer(base: string, child: ChildProcess): Promise<void> {
  for (let n = 0; n < 600; n++) {
    if (child.exitCode !== null) throw new Error('server exited')
    try {
      if ((await fetch(`${base}/home/api/user/`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}
