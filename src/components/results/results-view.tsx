import { EventCard } from '@/components/event-card/event-card'
import type { ResultsPage } from '@/core/search/get-results-page'
import { applyFilterChange, clearAllFilters, computeActiveFilters } from '@/core/search/results-filters'
import { buildResultsPath, type ResultsQuery } from '@/core/search/results-url'
import { ResultsEmpty } from './results-empty'
import { ResultsFilters } from './results-filters'
import { ResultsLink } from './results-link'
import { ResultsPagination } from './results-pagination'
import styles from './results.module.css'

function countText(total: number, capped: boolean): string {
  if (total === 0) return 'No events'
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''} ${total === 1 ? 'event' : 'events'}`
}

/** The feed URL of a search: the same canonical URL with format=ics (served by the calendar route). */
export function computeFeedPath(query: ResultsQuery): string {
  const path = buildResultsPath({ ...query, page: undefined })
  return `${path}${path.includes('?') ? '&' : '?'}format=ics`
}

/**
 * Issue 22 "Did you mean": when the typed text found too little and its correction was searched instead,
 * says so and links to the typed text searched exactly; otherwise offers the correction.
 */
function SpellingNotice({ query, spelling }: { query: ResultsQuery; spelling: NonNullable<ResultsPage['spelling']> }) {
  const { exact: _exact, page: _page, ...rest } = query
  if (spelling.showingCorrected) {
    return (
      <p className={styles.spelling}>
        Showing results for <strong>{spelling.corrected}</strong>. Search instead for{' '}
        <ResultsLink query={{ ...rest, text: spelling.original, exact: true }}>{spelling.original}</ResultsLink>
      </p>
    )
  }
  return (
    <p className={styles.spelling}>
      Did you mean <ResultsLink query={{ ...rest, text: spelling.corrected }}>{spelling.corrected}</ResultsLink>?
    </p>
  )
}

/** A results page of spec §2: heading, count, sort, filters, event cards, pagination or an empty state. */
export function ResultsView({
  query,
  page,
  heading,
  now,
  countCapped,
  productOrigins,
}: {
  query: ResultsQuery
  page: ResultsPage
  heading: string
  now: Date
  countCapped: boolean
  /** Configured origins of the product, for the cards' links (siteProductOrigins). */
  productOrigins?: readonly string[]
}) {
  const { results, pagination, aggs } = page.events
  const active = computeActiveFilters(query)
  const sort = query.sort ?? 'relevance'
  return (
    <main className={styles.layout}>
      <div className={styles.header}>
        <h1 id="page-content" tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.count} role="status">
          {countText(pagination.object_count, countCapped)}
        </p>
        {page.spelling ? <SpellingNotice query={query} spelling={page.spelling} /> : null}
        {page.someWords ? <p className={styles.spelling}>No event has all of your words; these have some of them.</p> : null}
        <p>
          <a href={computeFeedPath(query)} className={styles.subscribe}>
            Subscribe to this search (iCalendar)
          </a>
        </p>
      </div>
      <aside className={styles.sidebar} aria-label="Filters">
        <ResultsFilters query={query} aggs={aggs} />
      </aside>
      <section className={styles.results} aria-labelledby="results-heading">
        <h2 id="results-heading" className={styles.visuallyHidden}>
          Results
        </h2>
        <div className={styles.toolbar}>
          {active.length > 0 ? (
            <ul className={styles.chips} aria-label="Active filters">
              {active.map((filter) => (
                <li key={`${filter.kind}-${filter.label}`}>
                  <ResultsLink
                    query={filter.query}
                    className={styles.chip}
                    ariaLabel={`Remove filter ${filter.label}`}
                  >
                    {filter.label} <span aria-hidden="true">×</span>
                  </ResultsLink>
                </li>
              ))}
              <li>
                <ResultsLink query={clearAllFilters(query)} className={styles.clearAll}>
                  Clear all filters
                </ResultsLink>
              </li>
            </ul>
          ) : null}
          <nav aria-label="Sort results" className={styles.sort}>
            <span>Sort by:</span>
            <ResultsLink
              query={applyFilterChange(query, { sort: 'relevance' })}
              current={sort === 'relevance'}
            >
              Relevance
            </ResultsLink>
            <ResultsLink query={applyFilterChange(query, { sort: 'date' })} current={sort === 'date'}>
              Date
            </ResultsLink>
          </nav>
        </div>
        {results.length === 0 ? (
          <ResultsEmpty query={query} page={page} />
        ) : (
          <ul className="card-grid">
            {results.map((event, index) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  now={now}
                  pageArea="search-results"
                  position={(pagination.page_number - 1) * pagination.page_size + index}
                  productOrigins={productOrigins}
                />
              </li>
            ))}
          </ul>
        )}
        <ResultsPagination query={query} pageCount={pagination.page_count} />
      </section>
    </main>
  )
}
