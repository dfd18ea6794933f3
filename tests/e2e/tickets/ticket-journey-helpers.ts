// Shared steps for the ticket journeys (issue 19). Events come from the fresh demo database through the
// public API, chosen by what their ticket classes say (never a fixed id): a paid or free event sold here
// with enough tickets left. Staff read the outbox through the mailbox API; the hold-expiry journey moves
// the ticketing clock through the test-only clock endpoint (TEST_CLOCK=1 on the e2e server).
import jsQR from 'jsqr'
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'
import type { OrderJson, TicketClassJson } from '../../../src/components/checkout/checkout-types'
import { jsonHeaders, newClient, signIn, uniqueEmail, type Client } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { DEMO_STAFF } from '../demo-staff'

type SearchEvent = {
  id: string
  url: string
  name: string
  tickets_by: string
  num_children?: number
  series_id?: string | null
  ticket_availability?: { has_bogo_tickets?: boolean; open_discount?: object | null }
}

export type SaleEvent = { id: string; path: string; name: string; ticketClass: TicketClassJson }

async function ticketClassesOf(api: APIRequestContext, eventId: string): Promise<TicketClassJson[]> {
  const res = await api.get(`/api/v3/events/${eventId}/ticket_classes/`)
  return res.ok() ? ((await res.json()) as { ticket_classes: TicketClassJson[] }).ticket_classes : []
}

/**
 * An upcoming event sold here, not a series, with one class that sells `quantity` in one order and
 * matches `accept`, leaving out the events in `exclude`.
 */
