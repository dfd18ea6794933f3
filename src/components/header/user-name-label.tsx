// The user button's face (spec §5): the name's initial in a round avatar, then the name cut to its menu
// length. One drawing for the user menu's button and the server-drawn stand-in it replaces, so nothing
// moves when one takes the other's place.
import type { UserJson } from '@/core/accounts/user-json'
import { truncateMenuLabel } from './signed-in-basics'
import styles from './signed-in-nav.module.css'

export function UserNameLabel({ user }: { user: Pick<UserJson, 'fullName' | 'email'> }) {
  const name = truncateMenuLabel(user.fullName || user.email)
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {Array.from(name)[0]?.toUpperCase() ?? '?'}
      </span>
      <span>{name}</span>
    </>
  )
}
