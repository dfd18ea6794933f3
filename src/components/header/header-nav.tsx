'use client'
// The user-specific right side of the header (spec §2, §4): logged out until /home/api/user/ answers a
// user, so the page around it stays cacheable per place. Only the logged-out links are in the first
// load: the signed-in side loads when there is a user, and the Help Center and mobile menus load on
// the first interaction with their buttons (LazyMenuButton keeps that interaction).
import type { ReactNode } from 'react'
import type { FeatureFlags } from '@/core/feature-flags/feature-flags'
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { track } from '@/components/analytics/track'
import { LazyMenuButton } from '@/components/ui/lazy-menu-button'
import type { MenuReplay } from '@/components/ui/menu-replay'
import { useCurrentUrl } from '@/components/ui/use-current-url'
import { useUser } from '@/components/user/user-provider'
import {
  computeOrganizerNavLinks,
  FIND_MY_TICKETS_PATH,
  SIGN_UP_PATH,
  signInPath,
  type HeaderTexts,
} from './header-links'
import { IntentToggle } from './intent-toggle'
import { LoadedSignedInNav, useSignedInNavLoaded } from './signed-in-nav-loader'
import type { MenuTexts } from './mobile-menu'
import styles from './site-header.module.css'

export type HeaderNavProps = {
  flags: FeatureFlags
  localeInfo: LocaleInfo
  /** Spec §3 "Intent toggle": show (else nav links take its place), hostEventsRedirectURL. */
  showIntentToggle?: boolean
  hostEventsRedirectURL?: string
  /** Spec §3 Environment.adminServerUrl: the origin of the staff items of the user menu. */
  adminServerUrl?: string
  /** Spec §3 Environment: Manage my events leads to /manage/ (MANAGE_OVERVIEW_ACTIVE). */
  isManageOverviewActive?: boolean
  /** The header's words in the page's language (the English catalog's when none are given). */
  texts: HeaderTexts
  /** The narrow-screen menu's words in the page's language, for when it loads (English when not given). */
  menuTexts?: MenuTexts
  /** The signed-in menus' words in the page's language, by their English text (English when not given). */
  userMenuTexts?: Partial<Record<string, string>>
  /**
   * The signed-in side as the server rendered it for the request's user (signed-in-stand-in.tsx), shown
   * until its code has loaded; none when the server rendered the page signed out (the cached home page).
   * The server renders it, so no page loads any code for it.
   */
  signedInStandIn?: ReactNode
}

function HelpMenu({ localeInfo, texts }: { localeInfo: LocaleInfo; texts: HeaderTexts }) {
  const button = (
    <>
      {texts.helpCenter} <span aria-hidden="true">▾</span>
    </>
  )
  // Its links load with the menu itself (help-menu.tsx), on the first hover, focus or press.
  return (
    <LazyMenuButton
      button={button}
      load={() =>
        import('./help-menu').then(
          ({ HelpMenuList }) =>
            function LoadedHelpMenu(replay: MenuReplay) {
              return <HelpMenuList localeInfo={localeInfo} texts={texts} button={button} replay={replay} />
            },
        )
      }
    />
  )
}

function MobileMenuButton({
  localeInfo,
  showIntentToggle,
  texts,
  menuTexts,
}: {
  localeInfo: LocaleInfo
  showIntentToggle: boolean
  texts: HeaderTexts
  menuTexts?: MenuTexts
}) {
  return (
    <LazyMenuButton
      className={styles.mobileMenu}
      buttonClassName={styles.menuButton}
      buttonLabel={texts.openMenu}
      button={<span aria-hidden="true">☰</span>}
      load={() =>
        import('./mobile-menu').then(
          ({ MobileMenu }) =>
            function LoadedMobileMenu(replay: MenuReplay) {
              return (
                <MobileMenu
                  localeInfo={localeInfo}
                  showIntentToggle={showIntentToggle}
                  replay={replay}
                  buttonLabel={texts.openMenu}
                  texts={menuTexts}
                />
              )
            },
        )
      }
    />
  )
}

function SignedOutNav({
  localeInfo,
  showIntentToggle,
  hostEventsRedirectURL,
  texts,
  menuTexts,
}: Pick<HeaderNavProps, 'localeInfo' | 'hostEventsRedirectURL' | 'menuTexts'> & { showIntentToggle: boolean; texts: HeaderTexts }) {
  const currentUrl = useCurrentUrl()
  // The account pages open in the page's language (its subdirectory; none at the site's root).
  const inLanguage = (path: string) => (localeInfo.languagePrefix ? `/${localeInfo.languagePrefix}${path}` : path)
  return (
    <nav aria-label={texts.account} className={styles.nav}>
      {showIntentToggle ? (
        <div className={styles.wideOnly}>
          <IntentToggle localeInfo={localeInfo} hostEventsRedirectURL={hostEventsRedirectURL} texts={texts} />
        </div>
      ) : (
        computeOrganizerNavLinks(hostEventsRedirectURL, texts).map((link) => (
          <a
            key={link.key}
            className={`${styles.navLink} ${styles.wideOnly}`}
            href={link.href}
            // Spec §7: the way into hosting reports itself as the toggle's Host events does.
            onClick={
              link.key === 'create-events'
                ? () => track('HostAnEventLinkClicked', { pageArea: 'header' })
                : undefined
            }
          >
            {link.label}
          </a>
        ))
      )}
      <div className={styles.wideOnly}>
        <HelpMenu localeInfo={localeInfo} texts={texts} />
      </div>
      <a className={`${styles.navLink} ${styles.wideOnly}`} href={inLanguage(FIND_MY_TICKETS_PATH)}>
        {texts.findMyTickets}
      </a>
      <a
        className={`${styles.navLink} ${styles.wideOnly}`}
        href={inLanguage(signInPath(currentUrl))}
        rel="nofollow"
        onClick={() => track('SignInClicked', { pageArea: 'header' })}
      >
        {texts.logIn}
      </a>
      <a
        className={`${styles.navLink} ${styles.signUp} ${styles.wideOnly}`}
        href={inLanguage(SIGN_UP_PATH)}
        rel="nofollow"
        onClick={() => track('SignUpClicked', { pageArea: 'header' })}
      >
        {texts.signUp}
      </a>
      <MobileMenuButton localeInfo={localeInfo} showIntentToggle={showIntentToggle} texts={texts} menuTexts={menuTexts} />
    </nav>
  )
}

export function HeaderNav({
  flags,
  localeInfo,
  showIntentToggle = true,
  hostEventsRedirectURL,
  adminServerUrl,
  isManageOverviewActive,
  texts,
  menuTexts,
  userMenuTexts,
  signedInStandIn,
}: HeaderNavProps) {
  const { user } = useUser()
  const signedInNavLoaded = useSignedInNavLoaded(user !== null)
  if (!user) {
    return (
      <SignedOutNav
        texts={texts}
        menuTexts={menuTexts}
        localeInfo={localeInfo}
        showIntentToggle={showIntentToggle}
        hostEventsRedirectURL={hostEventsRedirectURL}
      />
    )
  }
  // Until the signed-in side has loaded, its stand-in is there (never the logged-out links). A user found
  // only in the browser (a page rendered signed out) has an empty right side for that moment.
  if (!signedInNavLoaded) return signedInStandIn ?? null
  return (
    <LoadedSignedInNav
      user={user}
      flags={flags}
      adminServerUrl={adminServerUrl}
      isManageOverviewActive={isManageOverviewActive}
      localeInfo={localeInfo}
      texts={userMenuTexts}
    />
  )
}
