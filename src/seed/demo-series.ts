// Demo series: a parent row that spans its instances, for the series pages and the search's grouping.
import type { EventChunk } from './demo-plan-types'

/** The parent of a series from its instances: their name and facts, first start to last end. */
export function buildSeriesParent(
  parentId: number,
  instances: EventChunk['events'],
): EventChunk['events'][number] | null {
  const first = instances[0]
  const last = instances[instances.length - 1]
  if (!first || !last) return null
  const minPrices = instances.map((e) => e.minPriceMinor).filter((p): p is number => p !== null)
  const maxPrices = instances.map((e) => e.maxPriceMinor).filter((p): p is number => p !== null)
  return {
    ...first,
    id: parentId,
    isSeriesParent: true,
    seriesParentId: null,
    startAt: first.startAt,
    endAt: last.endAt,
    // The series' price range spans its instances (spec §3 ticket_availability).
    minPriceMinor: minPrices.length > 0 ? Math.min(...minPrices) : null,
    maxPriceMinor: maxPrices.length > 0 ? Math.max(...maxPrices) : null,
    // A parent has no classes of its own: nothing for the price sweep to recompute (decision 052).
    priceSalesStart: null,
    priceValidUntil: null,
    bookmarksCount: instances.reduce((sum, e) => sum + e.bookmarksCount, 0),
  }
}
