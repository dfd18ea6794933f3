'use client'
// The signed-in right side of the header (spec §2 "Logged in"): Create an event, Likes with its badge,
// Tickets and the user menu; at or below 960 px they collapse into one menu (signed-in-mobile-menu.tsx).
// Most visitors of the home page are signed out, so this loads only once /home/api/user/ answers a user
// (header-nav.tsx).
import { usePathname } from 'next/navigation'
import { lazy, Suspense, useRef, useState } from 'react'
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { computeLocalizedHref } from '@/core/i18n/localized-href'
import { track } from '@/components/analytics/track'
import { isPlainClick } from '@/components/ui/plain-click'
import { returnFocusIfLost } from '@/components/ui/return-focus'
import { useDialogSession } from '@/components/ui/use-dialog-session'
import { computeShowCreateEvent, CREATE_CALL_TO_ACTION_PATH } from './signed-in-basics'
import { SignedInMobileMenu } from './signed-in-mobile-menu'
import { sayMenuWord, UserMenu, type UserMenuProps } from './user-menu'
import signedInStyles from './signed-in-nav.module.css'
import styles from './site-header.module.css'
import { LikesAndTicketsLinks } from './likes-and-tickets-links'
import { PlusIcon } from './plus-icon'
import { noteStandInFocus, takeStandInFocus } from './stand-in-focus'

// This module runs once, as it arrives in the browser and before it replaces the stand-in: the moment to
// see whether one of the stand-in's links has focus (stand-in-focus.ts). The server has no stand-in focus.
if (typeof document !== 'undefined') noteStandInFocus()

const CreateEventModal = lazy(() =>
  import('./create-event-modal').then((m) => ({ default: m.CreateEventModal })),
)

// Where focus goes back when the modal closes (so keyboard and screen-reader users are where they
// were, not at the top of the page): the link that opened it, or, for the narrow-screen menu's item
// (gone with its menu), that menu's button.
function computeReturnFocus(trigger: HTMLElement): HTMLElement | null {
  const menu = trigger.closest('[role="menu"]')
  return menu ? (menu.parentElement?.querySelector<HTMLElement>('[aria-haspopup="menu"]') ?? null) : trigger
}

export function SignedInNav({
  user,
  flags,
  adminServerUrl,
  isManageOverviewActive,
  localeInfo,
  texts,
}: UserMenuProps & { localeInfo: LocaleInfo }) {
  const say = (english: string) => sayMenuWord(texts, english)
  const pathname = usePathname()
  const creating = useDialogSession<null>()
  const createSession = creating.session
  const returnFocus = useRef<HTMLElement | null>(null)
  // Focus on one of the stand-in's menu links (signed-in-stand-in.tsx) stays with the button replacing it.
  const [replays] = useState(() => {
    const focused = takeStandInFocus()
    return { wide: { open: null, focus: focused === 'wide' }, narrow: { open: null, focus: focused === 'narrow' } }
  })
  const showCreate = computeShowCreateEvent(user, pathname, localeInfo)
  // The pages the header leads to open in the page's language (its subdirectory; none at the site's root).
  const pathPrefix = localeInfo.languagePrefix ? `/${localeInfo.languagePrefix}` : ''
  const u = `${pathPrefix}/u/${encodeURIComponent(user.publicId)}`
  const startCreating = (trigger: HTMLElement) => {
    returnFocus.current = computeReturnFocus(trigger)
    creating.open(null)
  }
  return (
    <nav aria-label={say('Account')} className={styles.nav}>
      {showCreate ? (
        <a
          className={`${styles.navLink} ${signedInStyles.create} ${styles.wideOnly}`}
          href={computeLocalizedHref(CREATE_CALL_TO_ACTION_PATH, pathPrefix)}
          onClick={(event) => {
            track('HostAnEventLinkClicked', { pageArea: 'header' })
            // Ctrl/Cmd/Shift clicks open the page in a new tab or window, as on any link.
            if (!isPlainClick(event)) return
            event.preventDefault()
            startCreating(event.currentTarget)
          }}
        >
          <PlusIcon />
          {say('Create an event')}
        </a>
      ) : null}
      <LikesAndTicketsLinks user={user} userPath={u} say={say} />
      <div className={styles.wideOnly}>
        <UserMenu
          user={user}
          flags={flags}
          adminServerUrl={adminServerUrl}
          isManageOverviewActive={isManageOverviewActive}
          texts={texts}
          pathPrefix={pathPrefix}
          replay={replays.wide}
        />
      </div>
      <SignedInMobileMenu
        user={user}
        flags={flags}
        adminServerUrl={adminServerUrl}
        isManageOverviewActive={isManageOverviewActive}
        showCreate={showCreate}
        onCreate={startCreating}
        texts={texts}
        pathPrefix={pathPrefix}
        replay={replays.narrow}
      />
      {createSession ? (
        <Suspense fallback={null}>
          <CreateEventModal
            key={createSession.id}
            onClose={() => {
              if (creating.close(createSession.id)) returnFocusIfLost(returnFocus.current)
            }}
            pageArea="header"
            hasPublish={user.hasPublish}
            hasPaidPublish={user.hasPaidPublish}
          />
        </Suspense>
      ) : null}
    </nav>
  )
}
