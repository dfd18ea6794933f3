import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import styles from '@/components/event-page/event-page.module.css'
import { getHrefLocalizer } from '@/server/localized-path'

/** Unknown, draft or unpublished events (issue 5). */
export default async function EventNotFound() {
  const [t, inLanguage] = await Promise.all([getTranslations('event.notFound'), getHrefLocalizer()])
  return (
    <main className={styles.page}>
      <div>
        <h1 id="page-content" tabIndex={-1} className={styles.title}>
          {t('title')}
        </h1>
        <p>{t('text')}</p>
        <p>
          {t.rich('links', {
            near: (chunks) => <Link href={inLanguage('/d/local/all-events/')}>{chunks}</Link>,
            home: (chunks) => <Link href={inLanguage('/')}>{chunks}</Link>,
          })}
        </p>
      </div>
    </main>
  )
}
