'use client'
// Card analytics (spec §7): "mounted" when a card renders, an impression once more than 25 % of it is
// visible, and "click" when its link is followed. The card link reads this context and throws without
// it (spec §8 "the event card link without a tracking context throws").
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react'
import { track } from '@/components/analytics/track'

export type CardTracking = { eventId: string; pageArea: string; position: number }

const CardTrackingContext = createContext<CardTracking | null>(null)

/** Spec §7: an impression counts once over 25 percent of the card is visible. */
export const IMPRESSION_VISIBLE_RATIO = 0.25
// The observer calls back when the visible share crosses one of these: 25 % catches a card coming to
// rest just over it (25.5 % is reported and counts); 26 % catches one that stopped at exactly 25 %, which
// does not count, and then grew.
const IMPRESSION_THRESHOLDS = [IMPRESSION_VISIBLE_RATIO, IMPRESSION_VISIBLE_RATIO + 0.01]

export function TrackedCard({
  tracking,
  className,
  children,
}: {
  tracking: CardTracking
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLElement>(null)
  const { eventId, pageArea, position } = tracking
  useEffect(() => {
    track('EventCardMounted', { eventId, pageArea, position })
    const node = ref.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio > IMPRESSION_VISIBLE_RATIO)) {
          track('EventCardImpression', { eventId, pageArea, position })
          observer.disconnect()
        }
      },
      { threshold: IMPRESSION_THRESHOLDS },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [eventId, pageArea, position])
  return (
    <CardTrackingContext.Provider value={tracking}>
      <article ref={ref} className={className}>
        {children}
      </article>
    </CardTrackingContext.Provider>
  )
}

export function useCardTracking(): CardTracking {
  const value = useContext(CardTrackingContext)
  if (!value) throw new Error('CardLink must be inside a TrackedCard')
  return value
}

/** Phone widths: where a list's new-tab links open in the same tab when asked to (`sameTabOnPhones`). */
const PHONE_MEDIA = '(max-width: 640px)'

export function CardLink({
  href,
  target,
  rel,
  label,
  className,
  sameTabOnPhones = false,
  children,
}: {
  href: string
  target?: '_blank'
  rel?: string
  label: string
  className?: string
  sameTabOnPhones?: boolean
  children: ReactNode
}) {
  const { eventId, pageArea, position } = useCardTracking()
  return (
    <a
      href={href}
      target={target}
      rel={rel}
      aria-label={label}
      className={className}
      onClick={(event) => {
        track('EventCardClick', { eventId, pageArea, position })
        // A plain tap on a phone stays in this tab, so Back returns to the list; a modified click keeps
        // what the visitor asked for.
        const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
        if (target && sameTabOnPhones && plain && window.matchMedia(PHONE_MEDIA).matches) {
          event.preventDefault()
          window.location.assign(href)
        }
      }}
    >
      {children}
    </a>
  )
}
