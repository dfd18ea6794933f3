import type { ResultsPage } from '@/core/search/get-results-page'
import { applyFilterChange, clearAllFilters, computeActiveFilters } from '@/core/search/results-filters'
import type { ResultsQuery } from '@/core/search/results-url'
import { ResultsLink } from './results-link'
import styles from './results.module.css'

/** Nothing matched: suggest fewer filters, the search without its text, nearby places and online events. */
export function ResultsEmpty({ query, page }: { query: ResultsQuery; page: ResultsPage }) {
  const active = computeActiveFilters(query)
  const withoutText: ResultsQuery = { ...query }
  delete withoutText.text
  delete withoutText.page
  return (
    <div className={styles.empty}>
      <h2>No events match this search</h2>
      <p>Try fewer filters, another place or other dates.</p>
      <ul className={styles.suggestions} aria-label="Suggestions">
        {active.map((filter) => (
          <li key={`${filter.kind}-${filter.label}`}>
            <ResultsLink query={filter.query}>Remove filter {filter.label}</ResultsLink>
          </li>
        ))}
        {active.length > 1 ? (
          <li>
            <ResultsLink query={clearAllFilters(query)}>Clear all filters</ResultsLink>
          </li>
        ) : null}
        {query.text !== undefined ? (
          <li>
            <ResultsLink query={withoutText}>Search without “{query.text}”</ResultsLink>
          </li>
        ) : null}
        {page.nearbyPlaces.map((place) => (
          <li key={place.slug}>
            <ResultsLink query={applyFilterChange(query, { location: { kind: 'place', slug: place.slug } })}>
              Events in {place.name}
            </ResultsLink>
          </li>
        ))}
        {query.location.kind !== 'online' ? (
          <li>
            <ResultsLink query={applyFilterChange(query, { location: { kind: 'online' } })}>Online events</ResultsLink>
          </li>
        ) : null}
      </ul>
    </div>
  )
}
