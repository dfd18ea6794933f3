// Shared steps for the header journeys: a signed-in header without an account (the header is driven by
// what /home/api/user/ answers), links followed without leaving the page, and reading what analytics
// recorded both in window.dataLayer and at the collector.
import { expect, type Page, type Request } from '../fixtures'
import type { UserJson } from '../../../src/core/accounts/user-json'

export const SIGNED_IN_USER: UserJson = {
  isAuthenticated: true,
  isAttendee: false,
  isStaff: true,
  hasTikibar: true,
  canCreateEvents: true,
  publicId: 'pub42',
  fullName: 'Maximilian Alexander Fitzgerald-Smythe',
  email: 'max@example.com',
  thumbnailUrl: null,
  numOrders: 2,
  numSavedEvents: 150,
  numFollowing: 3,
  hasPublish: true,
  hasPaidPublish: false,
  emailVerified: true,
}

export async function signedIn(page: Page, overrides: Partial<UserJson> = {}) {
  await page.route('**/home/api/user/**', (route) =>
    route.fulfill({ json: { user: { ...SIGNED_IN_USER, ...overrides } } }),
  )
}

/**
 * Navigations to pages whose path passes `matches` are answered 204 No Content, which browsers treat
 * as "stay where you are": the click really asks to leave, and the page (with its dataLayer) survives.
 * Answers the navigations seen so far.
 */
export async function stayOnPage(page: Page, matches: (pathname: string) => boolean): Promise<string[]> {
  const asked: string[] = []
  await page.route(
    (url) => matches(url.pathname),
    (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback()
      asked.push(new URL(route.request().url()).pathname)
      return route.fulfill({ status: 204 })
    },
  )
  return asked
}

export function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))
}

type CollectedEvent = { event: string; properties: Record<string, unknown> }

function collected(request: Request, event: string): CollectedEvent | undefined {
  if (!request.url().includes('/api/v3/analytics/') || request.method() !== 'POST') return undefined
  const body = request.postDataJSON() as { events?: CollectedEvent[] } | null
  return body?.events?.find((e) => e.event === event)
}

/** Runs `act`, then expects `event` in window.dataLayer and at the collector; answers what was sent. */
export async function expectTracked(
  page: Page,
  event: string,
  act: () => Promise<void>,
): Promise<Record<string, unknown>> {
  const sent = page.waitForRequest((request) => collected(request, event) !== undefined)
  await act()
  await expect.poll(() => dataLayerEvents(page)).toContain(event)
  return collected(await sent, event)?.properties ?? {}
}
