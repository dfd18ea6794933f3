// Spec §2 segmented carousel: 328 px segments, 1 visible under 640 px, 2 at 640–959, 3 at 960–1199, 4
// from 1200 (CSS does the widths); controls at the bottom on small screens and at the top on large
// ones; "Show previous"/"Show next" move one page and disable at the ends (spec §4). Drawn on the
// server; only the arrows are a client component.
import type { ReactNode } from 'react'
import { CarouselArrows } from './carousel-arrows'
import styles from './carousel.module.css'

export function SegmentedCarousel({ label, slides }: { label: string; slides: ReactNode[] }) {
  return (
    <div className={styles.segmented} role="region" aria-roledescription="carousel" aria-label={label}>
      <CarouselArrows
        kind="segmented"
        previousLabel="Show previous"
        nextLabel="Show next"
        className={styles.segmentedControls}
        arrowClassName={styles.arrow}
      />
      <ul className={`${styles.track} ${styles.segmentTrack}`}>
        {slides.map((slide, i) => (
          <li key={i} className={styles.segment}>
            {slide}
          </li>
        ))}
      </ul>
    </div>
  )
}
