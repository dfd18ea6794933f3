import type { Page } from './fixtures'

/**
 * Opens `path` and waits until React has hydrated it: the header's user provider asks
 * `/home/api/user/` from an effect, which only runs once the page is live. Keyboard journeys start from
 * here, because a key pressed on the server-rendered markup before that is not handled by anything.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  const userAsked = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/home/api/user'))
  await page.goto(path)
  await userAsked
}
