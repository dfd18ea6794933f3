// The concierge's words (spec §7 ask call): the one question it asks when a request is too vague, and
// the one- or two-sentence summary of what it found and how it understood the request.
import { getCategoryById } from '@/core/taxonomy/categories'
import { DATE_FILTERS } from '@/core/taxonomy/date-filters'
import { getFormatById } from '@/core/taxonomy/formats'
import { POPULAR_TAGS } from '@/core/taxonomy/popular-tags'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import type { ConciergeDates, ConciergeSearch } from './concierge-search'

/** Spec §7 ask_user: one short, specific question about what, when and where. */
export function computeClarifyingQuestion({ greeting, placeName }: { greeting: boolean; placeName: string | null }): string {
  const where = placeName ? ` in ${placeName}` : ''
  return greeting
    ? `Hi! What kind of event are you in the mood for${where} (live music, comedy, food and drink, a class…), and which day?`
    : `What kind of event would you enjoy${where}: live music, comedy, food and drink, a class, sports or something else? And which day suits you?`
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

function describeDates(dates: ConciergeDates | null, timeOfDay: ConciergeSearch['timeOfDay']): string {
  if (!dates) return timeOfDay ? `in the ${timeOfDay}` : ''
  let words: string
  if ('keyword' in dates) {
    if (dates.keyword === 'today' && timeOfDay === 'evening') return 'tonight'
    words = (DATE_FILTERS.find((f) => f.keyword === dates.keyword)?.label ?? dates.keyword).toLowerCase()
  } else {
    const start = new Date(`${dates.startDate}T00:00:00Z`)
    const end = new Date(`${dates.endDate}T00:00:00Z`)
    const nextDay = new Date(end.getTime() + 86_400_000)
    if (dates.startDate === dates.endDate) words = `on ${dayFormat.format(start)}`
    else if (nextDay.getUTCDate() === 1 && (start.getUTCDate() === 1 || start.getUTCMonth() === end.getUTCMonth()) && start.getUTCMonth() === end.getUTCMonth())
      words = `in ${monthFormat.format(end)}`
    else words = `from ${dayFormat.format(start)} to ${dayFormat.format(end)}`
  }
  return timeOfDay ? `${words}, in the ${timeOfDay}` : words
}

function describeWhat(search: ConciergeSearch): string {
  const subjects = new Set<string>()
  const subTitles = search.subcategoryIds.map((id) => getSubcategoryById(id)?.title.trim()).filter((t): t is string => Boolean(t))
  // "Blues & Jazz" and "Jazz" both stand for jazz: the shortest title reads best.
  const shortest = [...subTitles].sort((a, b) => a.length - b.length)[0]
  if (shortest) subjects.add(shortest.toLowerCase())
  else for (const id of search.categoryIds) subjects.add((getCategoryById(id)?.name ?? '').toLowerCase())
  for (const tag of search.tags) subjects.add((POPULAR_TAGS.find((t) => t.slug === tag)?.label ?? tag).toLowerCase())
  const format = search.formatIds.length === 1 ? getFormatById(search.formatIds[0]!)?.slug.replace(/-/g, ' ') : undefined
  const noun = format ?? 'events'
  const parts = [search.price === 'free' ? 'free' : search.price === 'paid' ? 'paid' : '', [...subjects].filter(Boolean).join(' and '), noun]
  let what = parts.filter(Boolean).join(' ')
  if (search.text) what += ` matching “${search.text}”`
  if (search.maxPriceMinor !== null && search.price !== 'free') what += ` from $${search.maxPriceMinor / 100} or less`
  return what
}

/** The whole understanding in words: "free jazz events in Brooklyn this weekend". */
export function describeSearch(search: ConciergeSearch, placeName: string | null): string {
  const where = search.place.kind === 'online' ? 'online' : search.place.kind === 'named' ? `in ${search.place.name}` : placeName ? `in ${placeName}` : ''
  return [describeWhat(search), where, describeDates(search.dates, search.timeOfDay)].filter(Boolean).join(' ')
}

/** Spec §7 summary: how many were found, as understood, in one or two sentences. */
export function computeSummary({ search, placeName, total, shown, sort }: {
  search: ConciergeSearch
  placeName: string | null
  total: number
  shown: number
  sort: 'relevance' | 'date'
}): string {
  const understood = describeSearch(search, placeName)
  if (shown === 0) return `I couldn't find any ${understood}. Try other dates, another place or fewer details.`
  const count = total > shown ? `${total.toLocaleString('en-US')}${total >= 10_000 ? '+' : ''}` : String(shown)
  const order = sort === 'date' ? 'soonest first' : 'best matches first'
  return total > shown
    ? `Found ${count} ${understood}. Here are ${shown}, ${order}.`
    : `Found ${count} ${understood}.`
}
