import type { Page } from './fixtures'

/**
 * Opens `path` and waits until React has hydrated it: the header's user provider asks
 * `/home/api/user/` from an effect, which only runs once the page is live. Journeys that click or type
 * start from here, because a click or key on the server-rendered markup before that is not handled by
 * anything (a slow CI machine widens that window to seconds).
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await hydratedAfter(page, () => page.goto(path))
}

/** Runs `navigate` (a click on a plain link, say) and waits until the page it loads is live. */
export async function hydratedAfter(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  const userAsked = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/home/api/user'))
  await navigate()
  await userAsked
}
