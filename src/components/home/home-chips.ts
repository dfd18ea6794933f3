// The home page's quick filters (spec §2 "Toggle chip group", home page of issue 4): one chip at a
// time; each names the events it shows. How a chip fetches them is in chip-request.ts, which loads
// with the first chip that needs it.
// The chips' "See more" links are in chip-see-more.ts: the results-URL code they need stays on the
// server, out of the home page's first-load JavaScript (this file loads with the chips).
import type { PickedLocation } from '@/core/places/picked-location'

export type HomeChipId =
  'all' | 'for-you' | 'online' | 'today' | 'this-weekend' | 'free' | 'music' | 'food-and-drink' | 'nightlife'

export type HomeChip = { id: HomeChipId; label: string }

export const HOME_CHIPS: readonly HomeChip[] = [
  { id: 'all', label: 'All' },
  { id: 'for-you', label: 'For you' },
  { id: 'online', label: 'Online' },
  { id: 'today', label: 'Today' },
  { id: 'this-weekend', label: 'This weekend' },
  { id: 'free', label: 'Free' },
  { id: 'music', label: 'Music' },
  { id: 'food-and-drink', label: 'Food & Drink' },
  { id: 'nightlife', label: 'Nightlife' },
]

/** The heading of the events region: what the selected chip shows, where. */
export function describeChip(id: HomeChipId, location: PickedLocation): string {
  const where = location.isOnline ? 'online' : `in ${location.currentPlace}`
  switch (id) {
    case 'all':
      return location.isOnline ? 'Upcoming online events' : `Upcoming events in ${location.currentPlace}`
    case 'for-you':
      return `Picked for you ${where}`
    case 'online':
      return 'Online events'
    case 'today':
      return `Happening today ${where}`
    case 'this-weekend':
      return `This weekend ${where}`
    case 'free':
      return `Free events ${where}`
    case 'music':
      return `Music events ${where}`
    case 'food-and-drink':
      return `Food & drink events ${where}`
    case 'nightlife':
      return `Nightlife ${where}`
  }
}
