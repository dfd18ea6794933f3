// Spec §2 segmented carousel: 328 px segments, 1 visible under 640 px, 2 at 640–959, 3 at 960–1199, 4
// from 1200 (CSS does the widths); controls at the bottom on small screens and at the top on large
// ones; "Show previous"/"Show next" move one page and disable at the ends (spec §4). Drawn on the
// server; only the arrows are a client component.
import type { ReactNode } from 'react'
import { CarouselArrows } from './carousel-arrows'
import styles from './carousel.module.css'

/** The carousel's words in the page's language (the home catalog's); English when not given. */
export type SegmentedCarouselTexts = { carousel: string; showPrevious: string; showNext: string }
const ENGLISH: SegmentedCarouselTexts = { carousel: 'carousel', showPrevious: 'Show previous', showNext: 'Show next' }

export function SegmentedCarousel({
  label,
  slides,
  texts = ENGLISH,
}: {
  label: string
  slides: ReactNode[]
  texts?: SegmentedCarouselTexts
}) {
  return (
    <div className={styles.segmented} role="region" aria-roledescription={texts.carousel} aria-label={label}>
      <CarouselArrows
        kind="segmented"
        previousLabel={texts.showPrevious}
        nextLabel={texts.showNext}
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
