// Spec §2 optional footer marketing section, four columns: popular searches, events to plan (both from
// the database), a column whose title the caller gives (here: categories near the place), and Connect
// With Us. Each list is named by its column's title, so it reads as one list with a name.
import { useMessages, useTranslations } from 'next-intl'
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { computeLocalizedHref } from '@/core/i18n/localized-href'
import type { PickedLocation } from '@/core/places/picked-location'
import { resultsPathFor } from '@/components/search/results-location'
import { THINGS_TO_DO } from '@/core/taxonomy/things-to-do'
import { computeConnectLinks } from './footer-links'
import styles from './site-footer.module.css'

export function FooterMarketing({
  localeInfo,
  location,
  popularSearches,
  eventsToPlan,
  thirdColumnTitle,
}: {
  localeInfo: LocaleInfo
  location: PickedLocation
  popularSearches: { pk: string; title: string; term: string }[]
  eventsToPlan: { pk: string; title: string; formatSlug: string }[]
  thirdColumnTitle: string
}) {
  const t = useTranslations('footer')
  // The events to plan are formats: named in the page's language by the taxonomy catalog.
  const formats: Record<string, string> = useMessages().taxonomy.formats
  const pathPrefix = localeInfo.languagePrefix ? `/${localeInfo.languagePrefix}` : ''
  return (
    <section aria-labelledby="footer-marketing-heading" className={styles.marketing}>
      <h2 id="footer-marketing-heading" className={styles.visuallyHidden}>
        {t('moreFromTessera')}
      </h2>
      <div className={styles.columns}>
        <div>
          <h3 id="footer-use" className={styles.columnTitle}>
            {t('useTessera')}
          </h3>
          <ul className={styles.columnList} aria-labelledby="footer-use">
            {popularSearches.map((entry) => (
              <li key={entry.pk}>
                <a href={resultsPathFor(location, { text: entry.term, locale: localeInfo.languagePrefix })}>{entry.title}</a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 id="footer-plan" className={styles.columnTitle}>
            {t('planEvents')}
          </h3>
          <ul className={styles.columnList} aria-labelledby="footer-plan">
            {eventsToPlan.map((entry) => (
              <li key={entry.pk}>
                <a href={computeLocalizedHref(`/organizer/event-type/${entry.formatSlug}/`, pathPrefix)}>{formats[entry.formatSlug] ?? entry.title}</a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 id="footer-things" className={styles.columnTitle}>
            {thirdColumnTitle}
          </h3>
          <ul className={styles.columnList} aria-labelledby="footer-things">
            {THINGS_TO_DO.map((entry) => (
              <li key={entry.categorySlug}>
                <a href={resultsPathFor(location, { categorySlug: entry.categorySlug, locale: localeInfo.languagePrefix })}>{t(entry.title)}</a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 id="footer-connect" className={styles.columnTitle}>
            {t('connectWithUs')}
          </h3>
          <ul className={styles.columnList} aria-labelledby="footer-connect">
            {computeConnectLinks(localeInfo).map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.key ? t(`links.${link.key}`) : link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
