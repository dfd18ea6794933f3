// The tags of an event page as links to results near the visitor (`/d/local/…`), so a reader can go
// from one event to more like it. Built through the results URL module like every /d/ link.
import { getCategoryById } from '@/core/taxonomy/categories'
import { getFormatById } from '@/core/taxonomy/formats'
import { computeSubcategoryTitle, type SubcategoryNames } from '@/core/taxonomy/subcategory-names'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import { buildResultsPath, isResultsUrlError, normalizeResultsQuery, type ResultsQuery } from '@/core/search/results-url'
import type { EventJson } from './event-json'

/** `authored`: the organizer's own words (an organizer tag), which stay in the event's language. */
export type EventTagLink = { label: string; href: string | null; authored: boolean }

function pathFor(query: ResultsQuery): string | null {
  const normalized = normalizeResultsQuery(query)
  return isResultsUrlError(normalized) ? null : buildResultsPath(normalized)
}

/**
 * Category, subcategory, format and organizer tags, each with a results link (null when it has none).
 * `locale` is the page's language subdirectory (the links stay in it); `names` the category and format
 * names in its language, by slug, and `subcategories` its subcategories catalog (issue 25).
 */
export function computeEventTagLinks(
  event: EventJson,
  { locale, names, subcategories }: { locale?: string; names?: { categories: Record<string, string>; formats: Record<string, string> }; subcategories?: SubcategoryNames } = {},
): EventTagLink[] {
  const where: ResultsQuery['location'] = event.is_online_event ? { kind: 'online' } : { kind: 'local' }
  return event.tags.map((tag) => {
    const [prefix, value = ''] = tag.tag.split('/')
    const id = Number(value)
    let query: ResultsQuery | null = null
    let label = tag.display_name
    if (prefix === 'TesseraCategory') {
      const category = getCategoryById(id)
      if (category) query = { location: where, categorySlug: category.slug }
      if (category && names?.categories[category.slug]) label = names.categories[category.slug]!
    } else if (prefix === 'TesseraSubCategory') {
      const sub = getSubcategoryById(id)
      const category = sub ? getCategoryById(sub.categoryId) : null
      if (sub && category) query = { location: where, categorySlug: category.slug, subcategoryIds: [sub.id] }
      if (sub && subcategories) label = computeSubcategoryTitle(sub.id, subcategories) ?? label
    } else if (prefix === 'TesseraFormat') {
      const format = getFormatById(id)
      if (format) query = { location: where, formatSlug: format.slug }
      if (format && names?.formats[format.slug]) label = names.formats[format.slug]!
    } else if (prefix === 'OrganizerTag') {
      query = { location: where, tags: [value] }
    }
    return { label, href: query ? pathFor(locale ? { ...query, locale } : query) : null, authored: prefix === 'OrganizerTag' }
  })
}
