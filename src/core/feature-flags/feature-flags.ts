// The feature flags of spec §3 plus `chatbotEnabled` (spec §2 "Focusing the search input opens … the
// chat if the chatbot is enabled"). Unknown keys are never read or written.
export const FEATURE_FLAG_KEYS = [
  'launchCreatorCreditsSectionAttendee',
  'enableOldCollectionsLinkInHeader',
  'isDetachInterestsEnabled',
  'isCreatorHomeActivated',
  'chatbotEnabled',
] as const

export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number]

export type FeatureFlags = Record<FeatureFlagKey, boolean>

export function isFeatureFlagKey(key: string): key is FeatureFlagKey {
  return (FEATURE_FLAG_KEYS as readonly string[]).includes(key)
}

/**
 * Every flag, off unless a stored row turns it on: a flag missing from the table is off. Keys in
 * `forcedOn` (configuration) are on whatever the rows say, and keys in `forcedOff` off, over both;
 * unknown keys there are ignored.
 */
export function computeFeatureFlags(
  rows: readonly { key: string; enabled: boolean }[],
  forcedOn: readonly string[] = [],
  forcedOff: readonly string[] = [],
): FeatureFlags {
  const flags = Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, false])) as FeatureFlags
  for (const row of rows) if (isFeatureFlagKey(row.key)) flags[row.key] = row.enabled
  for (const key of forcedOn) if (isFeatureFlagKey(key)) flags[key] = true
  for (const key of forcedOff) if (isFeatureFlagKey(key)) flags[key] = false
  return flags
}
