// The heading of a results page in a language other than English (issue 25). English headings keep their
// own grammar (results-page-text.ts: "Free Music festivals this weekend in New York, NY"); the other
// languages compose the same facts from their catalog's patterns (src/messages/{language}/results.json
// "heading"): topic, price, date, place. Category and subcategory names are the taxonomy's.
import { formatCalendarDates } from '@/core/events/date-display'
import { getCategoryBySlug } from '@/core/taxonomy/categories'
import { computeSubcategoryTitle, type SubcategoryNames } from '@/core/taxonomy/subcategory-names'
import type { ResultsPlaceName } from './results-page-text'
import type { ResultsQuery } from './results-url'

// The catalog's range pattern with its placeholders kept, for formatCalendarDates to fill.
const RANGE_PLACEHOLDERS = { start: '{start}', end: '{end}' }

/** A catalog lookup of the results namespace: key and values in, formatted text out. */
export type ResultsTranslate = (key: string, values?: Record<string, string | number>) => string

/** "Konzerte: Veranstaltungen dieses Wochenende in Berlin" and the like, from the catalog's patterns. */
export function computeLocalizedResultsHeading(
  query: ResultsQuery,
  place: ResultsPlaceName,
  t: ResultsTranslate,
  locale: string,
  /** Category names by slug in the page's language (the taxonomy catalog's). */
  categoryNames: Record<string, string> = {},
  /** Subcategory titles by id in the page's language (the subcategories catalog's). */
  subcategoryNames?: SubcategoryNames,
  /** Format names in the plural by slug in the page's language (the taxonomy catalog's formatsPlural). */
  formatNames: Record<string, string> = {},
): string {
  const subcategories = (query.subcategoryIds ?? [])
    .map((id) => computeSubcategoryTitle(id, subcategoryNames))
    .filter((title): title is string => Boolean(title))
  const topic = [
    subcategories.length > 0
      ? subcategories.join(', ')
      : query.categorySlug
        ? (categoryNames[query.categorySlug] ?? getCategoryBySlug(query.categorySlug)?.name)
        : null,
    query.text ? `“${query.text}”` : null,
  ]
    .filter(Boolean)
    .join(' ')
  // A format names what is listed ("Konferenzen") where other pages say "events"; an unknown one keeps "events".
  const format = query.formatSlug ? formatNames[query.formatSlug] : undefined
  let what = format ? (topic ? t('heading.topicFormat', { topic, format }) : format) : topic ? t('heading.topicEvents', { topic }) : t('heading.events')
  if (place.kind === 'online') what = t('heading.online', { what })
  if (query.price) what = t('heading.price', { what, price: t(`prices.${query.price}`) })
  if (query.dateKeyword) {
    what = t('heading.when', { what, when: t(`dates.${query.dateKeyword}`).toLocaleLowerCase(locale) })
  } else if (query.startDate && query.endDate) {
    what = t('heading.when', { what, when: formatCalendarDates(query.startDate, query.endDate, locale, t('dateRange', RANGE_PLACEHOLDERS)) })
  }
  if (place.kind === 'place') return t('heading.in', { what, place: place.name })
  if (place.kind === 'area') return t('heading.inArea', { what })
  return what
}
