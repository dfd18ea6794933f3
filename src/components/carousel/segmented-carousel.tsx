'use client'
// Spec §2 segmented carousel: 328 px segments, 1 visible under 640 px, 2 at 640–959, 3 at 960–1199, 4
// from 1200 (CSS does the widths); controls at the bottom on small screens and at the top on large
// ones; "Show previous"/"Show next" move one page and disable at the ends (spec §4).
import { useRef, type ReactNode } from 'react'
import { SEGMENT_WIDTH } from './carousel-rules'
import { scrollBehavior, useCarouselEnds } from './use-carousel-ends'
import styles from './carousel.module.css'

export function SegmentedCarousel({ label, slides }: { label: string; slides: ReactNode[] }) {
  const trackRef = useRef<HTMLUListElement>(null)
  const { atStart, atEnd } = useCarouselEnds(trackRef)
  const page = (direction: 1 | -1) => {
    const track = trackRef.current
    if (!track) return
    // A page is the segments in view (1–4 by width, spec §2), each at most SEGMENT_WIDTH wide.
    const first = track.firstElementChild?.getBoundingClientRect().width ?? SEGMENT_WIDTH
    const segments = Math.max(1, Math.round((track.clientWidth + 16) / (first + 16)))
    track.scrollBy({ left: direction * segments * (first + 16), behavior: scrollBehavior() })
  }
  return (
    <div className={styles.segmented} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.segmentedControls}>
        <button type="button" className={styles.arrow} aria-label="Show previous" disabled={atStart} onClick={() => page(-1)}>
          ‹
        </button>
        <button type="button" className={styles.arrow} aria-label="Show next" disabled={atEnd} onClick={() => page(1)}>
          ›
        </button>
      </div>
      <ul ref={trackRef} className={`${styles.track} ${styles.segmentTrack}`}>
        {slides.map((slide, i) => (
          <li key={i} className={styles.segment}>
            {slide}
          </li>
        ))}
      </ul>
    </div>
  )
}
