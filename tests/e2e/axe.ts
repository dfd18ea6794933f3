import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from './fixtures'

/**
 * Fails on serious or critical accessibility violations of the page as it is now. `frames`: also inside its
 * frames from other origins (the embedded checkout on an organizer's page), which needs axe's own mode.
 */
export async function expectNoSeriousAxeViolations(page: Page, { frames = false }: { frames?: boolean } = {}): Promise<void> {
  // Next.js streams a dynamic page's metadata after its content, so a heading can be on screen a moment
  // before the <title> is: wait for it (briefly) rather than report a title the page is about to have.
  // A page that has none still fails below, on axe's own document-title rule.
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined)
  // Legacy mode runs axe in the page itself. The default opens a second, blank page to merge the results
  // of each frame, for pages with iframes from other origins; ours have no iframes, and that extra page
  // (a renderer started and axe injected again) was most of a check's cost (decision 054).
  const axe = await new AxeBuilder({ page }).setLegacyMode(!frames).analyze()
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious,
    JSON.stringify(
      serious.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target) })),
      null,
      2,
    ),
  ).toEqual([])
}
