import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { isFeatureFlagKey, type FeatureFlagKey } from './feature-flags'
import { upsertFeatureFlag } from './feature-flags-repository'

/** Turns a known flag on or off (staff only: the caller checks the role). Unknown keys are refused. */
export async function setFeatureFlag(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { key: string; enabled: boolean },
): Promise<{ key: FeatureFlagKey; enabled: boolean }> {
  if (!isFeatureFlagKey(input.key)) {
    throw new AppError('NOT_FOUND', `There is no feature flag "${input.key}".`, {
      key: ['unknown feature flag'],
    })
  }
  await upsertFeatureFlag(db, { key: input.key, enabled: input.enabled, now: clock.now() })
  return { key: input.key, enabled: input.enabled }
}
