// What the chips' client code needs to speak the page's language (decision 033): the chip ids in order
// and the heading rule, fed with the home catalog's `chips` that the server page hands over. The English
// words are in home-chips.ts, which the browser never loads: the page always passes its texts.
import { fillText } from '@/core/i18n/fill-text'
import type { PickedLocation } from '@/core/places/picked-location'

export type HomeChipId =
  'all' | 'for-you' | 'online' | 'today' | 'this-weekend' | 'free' | 'music' | 'food-and-drink' | 'nightlife'

/** The chips in the order they are offered (spec §2 quick filters, then a few categories). */
export const HOME_CHIP_IDS: readonly HomeChipId[] = [
  'all',
  'for-you',
  'online',
  'today',
  'this-weekend',
  'free',
  'music',
  'food-and-drink',
  'nightlife',
]

/** The home catalog's `chips` in the page's language. */
export type ChipTexts = {
  quickFilters: string
  labels: Record<HomeChipId, string>
  whereIn: string
  whereOnline: string
  headings: Record<Exclude<HomeChipId, 'all'> | 'allIn' | 'allOnline', string>
  seeMore: string
  loading: string
  nothingHere: string
  forYouUnavailable: string
  loadFailed: string
}

/** The heading of the events region: what the selected chip shows, where, in `texts`' language. */
export function describeChipIn(id: HomeChipId, location: PickedLocation, texts: ChipTexts): string {
  const place = location.currentPlace
  if (id === 'all') return location.isOnline ? texts.headings.allOnline : fillText(texts.headings.allIn, { place })
  const where = location.isOnline ? texts.whereOnline : fillText(texts.whereIn, { place })
  return fillText(texts.headings[id], { where })
}
