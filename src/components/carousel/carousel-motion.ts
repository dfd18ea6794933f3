// What the carousels' arrows do (spec §2 "Carousels", §4 "Carousels track first/last page"): measure
// which ends show (on scroll and resize), hide a simple carousel's arrows when every slide fits, and
// scroll by a step. Loaded by the arrows after hydration or with their first click, so none of it is
// part of the home page's first load (issue 4 budget); the rules themselves are in carousel-rules.ts.
import {
  computeCarouselEnds,
  computeScrollStep,
  computeSimpleCarouselLayout,
  SEGMENT_WIDTH,
  type SimpleCarouselSettings,
} from './carousel-rules'

export type CarouselKind = 'simple' | 'segmented'
export type CarouselState = { atStart: boolean; atEnd: boolean; arrowsHidden: boolean }

/** Reports the track's state now and on every scroll and resize; returns the function that stops. */
export function watchCarousel(
  track: HTMLElement,
  settings: SimpleCarouselSettings | undefined,
  onChange: (state: CarouselState) => void,
): () => void {
  let frame = 0
  let last: CarouselState | null = null
  const measure = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      const box = track.getBoundingClientRect()
      const slides = Array.from(track.children, (child) => {
        const rect = child.getBoundingClientRect()
        return { left: rect.left, right: rect.right }
      })
      const next = {
        ...computeCarouselEnds(slides, { left: box.left, right: box.right }),
        // Only the simple carousel hides its arrows (spec §2); the segmented one always shows them.
        arrowsHidden: settings
          ? computeSimpleCarouselLayout(window.innerWidth, track.children.length, settings).arrowsHidden
          : false,
      }
      if (!last || next.atStart !== last.atStart || next.atEnd !== last.atEnd || next.arrowsHidden !== last.arrowsHidden) {
        last = next
        onChange(next)
      }
    })
  }
  measure()
  track.addEventListener('scroll', measure, { passive: true })
  window.addEventListener('resize', measure)
  const observer = new ResizeObserver(measure)
  observer.observe(track)
  return () => {
    cancelAnimationFrame(frame)
    track.removeEventListener('scroll', measure)
    window.removeEventListener('resize', measure)
    observer.disconnect()
  }
}

const GAP = 16

/**
 * One arrow press: a simple carousel scrolls by 90 % of its track; a segmented one by a page, the
 * segments in view (1–4 by width, spec §2), each at most SEGMENT_WIDTH wide.
 */
export function scrollCarousel(track: HTMLElement, kind: CarouselKind, direction: 1 | -1): void {
  let step = computeScrollStep(track.clientWidth)
  if (kind === 'segmented') {
    const first = track.firstElementChild?.getBoundingClientRect().width ?? SEGMENT_WIDTH
    step = Math.max(1, Math.round((track.clientWidth + GAP) / (first + GAP))) * (first + GAP)
  }
  // Smooth scrolling, unless the visitor asked for reduced motion.
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
  track.scrollBy({ left: direction * step, behavior })
}
