'use client'
// Spec §2 simple carousel: 1 slide by default on desktop and tablet, up to 6; the arrows scroll by 90 %
// of the track and hide when every slide fits; previous/next disable at the ends (spec §4).
import { useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'
import { computeScrollStep, computeSimpleCarouselLayout, type SimpleCarouselSettings } from './carousel-rules'
import { scrollBehavior, useCarouselEnds } from './use-carousel-ends'
import styles from './carousel.module.css'

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

export function SimpleCarousel({
  label,
  slides,
  desktopSlides = 1,
  tabletSlides = 1,
}: { label: string; slides: ReactNode[] } & SimpleCarouselSettings) {
  const trackRef = useRef<HTMLUListElement>(null)
  const width = useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 0,
  )
  const { atStart, atEnd } = useCarouselEnds(trackRef)
  const layout = computeSimpleCarouselLayout(width || 1280, slides.length, { desktopSlides, tabletSlides })
  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current
    if (!track) return
    track.scrollBy({ left: direction * computeScrollStep(track.clientWidth), behavior: scrollBehavior() })
  }
  const hidden = width > 0 && layout.arrowsHidden
  return (
    <div
      className={styles.simple}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--desktop-slides': desktopSlides, '--tablet-slides': tabletSlides } as CSSProperties}
    >
      {hidden ? null : (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Scroll carousel left"
            disabled={atStart}
            onClick={() => scroll(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Scroll carousel right"
            disabled={atEnd}
            onClick={() => scroll(1)}
          >
            ›
          </button>
        </div>
      )}
      <ul ref={trackRef} className={`${styles.track} ${styles.simpleTrack}`}>
        {slides.map((slide, i) => (
          <li key={i} className={styles.slide}>
            {slide}
          </li>
        ))}
      </ul>
    </div>
  )
}
