import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from './fixtures'

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // Next.js streams a dynamic page's metadata after its content, so a heading can be on screen a moment
  // before the <title> is: wait for it (briefly) rather than report a title the page is about to have.
  // A page that has none still fails below, on axe's own document-title rule.
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined)
  const axe = await new AxeBuilder({ page }).analyze()
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
