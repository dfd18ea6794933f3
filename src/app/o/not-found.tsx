import { useTranslations } from 'next-intl'
import Link from 'next/link'
import styles from '@/components/event-page/event-page.module.css'

/** Unknown organizers (issue 5). */
export default function OrganizerNotFound() {
  const t = useTranslations('organizer.notFound')
  return (
    <main className={styles.page}>
      <div>
        <h1 id="page-content" tabIndex={-1} className={styles.title}>
          {t('title')}
        </h1>
        <p>{t('text')}</p>
        <p>
          {t.rich('links', {
            near: (chunks) => <Link href="/d/local/all-events/">{chunks}</Link>,
            home: (chunks) => <Link href="/">{chunks}</Link>,
          })}
        </p>
      </div>
    </main>
  )
}
