import { useLocale, useMessages, useTranslations } from 'next-intl'
import { applyFilterChange, toggleValue } from '@/core/search/results-filters'
import { cachedNumberFormat } from '@/core/shared/intl-cache'
import type { ResultsQuery } from '@/core/search/results-url'
import type { SearchEventsResult } from '@/core/search/search-events'
import { CATEGORIES, getCategoryBySlug } from '@/core/taxonomy/categories'
import { DATE_FILTERS } from '@/core/taxonomy/date-filters'
import { FORMATS } from '@/core/taxonomy/formats'
import { POPULAR_TAGS } from '@/core/taxonomy/popular-tags'
import { PRICE_FILTERS } from '@/core/taxonomy/price-filters'
import { getSubcategoriesByCategoryId } from '@/core/taxonomy/subcategories'
import { computeSubcategoryTitle } from '@/core/taxonomy/subcategory-names'
import type { PresetDateKeyword } from '@/core/taxonomy/date-filters'
import type { Catalog } from '@/messages/catalog'
import { DateRangeForm } from './date-range-form'
import { ResultsLink } from './results-link'
import styles from './results.module.css'

type Aggs = SearchEventsResult['events']['aggs']
type CategorySlug = keyof Catalog['taxonomy']['categories']
type FormatSlug = keyof Catalog['taxonomy']['formats']

function countText(count: number | undefined, locale: string): string {
  return count === undefined ? '' : ` (${cachedNumberFormat(locale, {}).format(count)})`
}

function FilterGroup({ id, title, children, wrap = false }: { id: string; title: string; children: React.ReactNode; wrap?: boolean }) {
  return (
    <section className={styles.filterGroup} aria-labelledby={id}>
      <h3 id={id} className={styles.filterTitle}>
        {title}
      </h3>
      <ul className={wrap ? styles.filterListWrap : styles.filterList}>{children}</ul>
    </section>
  )
}

function Option({ query, selected, label, count }: { query: ResultsQuery; selected: boolean; label: string; count?: number }) {
  const locale = useLocale()
  return (
    <li>
      <ResultsLink query={query} current={selected} className={selected ? styles.optionSelected : styles.option}>
        {label}
        {countText(count, locale)}
      </ResultsLink>
    </li>
  )
}

/**
 * The filter panel of a results page (issue 5): every option is a link to the canonical URL of the
 * search with that option toggled, so filters work without JavaScript and by keyboard; counts come from
 * the search aggregations.
 */
export function ResultsFilters({ query, aggs }: { query: ResultsQuery; aggs: Aggs }) {
  const t = useTranslations('results')
  const taxonomy = useTranslations('taxonomy')
  const subcategoryNames = useMessages().subcategories
  const category = query.categorySlug ? getCategoryBySlug(query.categorySlug) : null
  const categoryCounts = new Map(aggs.categories.map((c) => [Number(c.key), c.count]))
  const formatCounts = new Map(aggs.formats.map((f) => [Number(f.key), f.count]))
  const dateCounts = new Map(aggs.dates.map((d) => [d.key, d.count]))
  const priceCounts = new Map(aggs.price.map((p) => [p.key, p.count]))
  const tagCounts = new Map(aggs.tags.map((t) => [t.key, t.count]))
  const subcategoryCounts = new Map(aggs.subcategories.map((sc) => [Number(sc.key), sc.count]))
  const isOnline = query.location.kind === 'online'
  // Without a chosen category, list those that have matches; with one, it alone (its count is the total).
  const categories = category ? [category] : CATEGORIES.filter((c) => (categoryCounts.get(c.id) ?? 0) > 0)
  const formats = FORMATS.filter((f) => query.formatSlug === f.slug || (formatCounts.get(f.id) ?? 0) > 0)

  return (
    <div className={styles.filters}>
      <h2 className={styles.filtersHeading}>{t('filters')}</h2>
      <FilterGroup id="filter-category" title={t('category')}>
        {categories.map((c) => (
          <Option
            key={c.id}
            query={applyFilterChange(query, { categorySlug: category?.id === c.id ? null : c.slug })}
            selected={category?.id === c.id}
            label={taxonomy(`categories.${c.slug as CategorySlug}`)}
            count={categoryCounts.get(c.id)}
          />
        ))}
      </FilterGroup>
      {category ? (
        <FilterGroup id="filter-subcategory" title={t('subcategories', { category: taxonomy(`categories.${category.slug as CategorySlug}`) })} wrap>
          {getSubcategoriesByCategoryId(category.id)
            .filter((s) => query.subcategoryIds?.includes(s.id) || (subcategoryCounts.get(s.id) ?? 0) > 0)
            .map((s) => (
              <Option
                key={s.id}
                query={applyFilterChange(query, { subcategoryIds: toggleValue(query.subcategoryIds, s.id) })}
                selected={query.subcategoryIds?.includes(s.id) ?? false}
                label={computeSubcategoryTitle(s.id, subcategoryNames) ?? s.title.trim()}
                count={subcategoryCounts.get(s.id) ?? 0}
              />
            ))}
        </FilterGroup>
      ) : null}
      <FilterGroup id="filter-date" title={t('date')}>
        {DATE_FILTERS.filter((d) => d.keyword !== 'custom_date').map((d) => {
          const keyword = d.keyword as PresetDateKeyword
          const selected = query.dateKeyword === keyword
          return (
            <Option
              key={d.keyword}
              query={applyFilterChange(query, { dateKeyword: selected ? null : keyword })}
              selected={selected}
              label={t(`dates.${keyword}`)}
              count={dateCounts.get(d.keyword)}
            />
          )
        })}
        <li>
          <DateRangeForm query={query} />
        </li>
      </FilterGroup>
      <FilterGroup id="filter-price" title={t('price')}>
        {PRICE_FILTERS.map((p) => (
          <Option
            key={p.slug}
            query={applyFilterChange(query, { price: query.price === p.slug ? null : p.slug })}
            selected={query.price === p.slug}
            label={t(`prices.${p.slug}`)}
            count={priceCounts.get(p.slug)}
          />
        ))}
      </FilterGroup>
      <FilterGroup id="filter-format" title={t('format')}>
        {formats.map((f) => (
          <Option
            key={f.id}
            query={applyFilterChange(query, { formatSlug: query.formatSlug === f.slug ? null : f.slug })}
            selected={query.formatSlug === f.slug}
            label={taxonomy(`formats.${f.slug as FormatSlug}`)}
            count={formatCounts.get(f.id)}
          />
        ))}
      </FilterGroup>
      <FilterGroup id="filter-tags" title={t('popular')}>
        {POPULAR_TAGS.map((tag) => (
          <Option
            key={tag.slug}
            query={applyFilterChange(query, { tags: toggleValue(query.tags, tag.slug) })}
            selected={query.tags?.includes(tag.slug) ?? false}
            label={t(`tags.${tag.slug}`)}
            count={tagCounts.get(tag.slug)}
          />
        ))}
      </FilterGroup>
      <FilterGroup id="filter-online" title={t('where')}>
        <Option
          query={applyFilterChange(query, { location: isOnline ? { kind: 'local' } : { kind: 'online' } })}
          selected={isOnline}
          label={t('onlineOnly')}
        />
      </FilterGroup>
    </div>
  )
}
