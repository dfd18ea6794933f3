// Shared steps of the creator journeys: signing up through the real form at either width (the header's
// signed-in links differ on phones, so the journey waits for the form to hand over instead), and events,
// orders and sessions made over the API for the journeys that start after them.
import { expect, type Page } from '../fixtures'
import { openSignUpLink, uniqueEmail } from '../accounts/helpers'
import { jsonHeaders, type Client } from '../../api/helpers/accounts'
import { setUpPayouts } from '../../api/helpers/payouts'

export async function signUpWithForm(page: Page, fullName: string): Promise<void> {
  const email = uniqueEmail('creator')
  await page.goto('/signin/signup')
  await page.getByLabel('Full name').fill(fullName)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('journey-pass-1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  // The mailed link signs in and goes where the sign-up's referrer pointed (decision 050).
  await openSignUpLink(page, email)
  await expect(page).not.toHaveURL(/\/signin\//)
}

/** Opens the create-event modal from the header: its link on wide screens, the account menu on phones. */
export async function openCreateEventModal(page: Page): Promise<void> {
  const wide = (page.viewportSize()?.width ?? 1280) > 960
  if (wide) {
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Create an event' }).click()
  } else {
    // The button is in the server's first paint; a tap before hydration opens nothing, so tap again.
    const menu = page.getByRole('menu', { name: 'Account' })
    await expect(async () => {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open account menu' }).click()
      await expect(menu).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await menu.getByRole('menuitem', { name: 'Create an event' }).click()
  }
}

/** POSTs JSON as `c` (CSRF header included) and answers the JSON body; anything but 2xx fails the test. */
export async function postJson<T = Record<string, unknown>>(c: Client, path: string, data: unknown): Promise<T> {
  const res = await c.api.post(path, { headers: jsonHeaders(c), data })
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300)
  return (await res.json()) as T
}

/** The body of a draft: a concert at Pier Hall, New York, on May 14 next year, 7–10 PM. */
export function pierHallDraft(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const year = new Date().getUTCFullYear() + 1
  return {
    name,
    summary: 'Doors at seven.',
    category_id: 103,
    format_id: 6,
    start: { local: `${year}-05-14T19:00:00`, timezone: 'America/New_York' },
    end: { local: `${year}-05-14T22:00:00`, timezone: 'America/New_York' },
    online: false,
    venue: { name: 'Pier Hall', address_1: '1 Quay St', city: 'New York', country: 'US', latitude: 40.7, longitude: -74 },
    ...extra,
  }
}

export type PublishedEvent = { eventId: string; path: string; ticketClassId: string }

/**
 * A published paid event in New York next year, made through the creator API: one `General` class of
 * `quantity` at $20; `schedule` (an RRULE) makes it a weekly or other series first.
 */
export async function createPublishedEvent(creator: Client, name: string, options: { refundPolicy?: string; quantity?: number; schedule?: string } = {}): Promise<PublishedEvent> {
  // Its paid class needs a creator who can be paid (issue 37 point 3).
  await setUpPayouts(creator)
  const { event } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', pierHallDraft(name, { refund_policy: options.refundPolicy ?? '7_days' }))
  const { ticket_class } = await postJson<{ ticket_class: { id: string } }>(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'General', free: false, cost: { currency: 'USD', value: 2000 }, quantity_total: options.quantity ?? 10 })
  if (options.schedule) await postJson(creator, `/api/v3/events/${event.id}/schedules/`, { occurrence_duration: 3 * 3600, recurrence_rule: options.schedule })
  const published = await postJson<{ event: { url: string } }>(creator, `/api/v3/events/${event.id}/publish/`, {})
  return { eventId: event.id, path: new URL(published.event.url).pathname, ticketClassId: ticket_class.id }
}

/** A paid order of `quantity` General tickets by `buyer`, in `name` and `email`, over the API. */
export async function buyOverApi(buyer: Client, event: PublishedEvent, quantity: number, who: { name: string; email: string }): Promise<{ id: string; access_token: string }> {
  const { order } = await postJson<{ order: { id: string; access_token: string } }>(buyer, '/api/v3/orders/', { event_id: event.eventId, tickets: [{ ticket_class_id: event.ticketClassId, quantity }] })
  const paid = await postJson<{ order: { id: string; access_token: string } }>(buyer, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: who, payment: { token: 'tok_visa' } })
  return paid.order
}

/** Signs the page's browser context in as `client` (its session cookie). */
export async function browseAs(page: Page, client: Client): Promise<void> {
  await page.context().addCookies((await client.api.storageState()).cookies)
}
