'use client'
// Spec §2/§4 intent toggle: find-events (default) or host-events. Choosing host-events goes to the
// creator overview (or the configured redirect URL), choosing find-events goes home; choosing the
// active option again does nothing, and nothing deselects it.
import { usePathname } from 'next/navigation'
import { computeUnprefixedPath, homePath, type LocaleInfo } from '@/core/i18n/locale-info'
import { track } from '@/components/analytics/track'
import { HOST_EVENTS_DEFAULT_URL } from './header-links'
import styles from './site-header.module.css'

export type IntentOption = 'find-events' | 'host-events'

/**
 * Spec §2/§4: Host events is the active intent on the creator pages (/organizer, /organizer/…), also
 * under the language subdirectory (/en-us/organizer/overview); everywhere else, Find events.
 */
export function computeActiveIntent(
  pathname: string,
  info: Pick<LocaleInfo, 'languagePrefix'>,
): IntentOption {
  const path = computeUnprefixedPath(pathname, info) ?? pathname
  return path === '/organizer' || path.startsWith('/organizer/') ? 'host-events' : 'find-events'
}

export function IntentToggle({
  localeInfo,
  hostEventsRedirectURL,
  navigate = (href) => window.location.assign(href),
}: {
  /** Its language subdirectory: Find events leads to the localized home, which it also recognizes. */
  localeInfo: Pick<LocaleInfo, 'languagePrefix'>
  hostEventsRedirectURL?: string
  navigate?: (href: string) => void
}) {
  const pathname = usePathname()
  const active = computeActiveIntent(pathname, localeInfo)
  const choose = (option: IntentOption) => {
    if (option === active) return
    if (option === 'host-events') {
      track('HostAnEventLinkClicked', { pageArea: 'intent-toggle' })
      navigate(hostEventsRedirectURL || HOST_EVENTS_DEFAULT_URL)
    } else navigate(homePath(localeInfo))
  }
  const options: { key: IntentOption; label: string }[] = [
    { key: 'find-events', label: 'Find events' },
    { key: 'host-events', label: 'Host events' },
  ]
  return (
    <div role="radiogroup" aria-label="I want to" className={styles.intent}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          role="radio"
          aria-checked={active === option.key}
          className={styles.intentOption}
          onClick={() => choose(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
