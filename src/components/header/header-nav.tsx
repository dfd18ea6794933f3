'use client'
// The user-specific right side of the header (spec §2, §4): logged out until /home/api/user/ answers a
// user, so the page around it stays cacheable per place.
import { usePathname } from 'next/navigation'
import { lazy, Suspense, useState } from 'react'
import type { FeatureFlags } from '@/core/feature-flags/feature-flags'
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { homePath } from '@/core/i18n/locale-info'
import { track } from '@/components/analytics/track'
import { DropdownMenu } from '@/components/ui/dropdown-menu'
import { useCurrentUrl } from '@/components/ui/use-current-url'
import { useUser } from '@/components/user/user-provider'
import {
  computeHelpLinks,
  CREATE_FROM_SCRATCH_PATH,
  computeMobileMenu,
  FIND_MY_TICKETS_PATH,
  formatBadgeCount,
  SIGN_UP_PATH,
  signInPath,
} from './header-menus'
import { IntentToggle } from './intent-toggle'
import { UserMenu } from './user-menu'
import styles from './site-header.module.css'

const CreateEventModal = lazy(() => import('./create-event-modal').then((m) => ({ default: m.CreateEventModal })))

export type HeaderNavProps = {
  flags: FeatureFlags
  localeInfo: LocaleInfo
  /** Spec §3 "Intent toggle": show, hostEventsRedirectURL. */
  showIntentToggle?: boolean
  hostEventsRedirectURL?: string
  adminServerUrl?: string
}

function HelpMenu({ localeInfo }: { localeInfo: LocaleInfo }) {
  return (
    <DropdownMenu
      menuLabel="Help Center"
      button={
        <>
          Help Center <span aria-hidden="true">▾</span>
        </>
      }
      onOpen={() => track('HelpLinkClicked', { pageArea: 'header' })}
    >
      {computeHelpLinks(localeInfo).map((link) => (
        <li role="none" key={link.href}>
          <a role="menuitem" href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </DropdownMenu>
  )
}

function MobileMenu({
  localeInfo,
  showIntentToggle,
  loggedIn,
}: {
  localeInfo: LocaleInfo
  showIntentToggle: boolean
  loggedIn: boolean
}) {
  const currentPathAndQuery = useCurrentUrl()
  const menu = computeMobileMenu(localeInfo, { showIntentToggle, loggedIn, currentPathAndQuery })
  return (
    <DropdownMenu
      className={styles.mobileMenu}
      buttonClassName={styles.menuButton}
      menuLabel="Site menu"
      buttonLabel="Open menu"
      button={<span aria-hidden="true">☰</span>}
    >
      {menu.account.map((link) => (
        <li role="none" key={link.label}>
          <a role="menuitem" href={link.href} rel={link.nofollow ? 'nofollow' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
      {menu.groups.map((group) => (
        <li role="none" key={group.label}>
          <span className={styles.groupLabel} id={`mobile-${group.label.replace(/\W+/g, '-')}`}>
            {group.label}
          </span>
          <ul role="group" aria-labelledby={`mobile-${group.label.replace(/\W+/g, '-')}`} className={styles.group}>
            {group.links.map((link) => (
              <li role="none" key={link.href}>
                <a role="menuitem" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
      {menu.extras.map((link) => (
        <li role="none" key={link.label}>
          <a role="menuitem" href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </DropdownMenu>
  )
}

export function HeaderNav({
  flags,
  localeInfo,
  showIntentToggle = true,
  hostEventsRedirectURL,
  adminServerUrl,
}: HeaderNavProps) {
  const { user } = useUser()
  const pathname = usePathname()
  const currentUrl = useCurrentUrl()
  const [creating, setCreating] = useState(false)

  if (!user) {
    return (
      <nav aria-label="Account" className={styles.nav}>
        {showIntentToggle ? (
          <div className={styles.wideOnly}>
            <IntentToggle homeHref={homePath(localeInfo)} hostEventsRedirectURL={hostEventsRedirectURL} />
          </div>
        ) : null}
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
        <MobileMenu localeInfo={localeInfo} showIntentToggle={showIntentToggle} loggedIn={false} />
      </nav>
    )
  }

  const likes = formatBadgeCount(user.numSavedEvents)
  const showCreate = user.canCreateEvents || pathname === '/'
  const u = `/u/${encodeURIComponent(user.publicId)}`
  return (
    <nav aria-label="Account" className={styles.nav}>
      {showCreate ? (
        <a
          className={`${styles.navLink} ${styles.create}`}
          href={CREATE_FROM_SCRATCH_PATH}
          onClick={(event) => {
            event.preventDefault()
            track('HostAnEventLinkClicked', { pageArea: 'header' })
            setCreating(true)
          }}
        >
          <span aria-hidden="true">＋</span>
          <span className={styles.collapsible}>Create an event</span>
        </a>
      ) : null}
      <a className={styles.navLink} href={`${u}/favorites/events`}>
        <span aria-hidden="true">♡</span>
        <span className={styles.collapsible}>Likes</span>
        {likes ? <span className={styles.badge}>{likes}</span> : null}
      </a>
      <a className={styles.navLink} href={`${u}/`}>
        <span aria-hidden="true">🎟</span>
        <span className={styles.collapsible}>Tickets</span>
      </a>
      <UserMenu user={user} flags={flags} adminServerUrl={adminServerUrl} />
      {creating ? (
        <Suspense fallback={null}>
          <CreateEventModal
            onClose={() => setCreating(false)}
            pageArea="header"
            hasPublish={user.hasPublish}
            hasPaidPublish={user.hasPaidPublish}
          />
        </Suspense>
      ) : null}
    </nav>
  )
}
