// Filter changes on a results page as pure query → query steps (spec §2 "Routes"). Every link and form
// of the filter panel is built from one of these, then spelled by buildResultsPath, so each filter
// change lands on the canonical URL and a shared or bookmarked URL shows the same results.
import { formatCalendarDates } from '@/core/events/date-display'
import { getCategoryBySlug } from '@/core/taxonomy/categories'
import { DATE_FILTERS } from '@/core/taxonomy/date-filters'
import { getFormatBySlug } from '@/core/taxonomy/formats'
import { POPULAR_TAGS } from '@/core/taxonomy/popular-tags'
import { PRICE_FILTERS, type PriceFilter } from '@/core/taxonomy/price-filters'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import { computeSubcategoryTitle, type SubcategoryNames } from '@/core/taxonomy/subcategory-names'
import type { PresetDateKeyword } from '@/core/taxonomy/date-filters'
import type { ResultsQuery, ResultsSort } from './results-url'
import type { ResultsLocation } from './search-location'

/** What a filter control changes; `null` clears that filter. */
export type FilterChange = {
  location?: ResultsLocation
  price?: PriceFilter | null
  categorySlug?: string | null
  formatSlug?: string | null
  dateKeyword?: PresetDateKeyword | null
  dateRange?: { startDate: string; endDate: string } | null
  subcategoryIds?: number[] | null
  tags?: string[] | null
  sort?: ResultsSort
}

function set<K extends keyof ResultsQuery>(q: ResultsQuery, key: K, value: ResultsQuery[K] | null | undefined) {
  if (value === null || value === undefined) delete q[key]
  else q[key] = value
}

/**
 * The query after one filter change. Any change starts again at page 1 (page 3 of other results means
 * nothing); a date keyword and a picked range replace each other; changing the category drops
 * subcategories that belong to another category.
 */
export function applyFilterChange(query: ResultsQuery, change: FilterChange): ResultsQuery {
  const next: ResultsQuery = { ...query }
  delete next.page
  if (change.location !== undefined) next.location = change.location
  if (change.price !== undefined) set(next, 'price', change.price)
  if (change.formatSlug !== undefined) set(next, 'formatSlug', change.formatSlug)
  if (change.categorySlug !== undefined) {
    set(next, 'categorySlug', change.categorySlug)
    const categoryId = change.categorySlug === null ? null : getCategoryBySlug(change.categorySlug)?.id
    const kept = (next.subcategoryIds ?? []).filter((id) => getSubcategoryById(id)?.categoryId === categoryId)
    set(next, 'subcategoryIds', kept.length > 0 ? kept : null)
  }
  if (change.dateKeyword !== undefined) {
    set(next, 'dateKeyword', change.dateKeyword)
    delete next.startDate
    delete next.endDate
  }
  if (change.dateRange !== undefined) {
    delete next.dateKeyword
    set(next, 'startDate', change.dateRange?.startDate)
    set(next, 'endDate', change.dateRange?.endDate)
  }
  if (change.subcategoryIds !== undefined) {
    set(next, 'subcategoryIds', change.subcategoryIds && change.subcategoryIds.length > 0 ? change.subcategoryIds : null)
  }
  if (change.tags !== undefined) set(next, 'tags', change.tags && change.tags.length > 0 ? change.tags : null)
  if (change.sort !== undefined) set(next, 'sort', change.sort === 'relevance' ? null : change.sort)
  return next
}

/** Adds the value when absent, removes it when present: how multi-select chips behave. */
export function toggleValue<T>(values: readonly T[] | undefined, value: T): T[] {
  const list = values ?? []
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}

/** Spec §2 results: "clear all" keeps where and what was searched, and the sort, and drops every filter. */
export function clearAllFilters(query: ResultsQuery): ResultsQuery {
  const next: ResultsQuery = { location: query.location }
  if (query.locale !== undefined) next.locale = query.locale
  if (query.text !== undefined) next.text = query.text
  if (query.sort !== undefined) next.sort = query.sort
  return next
}

