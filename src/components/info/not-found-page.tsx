// The friendly 404 (issue 5): what is missing, in the page's language, and two ways on, both in that
// language. Unknown events and organizers say so; any other address gets the site's general words.
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import styles from '@/components/event-page/event-page.module.css'
import { getHrefLocalizer } from '@/server/localized-path'

export async function NotFoundPage({ texts }: { texts: 'event.notFound' | 'organizer.notFound' | 'info.notFound' }) {
  const [t, inLanguage] = await Promise.all([getTranslations(texts), getHrefLocalizer()])
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
