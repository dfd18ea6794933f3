// The demo-data generator (ARCHITECTURE §4): pure, no I/O, deterministic from a seed and an anchor
// date. The seeder streams its parts (plan, organizers, venues, event chunks, search log) so that a
// million events never sit in memory at once; this file puts them together for tests and small loads.
//
// Every entity draws from its own generator forked from the seed and its index (`org:17`,
// `group:4242`), so chunk sizes never change the data and one part can change without reshuffling
// every value after it.
import type { DemoImageSpec } from './demo-images'
import { generateEventChunks } from './demo-events'
import { buildDefaultFeatureFlags, type FeatureFlagRow } from './demo-feature-flags'
import { generateOrganizerRows } from './demo-organizers'
import { planDemoData } from './demo-plan'
import type { EventChunk, GenerateDemoDataInput } from './demo-plan-types'
import { generateSearchLogRows, type SearchLogRow } from './demo-search-log'
import { generateVenueRows } from './demo-venues'
import type { OrganizerRow } from '@/seed/builders/build-organizer'
import type { VenueRow } from '@/seed/builders/build-venue'

export type DemoData = {
  images: DemoImageSpec[]
  organizers: (OrganizerRow & { id: number })[]
  venues: (VenueRow & { id: number })[]
  /** Dated events plus one parent row per series; exactly `input.events` rows are not parents. */
  events: EventChunk['events']
  ticketClasses: EventChunk['ticketClasses']
  discounts: EventChunk['discounts']
  searchLog: SearchLogRow[]
  featureFlags: FeatureFlagRow[]
}

/** Everything at once, for tests and small loads; the seeder streams with the parts instead. */
export function generateDemoData(input: GenerateDemoDataInput): DemoData {
  const plan = planDemoData(input)
  const events: DemoData['events'] = []
  const ticketClasses: DemoData['ticketClasses'] = []
  const discounts: DemoData['discounts'] = []
  for (const chunk of generateEventChunks(plan)) {
    events.push(...chunk.events)
    ticketClasses.push(...chunk.ticketClasses)
    discounts.push(...chunk.discounts)
  }
  return {
    images: plan.images,
    organizers: generateOrganizerRows(plan, 1, plan.organizerCount),
    venues: generateVenueRows(plan, 1, plan.venueCount),
    events,
    ticketClasses,
    discounts,
    searchLog: generateSearchLogRows(plan),
    featureFlags: buildDefaultFeatureFlags(plan.anchor),
  }
}
