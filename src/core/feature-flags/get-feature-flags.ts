import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeFeatureFlags, type FeatureFlags } from './feature-flags'
import { findAllFeatureFlags } from './feature-flags-repository'

/**
 * The current flags, read on every page load so that a staff toggle takes effect on the next one; flags
 * named in the FEATURE_FLAGS_ON configuration are on regardless, and those in FEATURE_FLAGS_OFF off
 * (operations switches).
 */
export async function getFeatureFlags({
  db,
  featureFlagsOn = [],
  featureFlagsOff = [],
}: Pick<CoreDeps, 'db' | 'featureFlagsOn' | 'featureFlagsOff'>): Promise<FeatureFlags> {
  return computeFeatureFlags(await findAllFeatureFlags(db), featureFlagsOn, featureFlagsOff)
}
