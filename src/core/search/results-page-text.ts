// Words of a results page (spec §2 "Routes"): the heading, the document title and the description name
// the place and every filter, so that each canonical results URL reads as its own page to people and
// to search engines.
import { formatCalendarDateRange } from '@/core/events/date-display'
import { getCategoryBySlug } from '@/core/taxonomy/categories'
import { DATE_FILTERS } from '@/core/taxonomy/date-filters'
import { PRICE_FILTERS } from '@/core/taxonomy/price-filters'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import type { ResultsQuery } from './results-url'

/** Where the search runs, as words: a place's display name, or the kinds without a place. */
export type ResultsPlaceName = { kind: 'place'; name: string } | { kind: 'online' } | { kind: 'area' }

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function datePhrase(query: ResultsQuery): string | null {
  if (query.dateKeyword) {
    const label = DATE_FILTERS.find((d) => d.keyword === query.dateKeyword)?.label
    return label ? label.toLowerCase() : null
  }
  if (query.startDate && query.endDate) {
    return formatCalendarDateRange(query.startDate, query.endDate)
  }
  return null
}

// Popular tags read as words before the noun ("Nightlife events") or after it ("Jazz events for date
// night"), never in brackets (issue 23).
const TAG_WORDS: Record<string, { before?: string; after?: string }> = {
  nightlife: { before: 'nightlife' },
  'budget-friendly': { before: 'budget-friendly' },
  'kid-friendly': { before: 'kid-friendly' },
  'great-for-groups': { after: 'for groups' },
  'date-night': { after: 'for date night' },
}

/**
 * Whether typed text already names what it is ("concerts", "yoga classes", "comedy shows"): then
 * "events" is not added after it ("Concerts next month", not "Concerts events next month").
 */
function textNamesItsNoun(text: string): boolean {
  const last = text.trim().split(/\s+/).pop()?.toLowerCase() ?? ''
  return /[a-z]{3,}s$/.test(last) && !/(ss|us|is)$/.test(last)
}

/**
 * The heading of a results page, e.g. "Free Music festivals this weekend in New York, NY",
 * "Online jazz brunch events", "Nightlife events in New York, NY", "Concerts next month",
 * "Jazz events from Dec 1 to Dec 31, 2026".
 */
export function computeResultsHeading(query: ResultsQuery, place: ResultsPlaceName): string {
  const subcategories = (query.subcategoryIds ?? [])
    .map((id) => getSubcategoryById(id)?.title.trim())
    .filter((title): title is string => Boolean(title))
  const tags = (query.tags ?? []).map((tag) => TAG_WORDS[tag] ?? { after: `tagged ${tag.replaceAll('-', ' ')}` })
  const noun = query.formatSlug
    ? query.formatSlug.replaceAll('-', ' ')
    : query.text && textNamesItsNoun(query.text)
      ? null
      : 'events'
  const words = [
    place.kind === 'online' ? 'online' : null,
    query.price ? PRICE_FILTERS.find((p) => p.slug === query.price)?.label.toLowerCase() : null,
    ...tags.map((t) => t.before ?? null),
    subcategories.length > 0 ? subcategories.join(', ') : query.categorySlug ? getCategoryBySlug(query.categorySlug)?.name : null,
    query.text ?? null,
    noun,
    ...tags.map((t) => t.after ?? null),
  ]
  const parts = [words.filter(Boolean).join(' ')]
  const date = datePhrase(query)
  if (date) parts.push(date)
  if (place.kind === 'place') parts.push(`in ${place.name}`)
  if (place.kind === 'area') parts.push('in this area')
  return capitalize(parts.join(' '))
}

/** The document title: the heading, plus the page number past the first page. */
export function computeResultsTitle(query: ResultsQuery, place: ResultsPlaceName): string {
  const heading = computeResultsHeading(query, place)
  return query.page && query.page > 1 ? `${heading}, page ${query.page}` : heading
}

/** The meta description of a results page. */
export function computeResultsDescription(query: ResultsQuery, place: ResultsPlaceName, total: number): string {
  const heading = computeResultsHeading(query, place)
  const count = total === 0 ? 'No upcoming events yet' : `${total.toLocaleString('en-US')} upcoming ${total === 1 ? 'event' : 'events'}`
  return `${heading}: ${count}. Browse by date, price, category and format, and get tickets on Tessera.`
}