export type ActiveFilter = { kind: string; label: string; query: ResultsQuery }

/** The filter chips' words in the page's language (the results catalog's); English without them. */
export type FilterWords = {
  prices: Record<string, string>
  dates: Record<string, string>
  tags: Record<string, string>
  /** "{start} to {end}" in the page's language, and the locale its dates are written in. */
  dateRange: string
  locale: string
  /** Category and format names by slug (the taxonomy catalog's). */
  categories?: Record<string, string>
  formats?: Record<string, string>
  /** Subcategory titles by id (the subcategories catalog's). */
  subcategories?: SubcategoryNames
}

/** The filters in force, each with its label and the query without it (the "remove" chips and suggestions). */
export function computeActiveFilters(query: ResultsQuery, words?: FilterWords): ActiveFilter[] {
  const out: ActiveFilter[] = []
  if (query.price) {
    const label = words?.prices[query.price] ?? PRICE_FILTERS.find((p) => p.slug === query.price)?.label ?? query.price
    out.push({ kind: 'price', label, query: applyFilterChange(query, { price: null }) })
  }
  if (query.categorySlug) {
    const label = words?.categories?.[query.categorySlug] ?? getCategoryBySlug(query.categorySlug)?.name ?? query.categorySlug
    out.push({ kind: 'category', label, query: applyFilterChange(query, { categorySlug: null }) })
  }
  for (const id of query.subcategoryIds ?? []) {
    const label = computeSubcategoryTitle(id, words?.subcategories) ?? String(id)
    const remaining = (query.subcategoryIds ?? []).filter((other) => other !== id)
    out.push({ kind: 'subcategory', label, query: applyFilterChange(query, { subcategoryIds: remaining }) })
  }
  if (query.formatSlug) {
    const label = words?.formats?.[query.formatSlug] ?? getFormatBySlug(query.formatSlug)?.name ?? query.formatSlug
    out.push({ kind: 'format', label, query: applyFilterChange(query, { formatSlug: null }) })
  }
  if (query.dateKeyword) {
    const label = words?.dates[query.dateKeyword] ?? DATE_FILTERS.find((d) => d.keyword === query.dateKeyword)?.label ?? query.dateKeyword
    out.push({ kind: 'date', label, query: applyFilterChange(query, { dateKeyword: null }) })
  }
  if (query.startDate && query.endDate) {
    const label = words ? formatCalendarDates(query.startDate, query.endDate, words.locale, words.dateRange) : formatCalendarDates(query.startDate, query.endDate)
    out.push({ kind: 'date', label, query: applyFilterChange(query, { dateRange: null }) })
  }
  for (const tag of query.tags ?? []) {
    const label = words?.tags[tag] ?? POPULAR_TAGS.find((t) => t.slug === tag)?.label ?? tag
    out.push({ kind: 'tag', label, query: applyFilterChange(query, { tags: toggleValue(query.tags, tag) }) })
  }
  return out
}

/** The search use case's filter input for a results query (slugs become the taxonomy's ids). */
export function computeSearchFilters(query: ResultsQuery) {
  const category = query.categorySlug ? getCategoryBySlug(query.categorySlug) : null
  const format = query.formatSlug ? getFormatBySlug(query.formatSlug) : null
  return {
    text: query.text,
    categoryIds: category ? [category.id] : [],
    subcategoryIds: query.subcategoryIds ?? [],
    formatIds: format ? [format.id] : [],
    dates: query.dateKeyword
      ? { keyword: query.dateKeyword }
      : query.startDate && query.endDate
        ? { startDate: query.startDate, endDate: query.endDate }
        : undefined,
    price: query.price,
    tags: query.tags ?? [],
    page: query.page ?? 1,
    sort: query.sort ?? 'relevance',
    exact: query.exact === true,
  }
}
