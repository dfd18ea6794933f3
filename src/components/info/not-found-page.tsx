// The friendly 404 (issue 5): what is missing, in the page's language, and two ways on, both in that
// language. Unknown events and organizers say so; any other address gets the site's general words.
// Plain links, not next/link: the root not-found is part of every page's tree, and Link's client code
// would join every page's first load (2.8 KB brotli on the home page, over its 120 KB budget).
import { getTranslations } from 'next-intl/server'
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
            near: (chunks) => <a href={inLanguage('/d/local/all-events/')}>{chunks}</a>,
            home: (chunks) => <a href={inLanguage('/')}>{chunks}</a>,
          })}
        </p>
      </div>
    </main>
  )
}
