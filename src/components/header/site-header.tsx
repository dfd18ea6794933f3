// The header on every page (spec §2 "Header"). Server-rendered and the same for every visitor; the
// user-specific part (HeaderNav) switches client-side once /home/api/user/ answers (spec §4). The skip
// link targets the page's content heading (id="page-content", tabIndex={-1}).
import { useMessages, useTranslations } from 'next-intl'
import type { UserJson } from '@/core/accounts/user-json'
import type { FeatureFlags } from '@/core/feature-flags/feature-flags'
import { homePath, type LocaleInfo } from '@/core/i18n/locale-info'
import type { PickedLocation } from '@/core/places/picked-location'
import { SearchBar } from '@/components/search/search-bar'
import { HeaderNav } from './header-nav'
import { LogoLink } from './logo-link'
import { SignedInStandIn } from './signed-in-stand-in'
import styles from './site-header-frame.module.css'

export type SiteHeaderProps = {
  chatbotEnabled: boolean
  flags: FeatureFlags
  localeInfo: LocaleInfo
  /** The place the page is rendered for, shown in the search bar's location picker. */
  location: PickedLocation
  /** The text the search box starts with: a results page's search text, else none. */
  searchQuery?: string
  hostEventsRedirectURL?: string
  /** Spec §3 "Intent toggle" show: off, the logged-out header shows nav links in its place. */
  showIntentToggle?: boolean
  /** Spec §3 Environment: Manage my events leads to /manage/. */
  isManageOverviewActive?: boolean
  /** Spec §3 Environment.adminServerUrl: the origin of the staff pages; unset, this site. */
  adminServerUrl?: string
  /** The request's signed-in user (none for a signed-out or cached page), whose header is drawn at once. */
  user?: UserJson | null
  /** The page's path, for the signed-in header's home-page rules. */
  pathname?: string
}

export function SiteHeader({
  chatbotEnabled,
  flags,
  localeInfo,
  location,
  searchQuery = '',
  hostEventsRedirectURL,
  showIntentToggle,
  isManageOverviewActive,
  adminServerUrl,
  user = null,
  pathname = '/',
}: SiteHeaderProps) {
  const t = useTranslations('header')
  // The header's client parts get the header catalog's words as props (decision 033).
  const messages = useMessages()
  return (
    <>
      <a className={styles.skipLink} href="#page-content">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <LogoLink href={homePath(localeInfo)} label={t('logoHome')} />
        <div className={styles.search}>
          <SearchBar
            chatbotEnabled={chatbotEnabled}
            languagePrefix={localeInfo.languagePrefix}
            location={location}
            searchQuery={searchQuery}
          />
        </div>
        <HeaderNav
          flags={flags}
          localeInfo={localeInfo}
          hostEventsRedirectURL={hostEventsRedirectURL}
          showIntentToggle={showIntentToggle}
          isManageOverviewActive={isManageOverviewActive}
          adminServerUrl={adminServerUrl}
          texts={messages.header}
          menuTexts={messages.menu}
          userMenuTexts={messages.account.userMenu}
          signedInStandIn={
            user ? (
              <SignedInStandIn user={user} localeInfo={localeInfo} pathname={pathname} texts={messages.account.userMenu} />
            ) : undefined
          }
        />
      </header>
    </>
  )
}
