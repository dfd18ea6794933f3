'use client'
// Spec §2/§4 intent toggle: find-events (default) or host-events. Choosing host-events goes to the
// creator overview (or the configured redirect URL), choosing find-events goes home; choosing the
// active option again does nothing, and nothing deselects it. It follows the ARIA radio group pattern:
// one tab stop (the checked option) and arrow keys that move to the other option and choose it.
import { usePathname } from 'next/navigation'
import { useRef, type KeyboardEvent } from 'react'
import type { LocaleInfo } from '@/core/i18n/locale-info'
import { track } from '@/components/analytics/track'
import { hostEventsPath, type HeaderTexts } from './header-links'
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
  // The page's own language subdirectory comes off first (/de-de/organizer/… is a creator page too). Written
  // out rather than with locale-info's helpers, which this first-load module would otherwise bring along.
  const prefix = info.languagePrefix ? `/${info.languagePrefix}` : ''
  const path = prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname
  return path === '/organizer' || path.startsWith('/organizer/') ? 'host-events' : 'find-events'
}

// `label` names the option's text in the header catalog.
const OPTIONS: readonly { key: IntentOption; label: 'findEvents' | 'hostEvents' }[] = [
  { key: 'find-events', label: 'findEvents' },
  { key: 'host-events', label: 'hostEvents' },
]

// ARIA radio group: Right and Down go to the next option, Left and Up to the previous, wrapping.
const ARROW_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
}

export function IntentToggle({
  localeInfo,
  hostEventsRedirectURL,
  navigate = (href) => window.location.assign(href),
  texts,
}: {
  /** Its language subdirectory: Find events leads to the localized home, which it also recognizes. */
  localeInfo: Pick<LocaleInfo, 'languagePrefix'>
  hostEventsRedirectURL?: string
  navigate?: (href: string) => void
  texts: Pick<HeaderTexts, 'intentLabel' | 'findEvents' | 'hostEvents'>
}) {
  const pathname = usePathname()
  const radios = useRef<(HTMLButtonElement | null)[]>([])
  // The checked option is the page's intent: it changes when the chosen page has loaded, not before.
  const active = computeActiveIntent(pathname, localeInfo)
  const choose = (option: IntentOption) => {
    if (option === active) return
    if (option === 'host-events') {
      track('HostAnEventLinkClicked', { pageArea: 'intent-toggle' })
      navigate(hostEventsPath(hostEventsRedirectURL))
    } else navigate(localeInfo.languagePrefix ? `/${localeInfo.languagePrefix}/` : '/')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // Alt+Left is the browser's Back, and the others are the browser's or the system's too.
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const step = ARROW_STEPS[event.key]
    if (step === undefined) return
    // Arrows would also scroll the page.
    event.preventDefault()
    const next = (index + step + OPTIONS.length) % OPTIONS.length
    const option = OPTIONS[next]
    if (!option) return
    radios.current[next]?.focus()
    choose(option.key)
  }
  return (
    <div role="radiogroup" aria-label={texts.intentLabel} className={styles.intent}>
      {OPTIONS.map((option, index) => (
        <button
          key={option.key}
          ref={(element) => {
            radios.current[index] = element
          }}
          type="button"
          role="radio"
          aria-checked={active === option.key}
          // One tab stop: Tab reaches the checked option, the arrows the other.
          tabIndex={active === option.key ? 0 : -1}
          className={styles.intentOption}
          onClick={() => choose(option.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {texts[option.label]}
        </button>
      ))}
    </div>
  )
}
