'use client'
// Spec §2 "Mobile menu": the account links (logged out; first with the intent toggle, last without it; Log
// In and Sign Up report their clicks as the wide header's do, spec §7), the organizer groups and extras.
// Loaded by the header's menu button on first interaction (header-nav.tsx).
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { track } from '@/components/analytics/track'
import { DropdownMenu } from '@/components/ui/dropdown-menu'
import type { MenuReplay } from '@/components/ui/menu-replay'
import { useCurrentUrl } from '@/components/ui/use-current-url'
import { MOBILE_MENU_BUTTON_LABEL } from './header-links'
import { computeMobileMenu, type MobileMenu as MobileMenuModel } from './header-menus'
import styles from './site-header.module.css'
import menuStyles from './mobile-menu.module.css'

function MenuLink({ label, href, nofollow, event }: MobileMenuModel['account'][number]) {
  return (
    <li role="none">
      <a
        role="menuitem"
        href={href}
        rel={nofollow ? 'nofollow' : undefined}
        onClick={event ? () => track(event, { pageArea: 'header' }) : undefined}
      >
        {label}
      </a>
    </li>
  )
}

export function MobileMenu({
  localeInfo,
  showIntentToggle,
  loggedIn,
  replay,
}: {
  localeInfo: LocaleInfo
  showIntentToggle: boolean
  loggedIn: boolean
  replay?: MenuReplay
}) {
  const currentPathAndQuery = useCurrentUrl()
  const menu = computeMobileMenu(localeInfo, { showIntentToggle, loggedIn, currentPathAndQuery })
  const account = menu.account.map((link) => <MenuLink key={link.label} {...link} />)
  return (
    <DropdownMenu
      className={styles.mobileMenu}
      buttonClassName={styles.menuButton}
      menuLabel="Site menu"
      buttonLabel={MOBILE_MENU_BUTTON_LABEL}
      button={<span aria-hidden="true">☰</span>}
      replay={replay}
    >
      {menu.accountFirst ? account : null}
      {menu.groups.map((group) => (
        <li role="none" key={group.label}>
          <span className={menuStyles.groupLabel} id={`mobile-${group.label.replace(/\W+/g, '-')}`}>
            {group.label}
          </span>
          <ul
            role="group"
            aria-labelledby={`mobile-${group.label.replace(/\W+/g, '-')}`}
            className={menuStyles.group}
          >
            {group.links.map((link) => (
              <MenuLink key={link.href} {...link} />
            ))}
          </ul>
        </li>
      ))}
      {menu.extras.map((link) => (
        <MenuLink key={link.label} {...link} />
      ))}
      {menu.accountFirst ? null : account}
    </DropdownMenu>
  )
}
