'use client'
// Spec §2/§4 intent toggle: find-events (default) or host-events. Choosing host-events goes to the
// creator overview (or the configured redirect URL), choosing find-events goes home; choosing the
// active option again does nothing, and nothing deselects it.
import { usePathname } from 'next/navigation'
import { track } from '@/components/analytics/track'
import { HOST_EVENTS_DEFAULT_URL } from './header-links'
import styles from './site-header.module.css'

export type IntentOption = 'find-events' | 'host-events'

export function IntentToggle({
  homeHref,
  hostEventsRedirectURL,
  navigate = (href) => window.location.assign(href),
}: {
  homeHref: string
  hostEventsRedirectURL?: string
  navigate?: (href: string) => void
}) {
  const pathname = usePathname()
  const active: IntentOption = pathname.startsWith('/organizer') ? 'host-events' : 'find-events'
  const choose = (option: IntentOption) => {
    if (option === active) return
    if (option === 'host-events') {
      track('HostAnEventLinkClicked', { pageArea: 'intent-toggle' })
      navigate(hostEventsRedirectURL || HOST_EVENTS_DEFAULT_URL)
    } else navigate(homeHref)
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
