import { expect, type Page } from '../fixtures'

/** Opens the concierge from the home page's search input, as a visitor does. */
export async function openChat(page: Page) {
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Search events' }).click()
  const chat = page.getByRole('dialog', { name: 'Event concierge' })
  await expect(chat).toBeVisible()
  return chat
}
