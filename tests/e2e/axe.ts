import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
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
