// The server process's one database handle, opened by getDeps() inside the Next.js build and closed by our
// HTTP server (scripts/serve.ts) when it shuts down. The two load separate copies of this module, so the
// handle lives under one well-known global key. No `server-only` guard: scripts/serve.ts imports this.
import type { DbHandle } from '@/db/create-db'

type Holder = { handle?: Promise<DbHandle> }

export function processHolder<Extra extends object>(): Holder & Extra {
  return ((globalThis as { __tessera?: Holder & Extra }).__tessera ??= {} as Holder & Extra)
}

/** Closes the database pool (or the embedded database) if one was opened; later calls do nothing. */
export async function closeProcessDatabase(): Promise<void> {
  const holder = processHolder()
  const opening = holder.handle
  holder.handle = undefined
  if (!opening) return
  const handle = await opening.catch(() => undefined)
  await handle?.close()
}
