// The signed-in header's Likes and Tickets links with their badges: the same in the signed-in nav and in
// the placeholder that stands in while its code loads (header-nav.tsx).
import type { UserJson } from '@/core/accounts/user-json'
import { formatBadgeCount } from './signed-in-basics'
import { TicketIcon } from './ticket-icon'
import signedInStyles from './signed-in-nav.module.css'
import styles from './site-header.module.css'

export function LikesAndTicketsLinks({ user, userPath, say }: { user: UserJson; userPath: string; say: (english: string) => string }) {
  const likes = formatBadgeCount(user.numSavedEvents)
  return (
    <>
      <a className={`${styles.navLink} ${styles.wideOnly}`} href={`${userPath}/favorites/events`}>
        <span aria-hidden="true">♡</span>
        {say('Likes')}
        {likes ? <span className={signedInStyles.badge}>{likes}</span> : null}
      </a>
      <a className={`${styles.navLink} ${styles.wideOnly}`} href={`${userPath}/`}>
        <TicketIcon />
        {say('Tickets')}
        {user.numOrders ? <span className={signedInStyles.badge}>{user.numOrders}</span> : null}
      </a>
    </>
  )
}
