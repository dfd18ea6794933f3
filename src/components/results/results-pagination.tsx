import { useTranslations } from 'next-intl'
import { computePageWindow } from '@/core/search/results-pagination'
import type { ResultsQuery } from '@/core/search/results-url'
import { ResultsLink } from './results-link'
import styles from './results.module.css'

/** Page links that keep every filter of the URL (issue 5); the current page is marked for assistive tech. */
export function ResultsPagination({ query, pageCount }: { query: ResultsQuery; pageCount: number }) {
  const t = useTranslations('results')
  const current = query.page ?? 1
  if (pageCount <= 1) return null
  const at = (page: number): ResultsQuery => ({ ...query, page })
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul>
        {current > 1 ? (
          <li>
            <ResultsLink query={at(current - 1)} rel="prev">
              {t('previousPage')}
            </ResultsLink>
          </li>
        ) : null}
        {computePageWindow(current, pageCount).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <ResultsLink
                query={at(page)}
                current={page === current}
                className={page === current ? styles.pageCurrent : undefined}
                ariaLabel={t('pageNumber', { page: String(page) })}
              >
                {page}
              </ResultsLink>
            </li>
          ),
        )}
        {current < pageCount ? (
          <li>
            <ResultsLink query={at(current + 1)} rel="next">
              {t('nextPage')}
            </ResultsLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
