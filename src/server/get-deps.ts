// The composition root: the one place that turns configuration into the dependencies use cases take.
// Route adapters call `getDeps()`; nothing in src/app imports src/db directly.
import 'server-only'
import path from 'node:path'
import { createDbWaiting } from '@/db/create-db'
import { env } from '@/env'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { systemClock, type CoreDeps } from '@/core/shared/core-deps'
import type { ConciergeDeps } from '@/core/concierge/ask-concierge'
import type { LanguageModel } from '@/core/concierge/language-model'
import { createOpenAiCompatibleLanguageModel } from '@/core/concierge/openai-compatible-language-model'
import { ensureDemoStaff } from '@/core/accounts/ensure-demo-staff'
import { loadPlaceDirectory } from '@/core/places/places-repository'
import { warmEventNameDirectory } from '@/core/discovery/autocomplete-searches'
import { startMailDelivery } from './mail-delivery'
import { startHousekeeping } from './housekeeping'
import type { CacheChange } from '@/core/shared/core-caches'
import { createCacheRegistry, type CacheRegistry } from './cache-registry'
import { createCacheInvalidation } from './cache-invalidation'
import { processHolder } from './process-database'
import { metrics } from '@/core/shared/metrics'
import { maskEmail } from '@/core/mail/mask-email'
import { configureRecipientCap } from '@/core/mail/recipient-cap'
import { logger } from './observability/logger'
import { expandScheduleInWorker, prewarmScheduleExpansion } from './schedule-expansion'

// One database handle, and one set of caches with its invalidation, per server process, kept across hot
// reloads in development. On globalThis because Next.js bundles the routes and the fast lane apart, each
// with its own module copy: both must read, and a write must empty, the same caches. Our HTTP server reads
// the same holder to export cache metrics and to close the database on shutdown (process-database.ts).
const holder = processHolder<{ languageModel?: LanguageModel | null }>()
const LISTEN_WAIT_MS = 2000

export async function getDeps(): Promise<CoreDeps> {
  const config = env()
  // A database that is briefly unreachable (starting, out of slots, a busy machine) is waited for; an
  // opening that failed anyway is forgotten, so that the next request tries again.
  const opening = (holder.instance ??= createDbWaiting(
    {
      databaseUrl: config.databaseUrl,
      maxConnections: config.databasePoolSize,
      dataDir: config.dataDir,
      onQueryTimed: config.metrics.enabled ? metrics.dbQuery : undefined,
      replicas: {
        urls: config.replicas.urls,
        maxLagMs: config.replicas.maxLagMs,
        probeIntervalMs: config.replicas.probeMs,
        onRouted: config.metrics.enabled ? metrics.replicaRead : undefined,
        onProbe: (health) => {
          for (const replica of health) metrics.replicaHealth(replica.name, replica.lagMs, replica.state === 'in_use')
        },
      },
    },
    { waitMs: config.databaseWaitMs, onWait: (error) => logger().warn({ err: error }, 'waiting for the database') },
  ).then(async (handle) => {
    const registry = createCacheRegistry(handle.db)
    // Every email the outbox queues counts against its recipient's hourly cap (decision 051).
    configureRecipientCap({
      perHour: config.ticketing.mailToRecipientPerHour,
      onCapped: ({ kind, to }) => logger().warn({ kind, to: maskEmail(to) }, 'an email was not queued: its recipient has had MAIL_TO_RECIPIENT_PER_HOUR emails this hour'),
    })
    const invalidation = createCacheInvalidation(handle, registry)
    // Demo and test servers: DEMO_STAFF_EMAIL/PASSWORD give the fresh database a staff account before the
    // first request is answered (an embedded database cannot be changed by a script while we run).
    if (config.demoStaff) await ensureDemoStaff({ db: handle.db, clock: systemClock }, { ...config.demoStaff, fullName: 'Demo Staff' })
    // The in-memory places and autocomplete's name directory (seconds at a million events, built in
    // slices) start loading now rather than on the first lookup, which meanwhile answers from SQL or
    // waits. Until both are built /readyz says "warming", so a load balancer sends this instance no
    // traffic while it would be slow (the build takes CPU from every request); `npm start` alone serves
    // at once. Not while `next build` renders pages (its database may not even be migrated).
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      holder.warming = Promise.allSettled([
        loadPlaceDirectory(handle.db),
        warmEventNameDirectory({ db: handle.db, clock: systemClock, caches: registry.caches }).catch((error: unknown) =>
          logger().warn({ err: error }, 'the event-name directory could not be built at start-up; the first autocomplete builds it'),
        ),
      ]).then(() => {
        holder.warm = true
      })
    }
    startMailDelivery(handle.db)
    // Caches filled before this instance listens could miss another's change: wait for the listening
    // connection, but not for long (a reconnecting listener drops what it may have missed anyway).
    await Promise.race([invalidation.ready, new Promise((resolve) => setTimeout(resolve, LISTEN_WAIT_MS).unref())])
    return { handle, registry, invalidation }
  }))
  opening.catch(() => {
    if (holder.instance === opening) holder.instance = undefined
  })
  const instance = await opening
  // Made once per database handle: every request asks for them, and they never change while it lives.
  let deps = depsByInstance.get(instance)
  if (!deps) {
    deps = Object.freeze({
      db: instance.handle.db,
      readDb: instance.handle.readDb,
      clock: systemClock,
      imageStore: createLocalDirectoryImageStore(path.join(config.dataDir, 'images')),
      dataDir: config.dataDir,
      featureFlagsOn: config.featureFlagsOn,
      featureFlagsOff: config.featureFlagsOff,
      caches: instance.registry.caches,
      invalidateCaches: instance.invalidation.invalidate,
      expandSchedule: expandScheduleInWorker,
    })
    depsByInstance.set(instance, deps)
    if (process.env.NEXT_PHASE !== 'phase-production-build') startHousekeeping(deps)
    // The schedule thread loads a few seconds after the first request, off its path (issue 39 finding 2).
    setTimeout(prewarmScheduleExpansion, 3000).unref()
  }
  return deps
}

const depsByInstance = new WeakMap<object, CoreDeps>()

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
