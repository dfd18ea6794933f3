// Shared steps for the ticket journeys (issue 19). Each journey sells on an event of its own, made through
// the creator API by a fresh creator account (issue 35), never on demo data another journey also buys
// from. Staff read the outbox through the mailbox API; the hold-expiry journey moves the event's ticketing
// clock through the test-only clock endpoint (TEST_CLOCK=1 on the e2e server).
import jsQR from 'jsqr'
import sharp from 'sharp'
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '../fixtures'
import type { OrderJson, TicketClassJson } from '../../../src/components/checkout/checkout-types'
import type { RefundPolicy } from '../../../src/core/events/refund-policy'
import { jsonHeaders, newClient, signIn, signUp, type Client } from '../../api/helpers/accounts'
import { setUpPayouts } from '../../api/helpers/payouts'
import { expectNoSeriousAxeViolations } from '../axe'
import { pierHallDraft, postJson } from '../creators/helpers'
import { DEMO_STAFF } from '../demo-staff'

async function ticketClassesOf(api: APIRequestContext, eventId: string): Promise<TicketClassJson[]> {
  const res = await api.get(`/api/v3/events/${eventId}/ticket_classes/`)
  return res.ok() ? ((await res.json()) as { ticket_classes: TicketClassJson[] }).ticket_classes : []
}

export type EventForSale = {
  id: string
  /** The event page's path. */
  path: string
  name: string
  ticketClass: TicketClassJson
  /** The fresh creator account that made the event and alone manages it. */
  organizer: Client
  /** Its start as the creator gave it, for journeys that check how a time is shown. */
  start: { local: string; timezone: string }
}

// Two months after the suite's clock: every refund policy (30 days before the start at most) still allows
// a refund, and a journey that moves the event's ticketing clock forward never reaches the start.
const DAYS_AHEAD = 60
const DAY_MS = 24 * 3600 * 1000

/**
 * A published event of the journey's own, made through the creator API by a fresh creator account, so no
 * other journey's holds, sales or discounts touch it (issue 35). It is at Pier Hall, New York, or online
 * at `onlineUrl`, two months after the suite's clock from 19:30 to 21:30 in `timezone`. Its one class
 * holds `quantity` tickets at `priceMinor` (0 makes it free), 1 to 10 per order, on sale from now until the
 * start; `discounts` are added as POST /api/v3/events/{id}/discounts/ takes them (promo codes, BOGO).
 */
export async function createEventForSale(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  {
    name = `Journey Event ${Date.now().toString(36)}`,
    priceMinor,
    quantity = 50,
    refundPolicy = '7_days',
    timezone = 'America/New_York',
    onlineUrl,
    discounts = [],
    currency = 'USD',
    salesStart,
  }: {
    name?: string
    priceMinor: number
    /** The class's currency (ISO 4217); `priceMinor` is in its minor units. */
    currency?: string
    quantity?: number
    refundPolicy?: RefundPolicy
    timezone?: string
    onlineUrl?: string
    discounts?: Record<string, unknown>[]
    /** When the class goes on sale (an on-sale to come); on sale at once without. */
    salesStart?: Date
  },
): Promise<EventForSale> {
  const organizer = await newClient(playwright, baseURL)
  await signUp(organizer, { fullName: 'Journey Organizer' })
  // Paid tickets go on sale only once the organizer can be paid (issue 37 point 3).
  if (priceMinor > 0) await setUpPayouts(organizer)
  // The event's day in its own zone, written year-month-day (as en-CA writes dates).
  const day = new Date(Date.now() + DAYS_AHEAD * DAY_MS).toLocaleDateString('en-CA', { timeZone: timezone })
  const start = { local: `${day}T19:30:00`, timezone }
  const online = onlineUrl === undefined ? {} : { online: true, online_url: onlineUrl, venue: null }
  const { event } = await postJson<{ event: { id: string } }>(
    organizer,
    '/api/v3/events/',
    pierHallDraft(name, {
      start,
      end: { local: `${day}T21:30:00`, timezone },
      refund_policy: refundPolicy,
      ...online,
    }),
  )
  const { ticket_class } = await postJson<{ ticket_class: { id: string } }>(
    organizer,
    `/api/v3/events/${event.id}/ticket_classes/`,
    {
      name: priceMinor === 0 ? 'RSVP' : 'General Admission',
      free: priceMinor === 0,
      cost: { currency, value: priceMinor },
      quantity_total: quantity,
      minimum_quantity: 1,
      maximum_quantity: 10,
      ...(salesStart ? { sales_start: salesStart.toISOString() } : {}),
    },
  )
  for (const discount of discounts)
    await postJson(organizer, `/api/v3/events/${event.id}/discounts/`, discount)
  const published = await postJson<{ event: { url: string; name: string } }>(
    organizer,
    `/api/v3/events/${event.id}/publish/`,
    {},
  )
  // The class as buyers read it once the event is live (all-in price, what remains, on-sale status).
  const ticketClass = (await ticketClassesOf(organizer.api, event.id)).find((t) => t.id === ticket_class.id)
  expect(ticketClass, 'the new class is listed for buyers').toBeDefined()
  return {
    id: event.id,
    path: new URL(published.event.url).pathname,
    name: published.event.name,
    ticketClass: ticketClass!,
    organizer,
    start,
  }
}