export async function findEventForSale(
  api: APIRequestContext,
  {
    price,
    quantity,
    accept = () => true,
    exclude = new Set<string>(),
    event = () => true,
    search = '',
  }: {
    price: 'paid' | 'free'
    quantity: number
    accept?: (t: TicketClassJson) => boolean
    exclude?: Set<string>
    event?: (e: SearchEvent) => boolean
    /** More search parameters, such as a date range. */
    search?: string
  },
): Promise<SaleEvent> {
  for (let page = 1; page <= 10; page++) {
    const res = await api.get(
      `/api/v3/destination/search/?price=${price}&sort=date&page_size=50&page=${page}${search ? `&${search}` : ''}`,
    )
    const { events } = (await res.json()) as { events: { results: SearchEvent[] } }
    for (const e of events.results) {
      if (e.tickets_by !== 'tessera' || (e.num_children ?? 0) > 0 || exclude.has(e.id) || !event(e)) continue
      const t = (await ticketClassesOf(api, e.id)).find(
        (c) =>
          c.on_sale_status === 'AVAILABLE' &&
          c.free === (price === 'free') &&
          c.quantity_remaining >= quantity &&
          c.maximum_quantity >= quantity &&
          c.minimum_quantity <= quantity &&
          // Sales stay open for days: the hold-expiry journey moves the server's ticketing clock forward.
          (c.sales_end === null || Date.parse(c.sales_end) > Date.now() + 3 * 24 * 3600 * 1000) &&
          accept(c),
      )
      if (t) return { id: e.id, path: new URL(e.url).pathname, name: e.name, ticketClass: t }
    }
  }
  throw new Error(`no ${price} event with ${quantity} tickets for sale in the demo data`)
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
  attachments: { filename: string; content_type: string }[]
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

export async function advanceTestClock(staff: Client, seconds: number): Promise<void> {
  const res = await staff.api.post('/api/v3/admin/test-clock/', {
    headers: jsonHeaders(staff),
    data: { advance_seconds: seconds },
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

/** Decodes the QR image `img` shows: the page draws it on a canvas and the test reads its pixels. */
export async function decodeQrImage(img: Locator): Promise<string | null> {
  const pixels = await img.evaluate(async (node: HTMLImageElement) => {
    await node.decode()
    const size = 400
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const ctx = canvas.getContext('2d')!
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, size, size)
    // A quiet zone around the code helps the decoder find it.
    ctx.drawImage(node, 20, 20, size - 40, size - 40)
    return { data: Array.from(ctx.getImageData(0, 0, size, size).data), size }
  })
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size)?.data ?? null
}

export type MadeEvent = SaleEvent & { organizer: Client }

// One organizer account per worker, signed in again for each event: sign-ups are limited per address
// (50 an hour), and the whole suite's servers see every spec from 127.0.0.1.
let organizerAccount: { email: string; password: string } | undefined

async function organizerClient(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<Client> {
  const organizer = await newClient(playwright, baseURL)
  if (organizerAccount) {
    const res = await signIn(organizer, organizerAccount.email, organizerAccount.password)
    expect(res.status(), await res.text()).toBe(200)
    return organizer
  }
  const account = { email: uniqueEmail('organizer'), password: 'lantern-harbour-2026' }
  const res = await organizer.api.post('/home/api/auth/signup/', {
    headers: jsonHeaders(organizer),
    data: { ...account, fullName: 'Journey Organizer' },
  })
  expect(res.status(), await res.text()).toBe(201)
  organizerAccount = account
  return organizer
}

/**
 * An event made through the creator API by the worker's organizer account, with one ticket class, published:
 * journeys that need data the demo has no public trace of (promo codes, an online link, a time zone far
 * from the server's) make it this way. `discounts` are added through POST /api/v3/events/{id}/discounts/.
 */
export async function makeEventOverApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  {
    name,
    priceMinor,
    quantity = 50,
    timezone = 'America/New_York',
    onlineUrl,
    discounts = [],
  }: {
    name: string
    priceMinor: number
    quantity?: number
    timezone?: string
    onlineUrl?: string
    discounts?: Record<string, unknown>[]
  },
): Promise<MadeEvent> {
  const organizer = await organizerClient(playwright, baseURL)
  const year = new Date().getUTCFullYear() + 1
  const created = await organizer.api.post('/api/v3/events/', {
    headers: jsonHeaders(organizer),
    data: {
      name,
      summary: 'A journey event made through the creator API.',
      category_id: 113,
      format_id: 9,
      start: { local: `${year}-03-07T19:30:00`, timezone },
      end: { local: `${year}-03-07T21:30:00`, timezone },
      online: onlineUrl !== undefined,
      ...(onlineUrl !== undefined ? { online_url: onlineUrl } : {}),
      venue:
        onlineUrl !== undefined
          ? null
          : {
              name: 'Pier 17',
              address_1: '89 South St',
              city: 'New York',
              country: 'US',
              latitude: 40.7056,
              longitude: -74.0014,
            },
      refund_policy: '7_days',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const eventId = ((await created.json()) as { event: { id: string } }).event.id
  const cls = await organizer.api.post(`/api/v3/events/${eventId}/ticket_classes/`, {
    headers: jsonHeaders(organizer),
    data: {
      name: priceMinor === 0 ? 'RSVP' : 'General Admission',
      free: priceMinor === 0,
      cost: { currency: 'USD', value: priceMinor },
      quantity_total: quantity,
      maximum_quantity: 10,
    },
  })
  expect(cls.status(), await cls.text()).toBe(201)
  for (const discount of discounts) {
    const res = await organizer.api.post(`/api/v3/events/${eventId}/discounts/`, {
      headers: jsonHeaders(organizer),
      data: discount,
    })
    expect(res.status(), await res.text()).toBe(201)
  }
  const published = await organizer.api.post(`/api/v3/events/${eventId}/publish/`, {
    headers: jsonHeaders(organizer),
    data: {},
  })
  expect(published.status(), await published.text()).toBe(200)
  const { event } = (await published.json()) as { event: { url: string; name: string } }
  const ticketClass = (await ticketClassesOf(organizer.api, eventId))[0]!
  return { id: eventId, path: new URL(event.url).pathname, name: event.name, ticketClass, organizer }
}
