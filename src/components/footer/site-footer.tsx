// The footer on every page (spec §2 "Footer"): full or minimal links, the per-domain DSA Statement and
// Impressum, the consent actions, brand illustration, copyright with the current year, the locale
// selector and a hidden "Site Navigation" heading. Domain and locale come from configuration.
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { computeFooterLinks, computeLocaleOptions } from './footer-links'
import { FooterLinkList } from './footer-link-list'
import { LocaleSelect } from './locale-select'
import styles from './site-footer.module.css'

export type SiteFooterProps = {
  year: number
  localeInfo: LocaleInfo
  variant?: 'full' | 'minimal'
  showIllustration?: boolean
  /** Spec §2's optional marketing section (FooterMarketing), between the illustration and the bottom bar. */
  marketing?: ReactNode
  /**
   * The links (FooterNav) when the page chooses them: the root layout takes them from its @footerNav
   * slot, so sign-in pages get the minimal variant. Without it the footer draws `variant`'s links.
   */
  nav?: ReactNode
}

/** The footer's links (full or minimal, spec §2) and the consent actions. */
export function FooterNav({
  localeInfo,
  variant = 'full',
}: {
  localeInfo: LocaleInfo
  variant?: 'full' | 'minimal'
}) {
  const t = useTranslations('footer')
  return (
    <nav aria-label={t('navLabel')}>
      <FooterLinkList
        listClassName={styles.links}
        buttonClassName={styles.linkButton}
        texts={{ manageCookies: t('manageCookies'), doNotSell: t('doNotSell') }}
      >
        {computeFooterLinks(localeInfo, variant).map((link) => (
          <li key={link.label} className={link.smallestOnly ? styles.smallestOnly : undefined}>
            <a href={link.href}>{link.key ? t(`links.${link.key}`) : link.label}</a>
          </li>
        ))}
      </FooterLinkList>
    </nav>
  )
}

function BrandIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 1200 80" preserveAspectRatio="none" aria-hidden="true">
      <path d="M0 80 L0 50 Q150 10 300 45 T600 40 T900 35 T1200 45 L1200 80 Z" fill="#1e0a3c" />
      <circle cx="180" cy="30" r="10" fill="#f5a623" />
      <rect x="520" y="18" width="22" height="22" rx="5" fill="#d1410c" />
      <rect x="548" y="18" width="22" height="22" rx="5" fill="#f5a623" />
      <circle cx="980" cy="22" r="7" fill="#d1410c" />
    </svg>
  )
}

export function SiteFooter({
  year,
  localeInfo,
  variant = 'full',
  showIllustration = true,
  marketing,
  nav,
}: SiteFooterProps) {
  const t = useTranslations('footer')
  return (
    <footer className={styles.footer}>
      {showIllustration ? <BrandIllustration /> : null}
      {marketing}
      <div className={styles.bottom}>
        <h2 className={styles.visuallyHidden}>{t('siteNavigation')}</h2>
        <p className={styles.copyright}>{t('copyright', { year: String(year) })}</p>
        {nav ?? <FooterNav localeInfo={localeInfo} variant={variant} />}
        <LocaleSelect
          options={computeLocaleOptions(localeInfo)}
          initialLocale={localeInfo.locale}
          label={t('locale')}
          className={styles.locale}
          labelClassName={styles.localeLabel}
        />
      </div>
    </footer>
  )
}
