import { useTranslations } from 'next-intl'
import type { ResultsPage } from '@/core/search/get-results-page'
import { applyFilterChange, clearAllFilters, computeActiveFilters } from '@/core/search/results-filters'
import type { ResultsQuery } from '@/core/search/results-url'
import { ResultsLink } from './results-link'
import { useFilterWords } from './use-filter-words'
import styles from './results.module.css'

/** Nothing matched: suggest fewer filters, the search without its text, nearby places and online events. */
export function ResultsEmpty({ query, page }: { query: ResultsQuery; page: ResultsPage }) {
  const t = useTranslations('results')
  const active = computeActiveFilters(query, useFilterWords())
  const withoutText: ResultsQuery = { ...query }
  delete withoutText.text
  delete withoutText.page
  return (
    <div className={styles.empty}>
      <h2>{t('noMatch')}</h2>
      <p>{t('tryFewer')}</p>
      <ul className={styles.suggestions} aria-label={t('suggestions')}>
        {active.map((filter) => (
          <li key={`${filter.kind}-${filter.label}`}>
            <ResultsLink query={filter.query}>{t('removeFilter', { label: filter.label })}</ResultsLink>
          </li>
        ))}
        {active.length > 1 ? (
          <li>
            <ResultsLink query={clearAllFilters(query)}>{t('clearAllFilters')}</ResultsLink>
          </li>
        ) : null}
        {query.text !== undefined ? (
          <li>
            <ResultsLink query={withoutText}>{t('searchWithout', { text: query.text })}</ResultsLink>
          </li>
        ) : null}
        {page.nearbyPlaces.map((place) => (
          <li key={place.slug}>
            <ResultsLink query={applyFilterChange(query, { location: { kind: 'place', slug: place.slug } })}>
              {t('eventsIn', { place: place.name })}
            </ResultsLink>
          </li>
        ))}
        {query.location.kind !== 'online' ? (
          <li>
            <ResultsLink query={applyFilterChange(query, { location: { kind: 'online' } })}>{t('onlineEvents')}</ResultsLink>
          </li>
        ) : null}
      </ul>
    </div>
  )
}
