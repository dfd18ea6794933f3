// Demo feature flags: every flag the app knows, off but the chat concierge, which a new visitor of the demo
// meets when focusing the search bar (issue 38 point 16); staff turn it off on the flags page.
import type { featureFlags } from '@/db/schema'

export type FeatureFlagRow = Required<typeof featureFlags.$inferInsert>

/** Spec §3 feature flags, off until someone turns them on, plus the chatbot switch, on. */
export function buildDefaultFeatureFlags(updatedAt: Date): FeatureFlagRow[] {
  const flags: [string, string][] = [
    ['launchCreatorCreditsSectionAttendee', 'Show the creator credits section to attendees.'],
    ['enableOldCollectionsLinkInHeader', 'Link to the old collections page from the header.'],
    ['isDetachInterestsEnabled', 'Let users detach interests from their profile.'],
    ['isCreatorHomeActivated', 'Activate the creator home page.'],
    ['chatbotEnabled', 'Open the chat concierge instead of the search dropdown (spec §2).'],
  ]
  return flags.map(([key, description]) => ({ key, enabled: key === 'chatbotEnabled', description, updatedAt }))
}
