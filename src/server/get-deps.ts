// The composition root: the one place that turns configuration into the dependencies use cases take.
// Route adapters call `getDeps()`; nothing in src/app imports src/db directly.
import 'server-only'
import path from 'node:path'
import { createDb, type DbHandle } from '@/db/create-db'
import { env } from '@/env'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { systemClock, type CoreDeps } from '@/core/shared/core-deps'

type Holder = { handle?: Promise<DbHandle> }
// One database handle per server process, kept across hot reloads in development.
const holder = ((globalThis as { __tessera?: Holder }).__tessera ??= {})

export async function getDeps(): Promise<CoreDeps> {
  const config = env()
  holder.handle ??= createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const { db } = await holder.handle
  return {
    db,
    clock: systemClock,
    imageStore: createLocalDirectoryImageStore(path.join(config.dataDir, 'images')),
    dataDir: config.dataDir,
  }
}
