'use client'
// A carousel's previous/next arrows, the only part of a carousel that needs script: the carousels
// themselves are drawn on the server. What the arrows do (carousel-motion.ts) loads after hydration;
// a click that comes first waits for it, so no press is lost (issue 4 first-load budget).
import { useEffect, useRef, useState } from 'react'
import type { SimpleCarouselSettings } from './carousel-rules'
import type { CarouselKind, CarouselState } from './carousel-motion'

export type CarouselArrowsProps = {
  kind: CarouselKind
  previousLabel: string
  nextLabel: string
  className?: string
  arrowClassName?: string
  /** A simple carousel's slides per view, which decide whether its arrows hide (spec §2). */
  desktopSlides?: number
  tabletSlides?: number
}

const loadMotion = () => import('./carousel-motion')

export function CarouselArrows({
  kind,
  previousLabel,
  nextLabel,
  className,
  arrowClassName,
  desktopSlides,
  tabletSlides,
}: CarouselArrowsProps) {
  const ref = useRef<HTMLDivElement>(null)
  // Before measuring (server render, first paint) the carousel sits at its start, arrows shown.
  const [state, setState] = useState<CarouselState>({ atStart: true, atEnd: false, arrowsHidden: false })
  // The arrows sit beside the carousel's track, its list of slides.
  const track = () => ref.current?.parentElement?.querySelector('ul')
  useEffect(() => {
    const node = ref.current?.parentElement?.querySelector('ul')
    if (!node) return
    const settings: SimpleCarouselSettings | undefined = kind === 'simple' ? { desktopSlides, tabletSlides } : undefined
    let live = true
    let stop = () => {}
    void loadMotion().then(({ watchCarousel }) => {
      if (live) stop = watchCarousel(node, settings, setState)
    })
    return () => {
      live = false
      stop()
    }
  }, [kind, desktopSlides, tabletSlides])
  const move = (direction: 1 | -1) => {
    const node = track()
    if (node) void loadMotion().then(({ scrollCarousel }) => scrollCarousel(node, kind, direction))
  }
  return (
    <div ref={ref} className={className} hidden={state.arrowsHidden}>
      <button type="button" className={arrowClassName} aria-label={previousLabel} disabled={state.atStart} onClick={() => move(-1)}>
        ‹
      </button>
      <button type="button" className={arrowClassName} aria-label={nextLabel} disabled={state.atEnd} onClick={() => move(1)}>
        ›
      </button>
    </div>
  )
}
