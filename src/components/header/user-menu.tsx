'use client'
// Spec §2 "User menu" for a signed-in user: the name (cut per spec §5) opens the account menu.
import type { UserJson } from '@/core/accounts/user-json'
import type { FeatureFlags } from '@/core/feature-flags/feature-flags'
import { track } from '@/components/analytics/track'
import { DropdownMenu } from '@/components/ui/dropdown-menu'
import { useCurrentUrl } from '@/components/ui/use-current-url'
import { signOut } from '@/components/user/sign-out'
import { computeUserMenuItems, truncateMenuLabel } from './header-menus'
import styles from './signed-in-nav.module.css'

export type UserMenuProps = { user: UserJson; flags: FeatureFlags; adminServerUrl?: string }

export function UserMenu({ user, flags, adminServerUrl }: UserMenuProps) {
  const currentUrl = useCurrentUrl()
  const items = computeUserMenuItems(user, { flags, currentUrl, adminServerUrl })
  const name = truncateMenuLabel(user.fullName || user.email)
  const initial = Array.from(name)[0]?.toUpperCase() ?? '?'
  return (
    <DropdownMenu
      menuLabel="Account"
      buttonClassName={styles.userButton}
      onOpen={() => track('ProfileDropdown', { pageArea: 'header' })}
      button={
        <>
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
          <span className={styles.userName}>{name}</span>
        </>
      }
    >
      {items.map((item, index) => {
        if (item.kind === 'label') {
          return (
            <li role="none" key={`label-${index}`}>
              <span role="menuitem" aria-disabled="true">
                {item.label}
              </span>
            </li>
          )
        }
        if (item.kind === 'logout') {
          return (
            <li role="none" key="logout">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  track('Logout', { pageArea: 'header' })
                  void signOut()
                    .catch(() => undefined)
                    .then(() => window.location.reload())
                }}
              >
                Log out
              </button>
            </li>
          )
        }
        return (
          <li role="none" key={item.label}>
            <a
              role="menuitem"
              href={item.href}
              aria-label={item.label}
              {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {item.label}
              {item.tag ? <span className={styles.tag}>{item.tag}</span> : null}
            </a>
          </li>
        )
      })}
    </DropdownMenu>
  )
}
