'use client'
// The signed-in right side of the header (spec §2 "Logged in"): Create an event, Likes with its badge,
// Tickets and the user menu. Most visitors of the home page are signed out, so this loads only once
// /home/api/user/ answers a user (header-nav.tsx).
import { usePathname } from 'next/navigation'
import { lazy, Suspense, useState } from 'react'
import { track } from '@/components/analytics/track'
import { CREATE_FROM_SCRATCH_PATH, formatBadgeCount } from './header-menus'
import { UserMenu, type UserMenuProps } from './user-menu'
import signedInStyles from './signed-in-nav.module.css'
import styles from './site-header.module.css'

const CreateEventModal = lazy(() => import('./create-event-modal').then((m) => ({ default: m.CreateEventModal })))

export function SignedInNav({ user, flags, adminServerUrl }: UserMenuProps) {
  const pathname = usePathname()
  const [creating, setCreating] = useState(false)
  const likes = formatBadgeCount(user.numSavedEvents)
  const showCreate = user.canCreateEvents || pathname === '/'
  const u = `/u/${encodeURIComponent(user.publicId)}`
  return (
    <nav aria-label="Account" className={styles.nav}>
      {showCreate ? (
        <a
          className={`${styles.navLink} ${signedInStyles.create}`}
          href={CREATE_FROM_SCRATCH_PATH}
          onClick={(event) => {
            event.preventDefault()
            track('HostAnEventLinkClicked', { pageArea: 'header' })
            setCreating(true)
          }}
        >
          <span aria-hidden="true">＋</span>
          <span className={signedInStyles.collapsible}>Create an event</span>
        </a>
      ) : null}
      <a className={styles.navLink} href={`${u}/favorites/events`}>
        <span aria-hidden="true">♡</span>
        <span className={signedInStyles.collapsible}>Likes</span>
        {likes ? <span className={signedInStyles.badge}>{likes}</span> : null}
      </a>
      <a className={styles.navLink} href={`${u}/`}>
        <span aria-hidden="true">🎟</span>
        <span className={signedInStyles.collapsible}>Tickets</span>
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
