'use client'
// The user-specific right side of the header (spec §2, §4): logged out until /home/api/user/ answers a
// user, so the page around it stays cacheable per place. Only the logged-out links are in the first
// load: the signed-in side loads when there is a user, and the Help Center and mobile menus load on
// the first interaction with their buttons (LazyMenuButton keeps that interaction).
import { lazy, Suspense } from 'react'
import type { FeatureFlags } from '@/core/feature-flags/feature-flags'
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { track } from '@/components/analytics/track'
import { LazyMenuButton } from '@/components/ui/lazy-menu-button'
import type { MenuReplay } from '@/components/ui/menu-replay'
import { useCurrentUrl } from '@/components/ui/use-current-url'
import { useUser } from '@/components/user/user-provider'
import {
  computeHelpLinks,
  computeOrganizerNavLinks,
  FIND_MY_TICKETS_PATH,
  MOBILE_MENU_BUTTON_LABEL,
  SIGN_UP_PATH,
  signInPath,
} from './header-links'
import { IntentToggle } from './intent-toggle'
import styles from './site-header.module.css'

const SignedInNav = lazy(() => import('./signed-in-nav').then((m) => ({ default: m.SignedInNav })))

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
}

function HelpMenu({ localeInfo }: { localeInfo: LocaleInfo }) {
  const button = (
    <>
      Help Center <span aria-hidden="true">▾</span>
    </>
  )
  // Spec §7 HelpLinkClicked: a click on one of the links, naming it; opening the menu (hover too) is not one.
  const items = computeHelpLinks(localeInfo).map((link) => (
    <li role="none" key={link.href}>
      <a
        role="menuitem"
        href={link.href}
        onClick={() => track('HelpLinkClicked', { pageArea: 'header', helpLink: link.key })}
      >
        {link.label}
      </a>
    </li>
  ))
  return (
    <LazyMenuButton
      button={button}
      load={() =>
        import('@/components/ui/dropdown-menu').then(
          ({ DropdownMenu }) =>
            function LoadedHelpMenu(replay: MenuReplay) {
              return (
                <DropdownMenu menuLabel="Help Center" button={button} replay={replay}>
                  {items}
                </DropdownMenu>
              )
            },
        )
      }
    />
  )
}

function MobileMenuButton({
  localeInfo,
  showIntentToggle,
}: {
  localeInfo: LocaleInfo
  showIntentToggle: boolean
}) {
  return (
    <LazyMenuButton
      className={styles.mobileMenu}
      buttonClassName={styles.menuButton}
      buttonLabel={MOBILE_MENU_BUTTON_LABEL}
      button={<span aria-hidden="true">☰</span>}
      load={() =>
        import('./mobile-menu').then(
          ({ MobileMenu }) =>
            function LoadedMobileMenu(replay: MenuReplay) {
              return (
                <MobileMenu
                  localeInfo={localeInfo}
                  showIntentToggle={showIntentToggle}
                  loggedIn={false}
                  replay={replay}
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
}: Pick<HeaderNavProps, 'localeInfo' | 'hostEventsRedirectURL'> & { showIntentToggle: boolean }) {
  const currentUrl = useCurrentUrl()
  return (
    <nav aria-label="Account" className={styles.nav}>
      {showIntentToggle ? (
        <div className={styles.wideOnly}>
          <IntentToggle localeInfo={localeInfo} hostEventsRedirectURL={hostEventsRedirectURL} />
        </div>
      ) : (
        computeOrganizerNavLinks(hostEventsRedirectURL).map((link) => (
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
        <HelpMenu localeInfo={localeInfo} />
      </div>
      <a className={`${styles.navLink} ${styles.wideOnly}`} href={FIND_MY_TICKETS_PATH}>
        Find my tickets
      </a>
      <a
        className={`${styles.navLink} ${styles.wideOnly}`}
        href={signInPath(currentUrl)}
        rel="nofollow"
        onClick={() => track('SignInClicked', { pageArea: 'header' })}
      >
        Log In
      </a>
      <a
        className={`${styles.navLink} ${styles.signUp} ${styles.wideOnly}`}
        href={SIGN_UP_PATH}
        rel="nofollow"
        onClick={() => track('SignUpClicked', { pageArea: 'header' })}
      >
        Sign Up
      </a>
      <MobileMenuButton localeInfo={localeInfo} showIntentToggle={showIntentToggle} />
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
}: HeaderNavProps) {
  const { user } = useUser()
  const signedOut = (
    <SignedOutNav
      localeInfo={localeInfo}
      showIntentToggle={showIntentToggle}
      hostEventsRedirectURL={hostEventsRedirectURL}
    />
  )
  if (!user) return signedOut
  // While the signed-in side loads, the header stays as it was.
  return (
    <Suspense fallback={signedOut}>
      <SignedInNav
        user={user}
        flags={flags}
        adminServerUrl={adminServerUrl}
        isManageOverviewActive={isManageOverviewActive}
        localeInfo={localeInfo}
      />
    </Suspense>
  )
}
