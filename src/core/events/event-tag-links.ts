// The tags of an event page as links to results near the visitor (`/d/local/…`), so a reader can go
// from one event to more like it. Built through the results URL module like every /d/ link.
import { getCategoryById } from '@/core/taxonomy/categories'
import { getFormatById } from '@/core/taxonomy/formats'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import { buildResultsPath, isResultsUrlError, normalizeResultsQuery, type ResultsQuery } from '@/core/search/results-url'
import type { EventJson } from './event-json'

export type EventTagLink = { label: string; href: string | null }

function pathFor(query: ResultsQuery): string | null {
  const normalized = normalizeResultsQuery(query)
  return isResultsUrlError(normalized) ? null : buildResultsPath(normalized)
}

/** Category, subcategory, format and organizer tags, each with a results link (null when it has none). */
export function computeEventTagLinks(event: EventJson): EventTagLink[] {
  const where: ResultsQuery['location'] = event.is_online_event ? { kind: 'online' } : { kind: 'local' }
  return event.tags.map((tag) => {
    const [prefix, value = ''] = tag.tag.split('/')
    const id = Number(value)
    let query: ResultsQuery | null = null
    if (prefix === 'TesseraCategory') {
      const category = getCategoryById(id)
      if (category) query = { location: where, categorySlug: category.slug }
    } else if (prefix === 'TesseraSubCategory') {
      const sub = getSubcategoryById(id)
      const category = sub ? getCategoryById(sub.categoryId) : null
      if (sub && category) query = { location: where, categorySlug: category.slug, subcategoryIds: [sub.id] }
    } else if (prefix === 'TesseraFormat') {
      const format = getFormatById(id)
      if (format) query = { location: where, formatSlug: format.slug }
    } else if (prefix === 'OrganizerTag') {
      query = { location: where, tags: [value] }
    }
    return { label: tag.display_name, href: query ? pathFor(query) : null }
  })
}
