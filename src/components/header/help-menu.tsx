'use client'
// The Help Center menu (spec §2 "Help Center menu"): its links and the dropdown that shows them load
// together on the first hover, focus or press of its button (LazyMenuButton in header-nav.tsx), so
// neither is in the page's first-load code.
import type { ReactNode } from 'react'
import { helpPath, type LocaleInfo } from '@/core/i18n/locale-info'
import { track } from '@/components/analytics/track'
import { DropdownMenu } from '@/components/ui/dropdown-menu'
import type { MenuReplay } from '@/components/ui/menu-replay'
import type { HeaderTexts } from './header-links'

/**
 * Spec §2 "Help Center menu": help home, find your tickets, contact the organizer. `key` names the link
 * in its HelpLinkClicked report (spec §7).
 */
export function computeHelpLinks(
  info: Pick<LocaleInfo, 'helpCenterLanguage'>,
  texts: Pick<HeaderTexts, 'helpCenter' | 'findYourTickets' | 'contactOrganizer'>,
): { key: string; label: string; href: string }[] {
  return [
    { key: 'help-center', label: texts.helpCenter, href: helpPath(info) },
    { key: 'find-your-tickets', label: texts.findYourTickets, href: helpPath(info, '#find-your-tickets') },
    {
      key: 'contact-the-organizer',
      label: texts.contactOrganizer,
      href: helpPath(info, '#contact-the-organizer'),
    },
  ]
}

export function HelpMenuList({
  localeInfo,
  texts,
  button,
  replay,
}: {
  localeInfo: LocaleInfo
  texts: HeaderTexts
  button: ReactNode
  replay: MenuReplay
}) {
  // Spec §7 HelpLinkClicked: a click on one of the links, naming it; opening the menu (hover too) is not one.
  return (
    <DropdownMenu menuLabel={texts.helpCenter} button={button} replay={replay}>
      {computeHelpLinks(localeInfo, texts).map((link) => (
        <li role="none" key={link.href}>
          <a
            role="menuitem"
            href={link.href}
            onClick={() => track('HelpLinkClicked', { pageArea: 'header', helpLink: link.key })}
          >
            {link.label}
          </a>
        </li>
      ))}
    </DropdownMenu>
  )
}
