import type { Metadata } from 'next'
import styles from '@/components/account/forms.module.css'
import { FeatureFlagToggles } from '@/components/admin/feature-flag-toggles'
import { FEATURE_FLAG_DESCRIPTIONS } from '@/core/feature-flags/feature-flag-descriptions'
import { FEATURE_FLAG_KEYS } from '@/core/feature-flags/feature-flags'
import { getFeatureFlags } from '@/core/feature-flags/get-feature-flags'
import { getDeps } from '@/server/get-deps'
import { requirePageStaff } from '@/server/viewer'

export const metadata: Metadata = { title: 'Feature flags', robots: { index: false } }

// Spec §2 staff-only feature flags page. Non-staff get a 404.
export default async function FeatureFlagsPage() {
  await requirePageStaff('/admin/nexus/gargoyle/')
  const flags = await getFeatureFlags(await getDeps())
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        Feature flags
      </h1>
      <FeatureFlagToggles flags={FEATURE_FLAG_KEYS.map((key) => ({ key, enabled: flags[key], description: FEATURE_FLAG_DESCRIPTIONS[key] }))} />
    </main>
  )
}
