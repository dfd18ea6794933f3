'use client'
// Spec §2 "Logged in … on narrow screens collapses to mobile links with a menu": at or below 960 px the
// signed-in header is this one menu button, whose menu holds Create an event, Likes, Tickets and the
// account items. Part of the signed-in code, which loads only once there is a user (header-nav.tsx).
import { DropdownMenu } from '@/components/ui/dropdown-menu'
import { useCurrentUrl } from '@/components/ui/use-current-url'
import { computeSignedInMobileMenu } from './header-menus'
import { onProfileMenuOpen, sayMenuWord, UserMenuEntries, type UserMenuProps } from './user-menu'
import styles from './site-header.module.css'

// Not the logged-out menu's "Open menu": which menu the button opens changes once the user is known.
const SIGNED_IN_MENU_BUTTON_LABEL = 'Open account menu'

export function SignedInMobileMenu({
  user,
  flags,
  adminServerUrl,
  isManageOverviewActive,
  showCreate,
  onCreate,
  texts,
  pathPrefix,
  replay,
}: UserMenuProps & { showCreate: boolean; onCreate: (item: HTMLElement) => void }) {
  const currentUrl = useCurrentUrl()
  const items = computeSignedInMobileMenu(user, {
    flags,
    currentUrl,
    adminServerUrl,
    isManageOverviewActive,
    showCreate,
  })
  return (
    // The wrapper, not the menu's own root, carries the breakpoint rule: its display must not depend on
    // the order in which the two style sheets arrive.
    <div className={styles.mobileMenu}>
      <DropdownMenu
        buttonClassName={styles.menuButton}
        menuLabel={sayMenuWord(texts, 'Account')}
        buttonLabel={sayMenuWord(texts, SIGNED_IN_MENU_BUTTON_LABEL)}
        button={<span aria-hidden="true">☰</span>}
        onOpen={onProfileMenuOpen}
        replay={replay}
      >
        <UserMenuEntries items={items} onCreate={onCreate} texts={texts} pathPrefix={pathPrefix} />
      </DropdownMenu>
    </div>
  )
}
