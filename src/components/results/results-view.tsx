import { useTranslations } from 'next-intl'
import { EventCard } from '@/components/event-card/event-card'
import type { CardIntl } from '@/core/events/event-card-display'
import type { ResultsPage } from '@/core/search/get-results-page'
import { applyFilterChange, clearAllFilters, computeActiveFilters } from '@/core/search/results-filters'
import { buildResultsPath, type ResultsQuery } from '@/core/search/results-url'
import { ResultsEmpty } from './results-empty'
import { ResultsFilters } from './results-filters'
import { FilterSheetKeeper } from './filter-sheet-keeper'
import { ResultsLink } from './results-link'
import { ResultsPagination } from './results-pagination'
import { useFilterWords } from './use-filter-words'
import styles from './results.module.css'

type ResultsT = ReturnType<typeof useTranslations<'results'>>

function countText(t: ResultsT, total: number, capped: boolean): string {
  if (total === 0) return t('noEvents')
  return t(capped ? 'eventCountCapped' : 'eventCount', { count: total })
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
  const t = useTranslations('results')
  const { exact: _exact, page: _page, ...rest } = query
  if (spelling.showingCorrected) {
    return (
      <p className={styles.spelling}>
        {t.rich('showingCorrected', {
          corrected: spelling.corrected,
          original: spelling.original,
          strong: (chunks) => <strong>{chunks}</strong>,
          link: (chunks) => <ResultsLink query={{ ...rest, text: spelling.original, exact: true }}>{chunks}</ResultsLink>,
        })}
      </p>
    )
  }
  return (
    <p className={styles.spelling}>
      {t.rich('didYouMean', {
        corrected: spelling.corrected,
        link: (chunks) => <ResultsLink query={{ ...rest, text: spelling.corrected }}>{chunks}</ResultsLink>,
      })}
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
  cardIntl,
}: {
  query: ResultsQuery
  page: ResultsPage
  heading: string
  now: Date
  countCapped: boolean
  /** Configured origins of the product, for the cards' links (siteProductOrigins). */
  productOrigins?: readonly string[]
  /** The cards' words and formats in the page's language. */
  cardIntl?: CardIntl
}) {
  const t = useTranslations('results')
  const { results, pagination, aggs } = page.events
  const active = computeActiveFilters(query, useFilterWords())
  const count = countText(t, pagination.object_count, countCapped)
  const sort = query.sort ?? 'relevance'
  return (
    <main className={styles.layout}>
      <div className={styles.header}>
        <h1 id="page-content" tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.count} role="status">
          {count}
        </p>
        {page.spelling ? <SpellingNotice query={query} spelling={page.spelling} /> : null}
        {page.someWords ? <p className={styles.spelling}>{t('someWords')}</p> : null}
        <p>
          <a href={computeFeedPath(query)} className={styles.subscribe}>
            {t('subscribe')}
          </a>
        </p>
      </div>
      {/* On a phone the filters are a sheet over the results, opened by the Filters button at their top;
          the popover attribute needs no script (issue 23). From 960 px they are the sidebar. */}
      <aside id="results-filters" className={styles.sidebar} aria-label={t('filters')} popover="auto">
        <div className={styles.sheetOnly}>
          <button type="button" className={styles.sheetClose} popoverTarget="results-filters" popoverTargetAction="hide">
            {t('closeFilters')}
          </button>
        </div>
        <ResultsFilters query={query} aggs={aggs} />
        <FilterSheetKeeper sheetId="results-filters" />
        <div className={`${styles.sheetOnly} ${styles.sheetFooter}`}>
          <button type="button" className={styles.button} popoverTarget="results-filters" popoverTargetAction="hide">
            {pagination.object_count === 0 ? t('showResults') : t('showCount', { count })}
          </button>
        </div>
      </aside>
      <section className={styles.results} aria-labelledby="results-heading">
        <h2 id="results-heading" className={styles.visuallyHidden}>
          {t('results')}
        </h2>
        <div className={styles.toolbar}>
          <button type="button" className={styles.filtersButton} popoverTarget="results-filters" popoverTargetAction="show">
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
              <path d="M2 4h12M4 8h8M6 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
            {t('filters')}
            {active.length > 0 ? <span className={styles.filtersCount}>{active.length}</span> : null}
            <span className={styles.filtersMatches}>· {count}</span>
          </button>
          {active.length > 0 ? (
            <ul className={styles.chips} aria-label={t('activeFilters')}>
              {active.map((filter) => (
                <li key={`${filter.kind}-${filter.label}`}>
                  <ResultsLink
                    query={filter.query}
                    className={styles.chip}
                    ariaLabel={t('removeFilter', { label: filter.label })}
                  >
                    {filter.label} <span aria-hidden="true">×</span>
                  </ResultsLink>
                </li>
              ))}
              <li>
                <ResultsLink query={clearAllFilters(query)} className={styles.clearAll}>
                  {t('clearAllFilters')}
                </ResultsLink>
              </li>
            </ul>
          ) : null}
          <nav aria-label={t('sortResults')} className={styles.sort}>
            <span>{t('sortBy')}</span>
            <ResultsLink
              query={applyFilterChange(query, { sort: 'relevance' })}
              current={sort === 'relevance'}
            >
              {t('relevance')}
            </ResultsLink>
            <ResultsLink query={applyFilterChange(query, { sort: 'date' })} current={sort === 'date'}>
              {t('date')}
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
                  intl={cardIntl}
                  sameTabOnPhones
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
