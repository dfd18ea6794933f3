'use client'
// Spec §2 "Mobile menu": the account links (logged out; first with the intent toggle, last without it; Log
// In and Sign Up report their clicks as the wide header's do, spec §7), the organizer groups and extras.
// Loaded by the header's menu button on first interaction (header-nav.tsx).
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { track } from '@/components/analytics/track'
import { DropdownMenu } from '@/components/ui/dropdown-menu'
import type { MenuReplay } from '@/components/ui/menu-replay'
import { useCurrentUrl } from '@/components/ui/use-current-url'
import englishMenu from '@/messages/en/menu.json'
import { MOBILE_MENU_BUTTON_LABEL } from './english-header-texts'
import { computeMobileMenu, type MobileMenu as MobileMenuModel } from './header-menus'
import styles from './site-header.module.css'
import menuStyles from './mobile-menu.module.css'

/** The menu catalog (src/messages/{language}/menu.json): its name and each entry's words by its English label. */
export type MenuTexts = typeof englishMenu

function MenuLink({ label, href, nofollow, event, texts }: MobileMenuModel['account'][number] & { texts: MenuTexts }) {
  return (
    <li role="none">
      <a
        role="menuitem"
        href={href}
        rel={nofollow ? 'nofollow' : undefined}
        onClick={event ? () => track(event, { pageArea: 'header' }) : undefined}
      >
        {(texts.labels as Record<string, string>)[label] ?? label}
      </a>
    </li>
  )
}

export function MobileMenu({
  localeInfo,
  showIntentToggle,
  loggedIn = false,
  replay,
  buttonLabel = MOBILE_MENU_BUTTON_LABEL,
  texts = englishMenu,
}: {
  localeInfo: LocaleInfo
  showIntentToggle: boolean
  loggedIn?: boolean
  replay?: MenuReplay
  /** The menu button's name in the page's language, as its first-load stand-in had it. */
  buttonLabel?: string
  /** The menu's words in the page's language (the English catalog's when not given). */
  texts?: MenuTexts
}) {
  const currentPathAndQuery = useCurrentUrl()
  const menu = computeMobileMenu(localeInfo, { showIntentToggle, loggedIn, currentPathAndQuery })
  const account = menu.account.map((link) => <MenuLink key={link.label} {...link} texts={texts} />)
  const labels = texts.labels as Record<string, string>
  return (
    <DropdownMenu
      className={styles.mobileMenu}
      buttonClassName={styles.menuButton}
      menuLabel={texts.siteMenu}
      buttonLabel={buttonLabel}
      button={<span aria-hidden="true">☰</span>}
      replay={replay}
    >
      {menu.accountFirst ? account : null}
      {menu.groups.map((group) => (
        <li role="none" key={group.label}>
          <span className={menuStyles.groupLabel} id={`mobile-${group.label.replace(/\W+/g, '-')}`}>
            {labels[group.label] ?? group.label}
          </span>
          <ul
            role="group"
            aria-labelledby={`mobile-${group.label.replace(/\W+/g, '-')}`}
            className={menuStyles.group}
          >
            {group.links.map((link) => (
              <MenuLink key={link.href} {...link} texts={texts} />
            ))}
          </ul>
        </li>
      ))}
      {menu.extras.map((link) => (
        <MenuLink key={link.label} {...link} texts={texts} />
      ))}
      {menu.accountFirst ? null : account}
    </DropdownMenu>
  )
}
