import type { Db } from '@/db/create-db'
import type { ImageStore } from '@/core/images/image-store'

export type Clock = { now: () => Date }

/** What a use case may touch (STYLE.md "Layers"): `db` may be a transaction. */
export type CoreDeps = {
  db: Db
  clock: Clock
  imageStore: ImageStore
  dataDir: string
  /** Feature flags forced on by configuration (FEATURE_FLAGS_ON), whatever the table says. */
  featureFlagsOn?: readonly string[]
}

export const systemClock: Clock = { now: () => new Date() }
