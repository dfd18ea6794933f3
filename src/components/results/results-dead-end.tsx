import { useTranslations } from 'next-intl'
import Link from 'next/link'
import type { ResultsQuery } from '@/core/search/results-url'
import { ResultsLink } from './results-link'
import styles from './results.module.css'

/** A results URL that is almost a search: what went wrong and the one link that mends it (issue 23). */
export type DeadEnd =
  | { kind: 'reversed-dates'; swapped: ResultsQuery }
  | { kind: 'past-last-page'; pageCount: number; last: ResultsQuery }

/**
 * Answered with 200 and noindex rather than the 404 page: the search itself is sound, only one part of
 * the address is off, and the page says how to get back to it.
 */
export function ResultsDeadEnd({ deadEnd }: { deadEnd: DeadEnd }) {
  const t = useTranslations('results.deadEnd')
  return (
    <main className={styles.layout}>
      <div className={styles.header}>
        {deadEnd.kind === 'reversed-dates' ? (
          <>
            <h1 id="page-content" tabIndex={-1} className={styles.heading}>
              {t('reversedTitle')}
            </h1>
            <p>{t('reversedText')}</p>
            <p>
              <ResultsLink query={deadEnd.swapped} className={styles.button}>
                {t('swap')}
              </ResultsLink>
            </p>
          </>
        ) : (
          <>
            <h1 id="page-content" tabIndex={-1} className={styles.heading}>
              {t('fewerTitle')}
            </h1>
            <p>
              {t('fitOnPages', { count: deadEnd.pageCount })}
            </p>
            <p>
              <ResultsLink query={deadEnd.last} className={styles.button}>
                {deadEnd.pageCount === 1 ? t('goToResults') : t('goToLast', { count: String(deadEnd.pageCount) })}
              </ResultsLink>
            </p>
          </>
        )}
        <p>
          <Link href="/">{t('home')}</Link>
        </p>
      </div>
    </main>
  )
}
