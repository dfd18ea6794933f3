// The home page's quick filters (spec §2 "Toggle chip group", home page of issue 4): one chip at a
// time; each names the events it shows. How a chip fetches them is in chip-request.ts, which loads
// with the first chip that needs it.
// The chips' "See more" links are in chip-see-more.ts: the results-URL code they need stays on the
// server, out of the home page's first-load JavaScript. The chips' client code reads chip-texts.ts only.
import type { PickedLocation } from '@/core/places/picked-location'
import { describeChipIn, type ChipTexts, type HomeChipId } from './chip-texts'

export type { ChipTexts, HomeChipId } from './chip-texts'

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

/** The English words of the chips: the home catalog's `chips` (the catalog test holds them equal). */
export const ENGLISH_CHIP_TEXTS: ChipTexts = {
  quickFilters: 'Quick filters',
  labels: Object.fromEntries(HOME_CHIPS.map((chip) => [chip.id, chip.label])) as Record<HomeChipId, string>,
  whereIn: 'in {place}',
  whereOnline: 'online',
  headings: {
    allIn: 'Upcoming events in {place}',
    allOnline: 'Upcoming online events',
    'for-you': 'Picked for you {where}',
    online: 'Online events',
    today: 'Happening today {where}',
    'this-weekend': 'This weekend {where}',
    free: 'Free events {where}',
    music: 'Music events {where}',
    'food-and-drink': 'Food & drink events {where}',
    nightlife: 'Nightlife {where}',
  },
  seeMore: 'See more',
  loading: 'Loading events…',
  nothingHere: 'Nothing here yet. Try another filter or a different place.',
  forYouUnavailable: "Picks for you aren't available right now. Try another filter, or sign in and add a few interests.",
  loadFailed: "We couldn't load these events right now. Please try again in a moment.",
}

/** The heading of the events region: what the selected chip shows, where (English unless told). */
export function describeChip(id: HomeChipId, location: PickedLocation, texts: ChipTexts = ENGLISH_CHIP_TEXTS): string {
  return describeChipIn(id, location, texts)
}
