// The two widths browser journeys check (preamble: 1280 and 375 px), each as its own describe block.
import { test } from './fixtures'

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 800 },
] as const

/** Declares `tests` once per width, in a `on desktop` / `on mobile` block with that viewport. */
export function atEachViewport(tests: () => void): void {
  for (const viewport of VIEWPORTS) {
    test.describe(`on ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } })
      tests()
    })
  }
}
