// The composition root: the one place that turns configuration into the dependencies use cases take.
// Route adapters call `getDeps()`; nothing in src/app imports src/db directly.
import 'server-only'
import path from 'node:path'
import { createDb } from '@/db/create-db'
import { env } from '@/env'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { systemClock, type CoreDeps } from '@/core/shared/core-deps'
import type { ConciergeDeps } from '@/core/concierge/ask-concierge'
import type { LanguageModel } from '@/core/concierge/language-model'
import { createOpenAiCompatibleLanguageModel } from '@/core/concierge/openai-compatible-language-model'
import { ensureDemoStaff } from '@/core/accounts/ensure-demo-staff'
import { getPlaceDirectory } from '@/core/places/places-repository'
import { startMailDelivery } from './mail-delivery'
import type { CacheChange } from '@/core/shared/core-caches'
import { createCacheRegistry, type CacheRegistry } from './cache-registry'
import { createCacheInvalidation } from './cache-invalidation'
import { processHolder } from './process-database'
import { metrics } from '@/core/shared/metrics'

// One database handle, and one set of caches with its invalidation, per server process, kept across hot
// reloads in development. On globalThis because Next.js bundles the routes and the fast lane apart, each
// with its own module copy: both must read, and a write must empty, the same caches. Our HTTP server reads
// the same holder to export cache metrics and to close the database on shutdown (process-database.ts).
const holder = processHolder<{ languageModel?: LanguageModel | null }>()
const LISTEN_WAIT_MS = 2000

export async function getDeps(): Promise<CoreDeps> {
  const config = env()
  holder.instance ??= createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, onQueryTimed: config.metrics.enabled ? metrics.dbQuery : undefined }).then(async (handle) => {
    const registry = createCacheRegistry(handle.db)
    const invalidation = createCacheInvalidation(handle, registry)
    // Demo and test servers: DEMO_STAFF_EMAIL/PASSWORD give the fresh database a staff account before the
    // first request is answered (an embedded database cannot be changed by a script while we run).
    if (config.demoStaff) await ensureDemoStaff({ db: handle.db, clock: systemClock }, { ...config.demoStaff, fullName: 'Demo Staff' })
    // Starts loading the in-memory places (seconds on a busy machine) now rather than on the first
    // place lookup, which meanwhile answers from SQL anyway.
    getPlaceDirectory(handle.db)
    startMailDelivery(handle.db)
    // Caches filled before this instance listens could miss another's change: wait for the listening
    // connection, but not for long (a reconnecting listener drops what it may have missed anyway).
    await Promise.race([invalidation.ready, new Promise((resolve) => setTimeout(resolve, LISTEN_WAIT_MS).unref())])
    return { handle, registry, invalidation }
  })
  const { handle, registry, invalidation } = await holder.instance
  return {
    db: handle.db,
    clock: systemClock,
    imageStore: createLocalDirectoryImageStore(path.join(config.dataDir, 'images')),
    dataDir: config.dataDir,
    featureFlagsOn: config.featureFlagsOn,
    caches: registry.caches,
    invalidateCaches: invalidation.invalidate,
  }
}

/** This process's cache registry: its table of caches and their counters (for metrics). */
export async function getCacheRegistry(): Promise<CacheRegistry> {
  await getDeps()
  return (await holder.instance!).registry
}

/**
 * Drops what `change` affects in this instance's caches and in every other instance's (through
 * PostgreSQL NOTIFY). For adapters outside a use case; use cases call `deps.invalidateCaches`.
 */
export async function invalidateCaches(change: CacheChange): Promise<void> {
  return (await getDeps()).invalidateCaches(change)
}

/** The core dependencies plus the language model (LLM_BASE_URL), or null when none is configured. */
export async function getLanguageModelDeps(): Promise<CoreDeps & { languageModel: LanguageModel | null; languageModelTimeoutMs: number }> {
  const config = env()
  const deps = await getDeps()
  holder.languageModel ??= config.languageModel ? createOpenAiCompatibleLanguageModel(config.languageModel) : null
  return { ...deps, languageModel: holder.languageModel, languageModelTimeoutMs: config.languageModel?.timeoutMs ?? 4000 }
}

/** The concierge's dependencies: the built-in interpreter, plus a language model when one is configured. */
export async function getConciergeDeps(): Promise<ConciergeDeps> {
  return { ...(await getLanguageModelDeps()), defaultPlaceSlug: env().defaultPlaceSlug }
}
