import { applyFilterChange } from '@/core/search/results-filters'
import { buildResultsPath, type ResultsQuery } from '@/core/search/results-url'
import styles from './results.module.css'

/**
 * The custom date range of the date filter: two native date inputs in a GET form. The form posts to the
 * search without any date, carrying the other parameters as hidden fields; the page then redirects to
 * the canonical URL with start_date and end_date.
 */
export function DateRangeForm({ query }: { query: ResultsQuery }) {
  const target = buildResultsPath(applyFilterChange(query, { dateRange: null, dateKeyword: null }))
  const [path, search = ''] = target.split('?') as [string, string?]
  const hidden = [...new URLSearchParams(search)]
  return (
    <form method="get" action={path} className={styles.dateForm} aria-label="Pick dates">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        From
        <input type="date" name="start_date" required defaultValue={query.startDate ?? ''} />
      </label>
      <label>
        To
        <input type="date" name="end_date" required defaultValue={query.endDate ?? ''} />
      </label>
      <button type="submit" className={styles.button}>
        Apply dates
      </button>
    </form>
  )
}
