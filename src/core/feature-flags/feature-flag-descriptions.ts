import type { FeatureFlagKey } from './feature-flags'

/** What each flag of spec §3 (and chatbotEnabled) changes, for the staff toggles page. */
export const FEATURE_FLAG_DESCRIPTIONS: Record<FeatureFlagKey, string> = {
  launchCreatorCreditsSectionAttendee: 'Shows the creator-credits section to attendees.',
  enableOldCollectionsLinkInHeader: 'Shows "Collections" in the user menu.',
  isDetachInterestsEnabled: 'Lets pages open the interests picker in detached mode and come back.',
  isCreatorHomeActivated: '"Manage my events" goes to /organizations/home instead of /myevents/.',
  chatbotEnabled: 'Focusing the search bar opens the event concierge chat.',
}
