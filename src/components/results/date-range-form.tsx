import { useLocale, useMessages, useTranslations } from 'next-intl'
import { computeWeekStart } from '@/core/i18n/page-locale'
import { applyFilterChange } from '@/core/search/results-filters'
import { buildResultsPath, type ResultsQuery } from '@/core/search/results-url'
import { DateRangeFields } from './date-picker'
import styles from './results.module.css'

/**
 * The custom date range of the date filter: a GET form that posts to the search without any date,
 * carrying the other parameters as hidden fields; the page then redirects to the canonical URL with
 * start_date and end_date. Its two dates are picked on calendars in the page's locale, whose weeks start
 * on Monday, on Sunday for pt-BR (spec §9).
 */
export function DateRangeForm({ query }: { query: ResultsQuery }) {
  const t = useTranslations('results')
  const { calendar } = useMessages()
  const locale = useLocale()
  const target = buildResultsPath(applyFilterChange(query, { dateRange: null, dateKeyword: null }))
  const [path, search = ''] = target.split('?') as [string, string?]
  const hidden = [...new URLSearchParams(search)]
  return (
    <form method="get" action={path} className={styles.dateForm} aria-label={t('pickDates')}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <DateRangeFields
        start={query.startDate ?? ''}
        end={query.endDate ?? ''}
        labels={{ from: t('from'), to: t('to'), apply: t('applyDates') }}
        locale={locale}
        weekStart={computeWeekStart(locale.replace('-', '_'))}
        texts={calendar}
      />
    </form>
  )
}
