'use client'
// Spec §2 "User menu" for a signed-in user: the name (cut per spec §5) opens the account menu. Its
// entries are drawn the same way in the narrow-screen menu (signed-in-mobile-menu.tsx).
import type { UserJson } from '@/core/accounts/user-json'
import type { FeatureFlags } from '@/core/feature-flags/feature-flags'
import { createHrefLocalizer } from '@/core/i18n/localized-href'
import { track } from '@/components/analytics/track'
import { DropdownMenu, type MenuOpenedBy } from '@/components/ui/dropdown-menu'
import type { MenuReplay } from '@/components/ui/menu-replay'
import { isPlainClick } from '@/components/ui/plain-click'
import { useCurrentUrl } from '@/components/ui/use-current-url'
import { signOut } from '@/components/user/sign-out'
import { computeUserMenuItems, type UserMenuItem } from './header-menus'
import { UserNameLabel } from './user-name-label'
import styles from './signed-in-nav.module.css'

export type UserMenuProps = {
  user: UserJson
  flags: FeatureFlags
  adminServerUrl?: string
  /** Spec §3 Environment: Manage my events leads to /manage/. */
  isManageOverviewActive?: boolean
  /** The menu's words in the page's language by their English text (account catalog's userMenu); English without. */
  texts?: UserMenuTexts
  /** The page's language subdirectory (`/de-de`, '' at the root): the menu's pages open in that language. */
  pathPrefix?: string
  /** Whether the stand-in's link had focus when this took its place (signed-in-nav-loader.tsx). */
  replay?: MenuReplay
}

export type UserMenuTexts = Partial<Record<string, string>>

/** A menu word in the page's language: its translation, else the English word itself. */
export function sayMenuWord(texts: UserMenuTexts | undefined, english: string): string {
  return texts?.[english] ?? english
}

/**
 * Spec §7 ProfileDropdown: the visitor opened the account menu by click or key. An opening by hover alone
 * is not reported: on wide screens the pointer crosses the header on its way elsewhere and opens menus
 * it passes over, which says nothing about interest in the account menu; a click on the hovered menu is.
 */
export const onProfileMenuOpen = (by: MenuOpenedBy) => {
  if (by !== 'hover') track('ProfileDropdown', { pageArea: 'header' })
}

function logOut() {
  track('Logout', { pageArea: 'header' })
  void signOut()
    .catch(() => undefined)
    .then(() => window.location.reload())
}

/** The <li role="none"> entries of an account menu; onCreate opens the create-event modal. */
export function UserMenuEntries({
  items,
  onCreate,
  texts,
  pathPrefix = '',
}: {
  items: UserMenuItem[]
  onCreate?: (item: HTMLElement) => void
  texts?: UserMenuTexts
  pathPrefix?: string
}) {
  const say = (english: string) => sayMenuWord(texts, english)
  const inLanguage = createHrefLocalizer(pathPrefix)
  return items.map((item, index) => {
    switch (item.kind) {
      case 'label':
        return (
          <li role="none" key={`label-${index}`}>
            <span role="menuitem" aria-disabled="true">
              {item.label}
            </span>
          </li>
        )
      case 'logout':
        return (
          <li role="none" key="logout">
            <button type="button" role="menuitem" onClick={logOut}>
              {say(item.label)}
            </button>
          </li>
        )
      case 'create':
        return (
          <li role="none" key="create">
            <a
              role="menuitem"
              href={inLanguage(item.href)}
              onClick={(event) => {
                track('HostAnEventLinkClicked', { pageArea: 'header' })
                // Ctrl/Cmd/Shift clicks open the page in a new tab or window, as on any link.
                if (!isPlainClick(event)) return
                event.preventDefault()
                onCreate?.(event.currentTarget)
              }}
            >
              {say(item.label)}
            </a>
          </li>
        )
      case 'link':
        return (
          <li role="none" key={item.label} className={item.mobileHidden ? styles.mobileHidden : undefined}>
            <a
              role="menuitem"
              href={inLanguage(item.href)}
              aria-label={item.badge ? `${say(item.label)} (${item.badge})` : say(item.label)}
              {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {say(item.label)}
              {item.tag ? <span className={styles.tag}>{say(item.tag)}</span> : null}
              {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
            </a>
          </li>
        )
    }
  })
}

export function UserMenu({ user, flags, adminServerUrl, isManageOverviewActive, texts, pathPrefix, replay }: UserMenuProps) {
  const currentUrl = useCurrentUrl()
  const items = computeUserMenuItems(user, { flags, currentUrl, adminServerUrl, isManageOverviewActive })
  return (
    <DropdownMenu
      menuLabel={sayMenuWord(texts, 'Account')}
      buttonClassName={styles.userButton}
      onOpen={onProfileMenuOpen}
      replay={replay}
      button={<UserNameLabel user={user} />}
    >
      <UserMenuEntries items={items} texts={texts} pathPrefix={pathPrefix} />
    </DropdownMenu>
  )
}
