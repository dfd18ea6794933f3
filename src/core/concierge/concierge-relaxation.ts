// No dead ends (issue 22): when a concierge search finds nothing, it is relaxed one step at a time in a
// stated order, each step keeping the ones before, until something is found. The order is the decision
// record's (docs/decisions/031-concierge-follow-ups-and-relaxation.md): widen the dates, then take in
// the places nearby, then drop the filters from the least to the most important one, the dates last.
import { computeDateWindow, customDateWindow, localDateString } from '@/core/search/date-window'
import type { BoundingBox } from '@/core/shared/bounding-box'
import type { ConciergeSearch } from './concierge-search'
import { describeRelaxation, type RelaxationStep } from './concierge-summary'

/** Days a widened date range covers from the start of the dates asked for. */
export const WIDENED_DAYS = 28
/** Kilometres taken in around a place's own box when looking at nearby places. */
export const NEARBY_KM = 50

/** The place a search is about, with its box, when it is one (not online, not anywhere). */
export type RelaxablePlace = { placeId: string; name: string; slug: string; timeZone: string; latitude: number; viewport: BoundingBox }

export type Relaxation = {
  search: ConciergeSearch
  /** What this step did, said in the answer's language by describeRelaxation. */
  step: RelaxationStep
  /** The same in English, in words that follow "so I": "widened the dates", "left out “kid friendly”". */
  did: string
}

function widenBox(box: BoundingBox, latitude: number, km: number): BoundingBox {
  const dLat = km / 111
  const dLng = km / (111 * Math.max(0.2, Math.cos((latitude * Math.PI) / 180)))
  return {
    swLat: Math.max(-90, box.swLat - dLat),
    neLat: Math.min(90, box.neLat + dLat),
    swLng: Math.max(-180, box.swLng - dLng),
    neLng: Math.min(180, box.neLng + dLng),
  }
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The relaxed searches to try after `search` found nothing, in order, each one also relaxing what the
 * ones before it relaxed. `place` is the place searched (null when online or anywhere).
 */
export function computeRelaxations(search: ConciergeSearch, { now, place, homeTimeZone }: { now: Date; place: RelaxablePlace | null; homeTimeZone: string }): Relaxation[] {
  const steps: Relaxation[] = []
  let current = search
  const push = (next: ConciergeSearch, step: RelaxationStep) => {
    current = next
    steps.push({ search: next, step, did: describeRelaxation(step) })
  }
  // 1. Dates: four weeks from the start of what was asked, at any time of day.
  if (current.dates || current.timeOfDay) {
    const timeZone = place?.timeZone ?? homeTimeZone
    let start = localDateString(now, timeZone)
    if (current.dates) {
      const window = 'keyword' in current.dates
        ? computeDateWindow(current.dates.keyword, { now, timeZone })
        : customDateWindow(current.dates.startDate, current.dates.endDate, timeZone)
      const asked = localDateString(window.start, timeZone)
      if (asked > start) start = asked
    }
    const dates = current.dates ? { startDate: start, endDate: addDays(start, WIDENED_DAYS - 1) } : null
    push({ ...current, dates, timeOfDay: null }, { kind: current.dates ? 'dates' : 'timeOfDay' })
  }
  // 2. Places nearby: the place's own box and about 50 km around it.
  if (place && current.place.kind !== 'online') {
    const bbox = widenBox(place.viewport, place.latitude, NEARBY_KM)
    push({ ...current, place: { kind: 'around', placeId: place.placeId, name: place.name, slug: place.slug, timeZone: place.timeZone, bbox } }, { kind: 'nearby', place: place.name })
  }
  // 3. Filters, least important first: a tag, the format, extra words, the kind within a category, the
  // price, and last the category itself.
  if (current.tags.length > 0) push({ ...current, tags: [] }, { kind: 'tags', tags: current.tags })
  if (current.formatIds.length > 0) push({ ...current, formatIds: [] }, { kind: 'format' })
  if (current.text !== null) push({ ...current, text: null }, { kind: 'text', text: current.text })
  if (current.subcategoryIds.length > 0) push({ ...current, subcategoryIds: [] }, { kind: 'subcategories' })
  if (current.price !== null || current.maxPriceMinor !== null) push({ ...current, price: null, maxPriceMinor: null }, { kind: 'price' })
  if (current.categoryIds.length > 0) push({ ...current, categoryIds: [] }, { kind: 'topic' })
  // Last, when even four weeks hold nothing (dates beyond what is on sale yet): any date.
  if (current.dates) push({ ...current, dates: null }, { kind: 'anyDate' })
  return steps
}
