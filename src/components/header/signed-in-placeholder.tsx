'use client'
// The signed-in side as it looks before its code has loaded: the server's HTML for a signed-in visitor, and
// what a page shows until the browser has that code (issue 38 point 10: never "Log In / Sign Up" first).
// The same links (they work as links) and the two menu buttons, whose clicks, keys and focus are kept
// (signed-in-replay.ts) and carried out by the real menus once they load, as LazyMenuButton does; a plain
// click on Create an event opens the loaded nav's modal.
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { usePathname } from 'next/navigation'
import type { UserJson } from '@/core/accounts/user-json'
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { computeLocalizedHref } from '@/core/i18n/localized-href'
import { track } from '@/components/analytics/track'
import { computeOpeningKey } from '@/components/ui/menu-replay'
import { isPlainClick } from '@/components/ui/plain-click'
import { computeShowCreateEvent, CREATE_CALL_TO_ACTION_PATH, truncateMenuLabel } from './header-menus'
import { LikesAndTicketsLinks } from './likes-and-tickets-links'
import { loadSignedInNav } from './signed-in-nav-loader'
import { readSignedInReplay, recordCreateEventAsked, recordSignedInReplay, type SignedInMenu } from './signed-in-replay'
import signedInStyles from './signed-in-nav.module.css'
import styles from './site-header.module.css'

// A press on the stand-in also (re)starts loading: after a failed load (offline) it is the retry.
function ask(menu: SignedInMenu, open: ReturnType<typeof readSignedInReplay>['open']) {
  recordSignedInReplay(menu, { open })
  loadSignedInNav().catch(() => undefined)
}

function StandInButton({ menu, className, label, children }: { menu: SignedInMenu; className?: string; label?: string; children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const opening = computeOpeningKey(event.key)
    if (opening) {
      // Enter and Space would also click; the key alone says which item takes focus.
      event.preventDefault()
      ask(menu, opening)
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      recordSignedInReplay(menu, { open: null })
    }
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      onFocus={() => recordSignedInReplay(menu, { focus: true })}
      onBlur={() => recordSignedInReplay(menu, { focus: false })}
      onClick={() => ask(menu, readSignedInReplay(menu).open === null ? 'click' : null)}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  )
}

export function SignedInPlaceholder({ user, localeInfo, texts }: { user: UserJson; localeInfo: LocaleInfo; texts?: Partial<Record<string, string>> }) {
  const say = (english: string) => texts?.[english] ?? english
  const pathname = usePathname()
  const pathPrefix = localeInfo.languagePrefix ? `/${localeInfo.languagePrefix}` : ''
  const u = `${pathPrefix}/u/${encodeURIComponent(user.publicId)}`
  const name = truncateMenuLabel(user.fullName || user.email)
  const createHref = computeLocalizedHref(CREATE_CALL_TO_ACTION_PATH, pathPrefix)
  return (
    <nav aria-label={say('Account')} className={styles.nav}>
      {computeShowCreateEvent(user, pathname, localeInfo) ? (
        <a
          className={`${styles.navLink} ${signedInStyles.create} ${styles.wideOnly}`}
          href={createHref}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            track('HostAnEventLinkClicked', { pageArea: 'header' })
            if (!isPlainClick(event)) return
            // The loaded nav opens the create-event modal; if its code cannot load, the link's page it is.
            event.preventDefault()
            recordCreateEventAsked()
            loadSignedInNav().catch(() => window.location.assign(createHref))
          }}
        >
          {say('Create an event')}
        </a>
      ) : null}
      <LikesAndTicketsLinks user={user} userPath={u} say={say} />
      <div className={styles.wideOnly}>
        <StandInButton menu="wide" className={signedInStyles.userButton}>
          <span className={signedInStyles.avatar} aria-hidden="true">
            {Array.from(name)[0]?.toUpperCase() ?? '?'}
          </span>
          <span>{name}</span>
        </StandInButton>
      </div>
      <div className={styles.mobileMenu}>
        <StandInButton menu="narrow" className={styles.menuButton} label={say('Open account menu')}>
          <span aria-hidden="true">☰</span>
        </StandInButton>
      </div>
    </nav>
  )
}