/**
 * Adds a class to the journey's event as its organizer (POST /api/v3/events/{id}/ticket_classes/): free
 * when `priceMinor` is 0, in US dollars, 1 to 4 per order; `extra` adds fields such as sales dates.
 */
export async function addTicketClass(
  event: Pick<EventForSale, 'id' | 'organizer'>,
  { name, priceMinor, quantity, extra = {} }: { name: string; priceMinor: number; quantity: number; extra?: Record<string, unknown> },
): Promise<TicketClassJson> {
  const { ticket_class } = await postJson<{ ticket_class: TicketClassJson }>(event.organizer, `/api/v3/events/${event.id}/ticket_classes/`, {
    name,
    free: priceMinor === 0,
    cost: { currency: 'USD', value: priceMinor },
    quantity_total: quantity,
    minimum_quantity: 1,
    maximum_quantity: 4,
    ...extra,
  })
  return ticket_class
}

/** A staff API client, to read the outbox and move the test clock. */
export async function staffClient(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<Client> {
  const staff = await newClient(playwright, baseURL)
  const res = await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)
  expect(res.status()).toBe(200)
  return staff
}

export type MailboxEmail = {
  id: string
  kind: string
  to: string
  subject: string
  text: string
  html: string | null
  /** `content_id`: set for an attachment the HTML shows inline (a ticket's QR code). */
  attachments: { filename: string; content_type: string; content_id?: string }[]
}

