import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import styles from '@/components/event-page/event-page.module.css'
import { getHrefLocalizer } from '@/server/localized-path'

/** Unknown organizers (issue 5). */
export default async function OrganizerNotFound() {
  const [t, href] = await Promise.all([getTranslations('organizer.notFound'), getHrefLocalizer()])
  return (
    <main className={styles.page}>
      <div>
        <h1 id="page-content" tabIndex={-1} className={styles.title}>
          {t('title')}
        </h1>
        <p>{t('text')}</p>
        <p>
          {t.rich('links', {
            near: (chunks) => <Link href={href('/d/local/all-events/')}>{chunks}</Link>,
            home: (chunks) => <Link href={href('/')}>{chunks}</Link>,
          })}
        </p>
      </div>
    </main>
  )
}
