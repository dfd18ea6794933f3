// Carousel rules of spec §2 "Carousels" and §4 "Carousels track first/last page". Pure: the components
// measure, these decide.

/** Spec §2: a segmented carousel's segment is 328 px wide. */
export const SEGMENT_WIDTH = 328
/** Spec §2: the simple carousel's buttons scroll by 90 % of the track. */
export const SCROLL_FRACTION = 0.9
/** Spec §2: the end slide counts as visible once 80 % of it shows. */
export const END_SLIDE_VISIBLE_RATIO = 0.8
export const MAX_SLIDES = 6

/**
 * Spec §2: the window widths from which 2, 3 and 4 segments show. The page lays segments out in CSS
 * (carousel.module.css, no script), whose media queries must use these same widths:
 * carousel-rules.test.ts reads the stylesheet and fails when the two disagree.
 */
export const SEGMENT_BREAKPOINTS = [
  { minWidth: 640, segments: 2 },
  { minWidth: 960, segments: 3 },
  { minWidth: 1200, segments: 4 },
] as const

/** Spec §2: 1 segment under 640 px, 2 at 640–959, 3 at 960–1199, 4 from 1200. */
export function computeVisibleSegments(viewportWidth: number): 1 | 2 | 3 | 4 {
  let segments: 1 | 2 | 3 | 4 = 1
  for (const step of SEGMENT_BREAKPOINTS) if (viewportWidth >= step.minWidth) segments = step.segments
  return segments
}

/** Spec §2: controls sit at the bottom on small screens (one segment), at the top on large ones. */
export function computeControlsPosition(viewportWidth: number): 'bottom' | 'top' {
  return computeVisibleSegments(viewportWidth) === 1 ? 'bottom' : 'top'
}

export type SimpleCarouselSettings = { desktopSlides?: number; tabletSlides?: number }

/** Spec §2: a simple carousel shows 1 slide per view by default and never more than 6. */
export function computeSlidesPerView(n: number | undefined): number {
  return Math.min(MAX_SLIDES, Math.max(1, Math.floor(n ?? 1)))
}

/**
 * Spec §2 simple carousel: 1 slide by default on desktop (over 1080 px) and tablet (over 660 px), up
 * to 6; arrows hide when every slide fits.
 */
export function computeSimpleCarouselLayout(
  viewportWidth: number,
  slideCount: number,
  settings: SimpleCarouselSettings = {},
): { slidesVisible: number; arrowsHidden: boolean } {
  const slidesVisible =
    viewportWidth > 1080
      ? computeSlidesPerView(settings.desktopSlides)
      : viewportWidth > 660
        ? computeSlidesPerView(settings.tabletSlides)
        : 1
  return { slidesVisible, arrowsHidden: slideCount <= slidesVisible }
}

export function computeScrollStep(trackWidth: number): number {
  return Math.round(trackWidth * SCROLL_FRACTION)
}

export type Span = { left: number; right: number }

/** Share of a slide inside the track, 0 to 1. */
export function visibleRatio(slide: Span, track: Span): number {
  const width = slide.right - slide.left
  if (width <= 0) return 0
  const shown = Math.min(slide.right, track.right) - Math.max(slide.left, track.left)
  return Math.max(0, shown) / width
}

/**
 * Spec §4: which end the carousel is at. The first/last slide counts as reached once 80 % of it is
 * visible (spec §2), so a sliver of padding never keeps a button enabled.
 */
export function computeCarouselEnds(
  slides: readonly Span[],
  track: Span,
): { atStart: boolean; atEnd: boolean } {
  const first = slides[0]
  const last = slides.at(-1)
  if (!first || !last) return { atStart: true, atEnd: true }
  return {
    atStart: visibleRatio(first, track) >= END_SLIDE_VISIBLE_RATIO,
    atEnd: visibleRatio(last, track) >= END_SLIDE_VISIBLE_RATIO,
  }
}
