import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  computeCarouselEnds,
  computeControlsPosition,
  computeScrollStep,
  computeSimpleCarouselLayout,
  computeVisibleSegments,
  SEGMENT_BREAKPOINTS,
  visibleRatio,
} from './carousel-rules'

test('Segmented carousels show 1, 2, 3 or 4 segments by viewport width', () => {
  expect([375, 639, 640, 959, 960, 1199, 1200, 1920].map(computeVisibleSegments)).toEqual([
    1, 1, 2, 2, 3, 3, 4, 4,
  ])
})

test('Segmented carousel controls sit at the bottom on small screens and at the top on large ones', () => {
  expect(computeControlsPosition(375)).toBe('bottom')
  expect(computeControlsPosition(1280)).toBe('top')
})

test('Simple carousels show one slide by default, up to six, and hide arrows when all fit', () => {
  expect(computeSimpleCarouselLayout(1280, 3)).toEqual({ slidesVisible: 1, arrowsHidden: false })
  expect(computeSimpleCarouselLayout(1280, 3, { desktopSlides: 4 })).toEqual({
    slidesVisible: 4,
    arrowsHidden: true,
  })
  expect(computeSimpleCarouselLayout(1280, 9, { desktopSlides: 10 }).slidesVisible).toBe(6)
  expect(computeSimpleCarouselLayout(800, 2, { desktopSlides: 4, tabletSlides: 2 })).toEqual({
    slidesVisible: 2,
    arrowsHidden: true,
  })
  expect(computeSimpleCarouselLayout(1080, 3, { desktopSlides: 4, tabletSlides: 2 }).slidesVisible).toBe(2)
  expect(computeSimpleCarouselLayout(375, 2, { desktopSlides: 4, tabletSlides: 2 })).toEqual({
    slidesVisible: 1,
    arrowsHidden: false,
  })
})

test('The arrow buttons scroll by 90 percent of the track', () => {
  expect(computeScrollStep(1000)).toBe(900)
})

test('An end slide counts as reached once 80 percent of it is visible', () => {
  const track = { left: 0, right: 1000 }
  expect(visibleRatio({ left: 900, right: 1100 }, track)).toBe(0.5)
  const slides = [
    { left: -50, right: 250 },
    { left: 260, right: 560 },
    { left: 940, right: 1240 },
  ]
  expect(computeCarouselEnds(slides, track)).toEqual({ atStart: true, atEnd: false })
  const scrolled = [
    { left: -700, right: -400 },
    { left: 350, right: 650 },
    { left: 710, right: 1010 },
  ]
  expect(computeCarouselEnds(scrolled, track)).toEqual({ atStart: false, atEnd: true })
  expect(computeCarouselEnds([], track)).toEqual({ atStart: true, atEnd: true })
})

/** The segment count each media query of the stylesheet sets, and the query that moves the controls. */
function readCarouselStylesheet() {
  const css = fs.readFileSync(path.join(import.meta.dirname, 'carousel.module.css'), 'utf8')
  const counts = [
    ...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.segmentTrack \{\s*--segments: (\d+);/g),
  ].map((m) => ({ minWidth: Number(m[1]), segments: Number(m[2]) }))
  const baseCount = Number(/\.segmentTrack \{\s*--segments: (\d+);/.exec(css)?.[1])
  const controlsBottomBelow = Number(
    /@media \(max-width: (\d+)px\) \{\s*\.segmentedControls,\s*\.controls \{\s*order: 2;/.exec(css)?.[1],
  )
  return { counts, baseCount, controlsBottomBelow }
}

test('The stylesheet shows as many segments at each width as the carousel rules say', () => {
  const { counts, baseCount } = readCarouselStylesheet()
  expect(counts).toEqual(SEGMENT_BREAKPOINTS.map((step) => ({ ...step })))
  expect(baseCount).toBe(computeVisibleSegments(0))
})

test('The stylesheet moves every carousel\'s controls to the bottom exactly where one segment shows', () => {
  const { controlsBottomBelow } = readCarouselStylesheet()
  expect(computeControlsPosition(controlsBottomBelow)).toBe('bottom')
  expect(computeControlsPosition(controlsBottomBelow + 1)).toBe('top')
})