/** The newest email of `kind` to `to`, waiting for it to be queued. */
export async function findEmail(staff: Client, to: string, kind: string): Promise<MailboxEmail> {
  let found: MailboxEmail | undefined
  await expect
    .poll(
      async () => {
        const res = await staff.api.get(
          `/api/v3/admin/mailbox/?to=${encodeURIComponent(to)}&kind=${encodeURIComponent(kind)}`,
        )
        found = ((await res.json()) as { emails: MailboxEmail[] }).emails[0]
        return Boolean(found)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/**
 * The page of the newest refund confirmation emailed to `to` (decision 051), as the buyer opens it from
 * their mail: `/orders/confirm/?order=…&token=…`.
 */
export async function confirmationLinkFromMail(staff: Client, to: string): Promise<string> {
  const mail = await findEmail(staff, to, 'order-action-confirmation')
  const link = /https?:\/\/\S+\/orders\/confirm\/\?\S+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

/**
 * A refund asked for through the order's link is confirmed as the buyer would from their mail: the
 * emailed link's token posted by the page's button. Answers the confirming response.
 */
export async function confirmRefundFromMail(staff: Client, buyer: Client, to: string): Promise<APIResponse> {
  const url = new URL(await confirmationLinkFromMail(staff, to), 'http://mail.invalid')
  return buyer.api.post(`/api/v3/orders/${url.searchParams.get('order')}/confirm_action/`, {
    headers: jsonHeaders(buyer),
    data: { token: url.searchParams.get('token') },
  })
}

/** Moves one event's ticketing clock forward (the test clock belongs to the event, issue 35). */
export async function advanceTestClock(staff: Client, eventId: string, seconds: number): Promise<void> {
  const res = await staff.api.post('/api/v3/admin/test-clock/', {
    headers: jsonHeaders(staff),
    data: { event_id: eventId, advance_seconds: seconds },
  })
  expect(res.status(), await res.text()).toBe(200)
}

/** Holds tickets over the API, as another buyer would. */
export async function holdOverApi(
  c: Client,
  eventId: string,
  ticketClassId: string,
  quantity: number,
): Promise<OrderJson> {
  const res = await c.api.post('/api/v3/orders/', {
    headers: { ...jsonHeaders(c), 'Idempotency-Key': `journey-${Date.now()}-${Math.random()}` },
    data: { event_id: eventId, tickets: [{ ticket_class_id: ticketClassId, quantity }] },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { order: OrderJson }).order
}

/**
 * A fresh buyer who holds and pays for `quantity` tickets over the API (with a promo `code`, and ordering
 * from a page in `language` when given: the order's emails and receipt speak it).
 */
export async function buyOverApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  sale: Pick<EventForSale, 'id' | 'ticketClass'>,
  input: { quantity: number; code?: string; language?: string; email?: string },
): Promise<{ buyer: Client; order: OrderJson; token: string }> {
  const buyer = await newClient(playwright, baseURL)
  const language: Record<string, string> = input.language ? { 'Accept-Language': input.language } : {}
  const held = await buyer.api.post('/api/v3/orders/', {
    headers: { ...jsonHeaders(buyer), 'Idempotency-Key': `journey-${Date.now()}-${Math.random()}`, ...language },
    data: { event_id: sale.id, tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: input.quantity }], ...(input.code ? { discount_code: input.code } : {}) },
  })
  expect(held.status(), await held.text()).toBe(201)
  const { order: hold } = (await held.json()) as { order: OrderJson }
  const token = hold.access_token!
  const paid = await buyer.api.post(`/api/v3/orders/${hold.id}/complete/?token=${token}`, {
    headers: jsonHeaders(buyer),
    data: { buyer: { name: 'Journey Buyer', email: input.email ?? 'journey-buyer@example.com' }, payment: { token: 'tok_visa' } },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  return { buyer, order: ((await paid.json()) as { order: OrderJson }).order, token }
}

export async function remainingOf(
  api: APIRequestContext,
  eventId: string,
  ticketClassId: string,
): Promise<number> {
  return (await ticketClassesOf(api, eventId)).find((t) => t.id === ticketClassId)?.quantity_remaining ?? -1
}

/** Opens checkout from the event page's button and answers the dialog. */
export async function openCheckout(page: Page, label: 'Get tickets' | 'Reserve a spot'): Promise<Locator> {
  await page.getByRole('button', { name: label }).filter({ visible: true }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Ticket types' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  return dialog
}

export async function chooseTickets(dialog: Locator, className: string, quantity: number): Promise<void> {
  const add = dialog.getByRole('button', { name: `Add one ${className} ticket` })
  for (let i = 0; i < quantity; i++) await add.click()
  await expect(dialog.getByRole('group', { name: `${className} quantity` })).toContainText(String(quantity))
}

/** Presses Continue in checkout and answers the held order the server sent back. */
export async function continueToHold(page: Page, dialog: Locator): Promise<OrderJson> {
  const held = page.waitForResponse(
    (r) => r.url().endsWith('/api/v3/orders/') && r.request().method() === 'POST',
  )
  await dialog.getByRole('button', { name: 'Continue' }).click()
  return ((await (await held).json()) as { order: OrderJson }).order
}

export async function fillBuyer(dialog: Locator, name: string, email: string): Promise<void> {
  await dialog.getByLabel('Full name').fill(name)
  await dialog.getByLabel('Email').fill(email)
}

export async function fillCard(dialog: Locator, number: string): Promise<void> {
  await dialog.getByLabel('Card number').fill(number)
  await dialog.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await dialog.getByLabel('Security code (CVC)').fill('123')
}

/** Decodes the QR image `img` shows, once loaded, as it is drawn on screen (decodeQrOnScreen). */
export async function decodeQrImage(img: Locator): Promise<string | null> {
  await img.evaluate((node: HTMLImageElement) => node.decode())
  return decodeQrOnScreen(img)
}

/**
 * Decodes whatever QR code a part of the page shows as drawn on screen, or null when there is none: the
 * part's screenshot is turned into pixels here (sharp) and handed to the same decoder a door's camera
 * uses (jsQR). For a ticket that must not look usable, null is the point. Like the door's camera
 * (check-in-desk.tsx), a read with no data counts as none: on a tall phone screenshot jsQR can take a bold
 * heading's letters for finder patterns and "read" an empty code off them. (The pixels were read back in
 * the page before: millions of numbers through the protocol, most of a cancelled-ticket journey's time.)
 */
export async function decodeQrOnScreen(part: Locator): Promise<string | null> {
  const png = await part.screenshot()
  // A white quiet zone around the part helps the decoder find a code.
  const { data, info } = await sharp(png)
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data || null
}
