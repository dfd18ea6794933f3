import { useTranslations } from 'next-intl'
import Link from 'next/link'
import styles from '@/components/results/results.module.css'

/** Friendly 404 for results URLs that name no known place or no valid search (issue 5). */
export default function ResultsNotFound() {
  const t = useTranslations('results.notFound')
  return (
    <main className={styles.layout}>
      <div className={styles.header}>
        <h1 id="page-content" tabIndex={-1} className={styles.heading}>
          {t('title')}
        </h1>
        <p>{t('text')}</p>
        <ul className={styles.suggestions}>
          <li>
            <Link href="/d/local/all-events/">{t('nearYou')}</Link>
          </li>
          <li>
            <Link href="/d/online/all-events/">{t('online')}</Link>
          </li>
          <li>
            <Link href="/">{t('home')}</Link>
          </li>
        </ul>
      </div>
    </main>
  )
}
