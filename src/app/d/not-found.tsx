import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import styles from '@/components/results/results.module.css'
import { getHrefLocalizer } from '@/server/localized-path'

/** Friendly 404 for results URLs that name no known place or no valid search (issue 5). */
export default async function ResultsNotFound() {
  const [t, inLanguage] = await Promise.all([getTranslations('results.notFound'), getHrefLocalizer()])
  return (
    <main className={styles.layout}>
      <div className={styles.header}>
        <h1 id="page-content" tabIndex={-1} className={styles.heading}>
          {t('title')}
        </h1>
        <p>{t('text')}</p>
        <ul className={styles.suggestions}>
          <li>
            <Link href={inLanguage('/d/local/all-events/')}>{t('nearYou')}</Link>
          </li>
          <li>
            <Link href={inLanguage('/d/online/all-events/')}>{t('online')}</Link>
          </li>
          <li>
            <Link href={inLanguage('/')}>{t('home')}</Link>
          </li>
        </ul>
      </div>
    </main>
  )
}
