// The signed-in side of the header as it looks before its code has loaded (issue 38 point 10: a signed-in
// visitor never sees "Log In / Sign Up" first). Rendered on the server for the request's user and handed
// to the header as markup, so it costs the page's first-load code nothing (decision 062). Every control is
// a link that works without script: Create an event opens its page, and the name and the phone's menu
// button lead to the visitor's tickets, the first item of the menus they open once the signed-in nav has
// loaded (a moment later). Focus on one of them moves to the button that takes its place
// (signed-in-nav-loader.tsx); `data-stand-in` names which.
import type { UserJson } from '@/core/accounts/user-json'
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { computeLocalizedHref } from '@/core/i18n/localized-href'
import { LikesAndTicketsLinks } from './likes-and-tickets-links'
import { PlusIcon } from './plus-icon'
import { UserNameLabel } from './user-name-label'
import { computeShowCreateEvent, CREATE_CALL_TO_ACTION_PATH } from './signed-in-basics'
import signedInStyles from './signed-in-nav.module.css'
import styles from './site-header.module.css'

export type SignedInStandInProps = {
  user: UserJson
  localeInfo: LocaleInfo
  /** The page's path, for the home page's Create an event. */
  pathname: string
  texts?: Partial<Record<string, string>>
}

export function SignedInStandIn({ user, localeInfo, pathname, texts }: SignedInStandInProps) {
  const say = (english: string) => texts?.[english] ?? english
  const pathPrefix = localeInfo.languagePrefix ? `/${localeInfo.languagePrefix}` : ''
  const u = `${pathPrefix}/u/${encodeURIComponent(user.publicId)}`
  return (
    <nav aria-label={say('Account')} className={styles.nav}>
      {computeShowCreateEvent(user, pathname, localeInfo) ? (
        <a
          className={`${styles.navLink} ${signedInStyles.create} ${styles.wideOnly}`}
          href={computeLocalizedHref(CREATE_CALL_TO_ACTION_PATH, pathPrefix)}
        >
          <PlusIcon />
          {say('Create an event')}
        </a>
      ) : null}
      <LikesAndTicketsLinks user={user} userPath={u} say={say} />
      <div className={styles.wideOnly}>
        <a className={`${signedInStyles.userButton} ${signedInStyles.standInLink}`} href={`${u}/`} data-stand-in="wide">
          <UserNameLabel user={user} />
        </a>
      </div>
      <div className={styles.mobileMenu}>
        <a className={`${styles.menuButton} ${signedInStyles.standInLink}`} href={`${u}/`} aria-label={say('Tickets')} data-stand-in="narrow">
          <span aria-hidden="true">☰</span>
        </a>
      </div>
    </nav>
  )
}
