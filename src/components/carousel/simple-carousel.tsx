// Spec §2 simple carousel: 1 slide by default on desktop and tablet, up to 6; the arrows scroll by 90 %
// of the track and hide when every slide fits; previous/next disable at the ends (spec §4). Drawn on
// the server; only the arrows are a client component.
import type { CSSProperties, ReactNode } from 'react'
import { CarouselArrows } from './carousel-arrows'
import { computeSlidesPerView, type SimpleCarouselSettings } from './carousel-rules'
import styles from './carousel.module.css'

/** The carousel's words in the page's language (the home catalog's); English when not given. */
export type SimpleCarouselTexts = { carousel: string; scrollLeft: string; scrollRight: string }
const ENGLISH: SimpleCarouselTexts = { carousel: 'carousel', scrollLeft: 'Scroll carousel left', scrollRight: 'Scroll carousel right' }

export function SimpleCarousel({
  label,
  slides,
  desktopSlides = 1,
  tabletSlides = 1,
  texts = ENGLISH,
}: { label: string; slides: ReactNode[]; texts?: SimpleCarouselTexts } & SimpleCarouselSettings) {
  return (
    <div
      className={styles.simple}
      role="region"
      aria-roledescription={texts.carousel}
      aria-label={label}
      // The widths use the same capped counts as the arrows, so "up to 6" holds for the layout too.
      style={
        {
          '--desktop-slides': computeSlidesPerView(desktopSlides),
          '--tablet-slides': computeSlidesPerView(tabletSlides),
        } as CSSProperties
      }
    >
      <CarouselArrows
        kind="simple"
        previousLabel={texts.scrollLeft}
        nextLabel={texts.scrollRight}
        className={styles.controls}
        arrowClassName={styles.arrow}
        desktopSlides={desktopSlides}
        tabletSlides={tabletSlides}
      />
      <ul className={`${styles.track} ${styles.simpleTrack}`}>
        {slides.map((slide, i) => (
          <li key={i} className={styles.slide}>
            {slide}
          </li>
        ))}
      </ul>
    </div>
  )
}
