// @vitest-environment jsdom
import fs from 'node:fs'
import path from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { ENGLISH_CARD_INTL, type CardIntl } from '@/core/events/event-card-display'
import { computeEventJson, type EventDetail, type EventJson } from '@/core/events/event-json'
import { UserProvider } from '@/components/user/user-provider'
import { EventCard } from './event-card'
import styles from './event-card.module.css'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'

// The like button asks Next's router for the sign-in redirect; the card tests never press it.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }))

afterEach(cleanup)

const now = new Date('2026-11-20T12:00:00Z')
const origin = 'https://tessera.test'

type CardOptions = {
  limitedVisibility?: boolean
  pageArea?: string
  position?: number
  productOrigins?: readonly string[]
  intl?: CardIntl
  /** Changes to the API's Event, for states the stored event does not spell out (urgency flags). */
  json?: (event: EventJson) => EventJson
}

function renderCard(overrides: Partial<EventDetail> = {}, options: CardOptions = {}) {
  const { json = (event) => event, pageArea = 'event-list', position = 0, ...rest } = options
  const event = json(computeEventJson(buildEventDetail(overrides), { now, origin }))
  render(
    <UserProvider initialUser={null}>
      <EventCard event={event} now={now} pageArea={pageArea} position={position} {...rest} />
    </UserProvider>,
  )
  return screen.getByRole('article')
}

/** The API's Event with one urgency flag set, as computeUrgencyFlags sets it for a filling event. */
const withUrgency =
  (flag: 'fewTickets' | 'goingFast' | 'popular') =>
  (event: EventJson): EventJson => ({ ...event, urgency_signals: { ...event.urgency_signals, [flag]: true } })

const BOGO = 'Buy one, get one free'
const DISCOUNT = 'Discount available'
const openDiscount = { endAt: null, quantityAvailable: 0, quantitySold: 0 }

test('A promoted card says Promoted and its link is labelled "View" and the full event name', () => {
  const card = renderCard({
    isPromoted: true,
    name: 'Jazz on the Roof: an evening of standards with the Harbour Quintet',
  })
  expect(within(card).getByText('Promoted')).toBeDefined()
  const link = within(card).getByRole('link', {
    name: 'View Jazz on the Roof: an evening of standards with the Harbour Quintet',
  })
  expect(link.textContent).toBe('Jazz on the Roof: an evening of standards with the Harbour Quintet')
})

test('A card that is not promoted has no Promoted label', () => {
  const card = renderCard({ isPromoted: false })
  expect(within(card).queryByText('Promoted')).toBeNull()
})

test('The image is 512×256 and comes through the image optimizer path', () => {
  const card = renderCard()
  // Decorative: the link beside it names the event.
  const image = card.querySelector('img')!
  expect(image.getAttribute('alt')).toBe('')
  expect(image.getAttribute('width')).toBe('512')
  expect(image.getAttribute('height')).toBe('256')
  expect(image.getAttribute('src')).toMatch(/^\/home\/_next\/image\/\?url=%2Fimages%2F.+&w=640&q=75$/)
  expect(image.getAttribute('srcset')).toMatch(/&w=1080&q=75 2x$/)
})

test('An event without a picture shows the drawn placeholder, hidden from screen readers, not a blank box', () => {
  const card = renderCard({ image: null })
  expect(card.querySelector('img')).toBeNull()
  const placeholder = card.querySelector(`.${styles.noImage}`)!
  expect(placeholder.getAttribute('aria-hidden')).toBe('true')
  expect(placeholder.classList.contains(styles.image!)).toBe(true)
  // The drawing and tint live in the stylesheet (no script bytes on the home page).
  const css = fs.readFileSync(path.join(__dirname, 'event-card.module.css'), 'utf8')
  expect(css).toMatch(/\.noImage \{[^}]*url\("data:image\/svg\+xml[^}]*linear-gradient/)
})

test('The title sits in the two-line clamp class', () => {
  const card = renderCard()
  const heading = within(card).getByRole('heading', { level: 3 })
  expect(styles.title).toBeTruthy()
  expect(heading.classList.contains(styles.title!)).toBe(true)
  // The class itself clamps to two lines (spec §2 "title clamped to two lines").
  const css = fs.readFileSync(path.join(import.meta.dirname, 'event-card.module.css'), 'utf8')
  const titleRule = /\.title\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  expect(titleRule).toMatch(/(^|\s)line-clamp:\s*2;/)
  expect(titleRule).toMatch(/-webkit-line-clamp:\s*2;/)
})

test('Every card has a like button named after the event', () => {
  const card = renderCard({ name: 'Harbour Swing Night' })
  const like = within(card).getByRole('button', { name: 'Like Harbour Swing Night' })
  expect(like.getAttribute('aria-pressed')).toBe('false')
})

test('A card sold by us opens the event with the affiliate code in a new tab, noopener only', () => {
  const link = within(renderCard({ id: 42, nameSlug: 'jazz-on-the-roof' })).getByRole('link', {
    name: /^View /,
  })
  expect(link.getAttribute('href')).toBe('/e/jazz-on-the-roof-tickets-42/?aff=ebdssbdestsearch')
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener')
})

test('On a German page a card leads to the German event page, not the site’s language (issue 38 §12)', () => {
  const intl = { ...ENGLISH_CARD_INTL, pathPrefix: '/de-de' }
  const link = within(renderCard({ id: 42, nameSlug: 'jazz-on-the-roof' }, { intl })).getByRole('link', { name: /^View / })
  expect(link.getAttribute('href')).toBe('/de-de/e/jazz-on-the-roof-tickets-42/?aff=ebdssbdestsearch')
  cleanup()
  const external = renderCard({ isPromoted: true, ticketsBy: 'ticketmaster', ticketsUrl: 'https://www.ticketmaster.example/event/123' }, { intl })
  expect(within(external).getByRole('link', { name: /^View / }).getAttribute('href')).toBe('https://www.ticketmaster.example/event/123')
})

test('A promoted card of an external seller goes to its tickets page with nofollow, noopener and noreferrer', () => {
  const card = renderCard({
    isPromoted: true,
    ticketsBy: 'ticketmaster',
    ticketsUrl: 'https://www.ticketmaster.example/event/123',
  })
  const link = within(card).getByRole('link', { name: /^View / })
  expect(link.getAttribute('href')).toBe('https://www.ticketmaster.example/event/123')
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer'])
})

test('An external seller that is not promoted keeps our event page, marked nofollow', () => {
  const card = renderCard({
    isPromoted: false,
    ticketsBy: 'ticketmaster',
    ticketsUrl: 'https://www.ticketmaster.example/event/123',
  })
  const link = within(card).getByRole('link', { name: /^View / })
  expect(link.getAttribute('href')).toMatch(/^\/e\/.+\?aff=ebdssbdestsearch$/)
  expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener'])
})

const SOLD_OUT = {
  capacity: 100,
  sold: 100,
  salesStart: null,
  salesEnd: null,
  hasEarlyBirdOnSale: false,
  soldRecently: 0,
}

test('A sold-out event shows a Sold Out badge and no urgency label', () => {
  const card = renderCard(
    {
      tickets: SOLD_OUT,
    },
    {
      json: withUrgency('fewTickets'),
    },
  )
  expect(within(card).getByText('Sold Out')).toBeDefined()
  expect(within(card).queryByText('Almost full')).toBeNull()
})

test('An event on sale shows no sales badge but its urgency label', () => {
  const card = renderCard({}, { json: withUrgency('fewTickets') })
  expect(within(card).queryByText('Sold Out')).toBeNull()
  expect(within(card).getByText('Almost full')).toBeDefined()
})

test('Without limited visibility a card shows the BOGO, open-discount and urgency labels together', () => {
  const card = renderCard({ hasBogo: true, openDiscount }, { json: withUrgency('goingFast') })
  expect(within(card).getByText(BOGO)).toBeDefined()
  expect(within(card).getByText(DISCOUNT)).toBeDefined()
  expect(within(card).getByText('Going fast')).toBeDefined()
})

test('In limited visibility the BOGO label replaces the discount and urgency labels', () => {
  const card = renderCard(
    { hasBogo: true, openDiscount },
    { limitedVisibility: true, json: withUrgency('goingFast') },
  )
  expect(within(card).getByText(BOGO)).toBeDefined()
  expect(within(card).queryByText(DISCOUNT)).toBeNull()
  expect(within(card).queryByText('Going fast')).toBeNull()
})

test('In limited visibility without BOGO the open-discount label replaces the urgency label', () => {
  const card = renderCard({ openDiscount }, { limitedVisibility: true, json: withUrgency('goingFast') })
  expect(within(card).getByText(DISCOUNT)).toBeDefined()
  expect(within(card).queryByText('Going fast')).toBeNull()
})

test('In limited visibility without BOGO or discount the urgency label shows', () => {
  const card = renderCard({}, { limitedVisibility: true, json: withUrgency('popular') })
  expect(within(card).getByText('Popular')).toBeDefined()
})

test('A card shows its all-in price and its date in the event zone', () => {
  // 01:00 UTC on 5 December is 8 PM on Friday 4 December in New York, over six days after `now`.
  // Sold here, the price includes the buyer's fee (issue 19 §1): 25.50 + 0.89 + 0.99.
  const card = renderCard({ minPriceMinor: 2550, currency: 'USD' })
  expect(within(card).getByText('From $27.38')).toBeDefined()
  expect(within(card).getByText('Fri, Dec 4 • 8:00 PM')).toBeDefined()
  cleanup()
  // An external seller's price is its own.
  const elsewhere = renderCard({
    minPriceMinor: 2550,
    currency: 'USD',
    ticketsBy: 'othertix',
    ticketsUrl: 'https://othertix.example/e/1',
  })
  expect(within(elsewhere).getByText('From $25.50')).toBeDefined()
  cleanup()
  const free = renderCard({ isFree: true, minPriceMinor: 0, startAt: new Date('2026-11-21T00:30:00Z') })
  expect(within(free).getByText('Free')).toBeDefined()
  // 7:30 PM in New York on the 20th: later today.
  expect(within(free).getByText('Today • 7:30 PM')).toBeDefined()
})

test('A repeating event shows its next date with "+ N more" and no sold-out badge', () => {
  const card = renderCard({
    seriesParentId: 40,
    seriesParentNameSlug: 'jazz-on-the-roof',
    tickets: SOLD_OUT,
    series: {
      currentFuture: 4,
      nextDates: [
        new Date('2026-11-19T23:00:00Z'),
        new Date('2026-11-22T00:00:00Z'),
        new Date('2026-11-29T00:00:00Z'),
      ],
    },
  })
  // The first upcoming instance: 7 PM on Saturday the 21st in New York.
  expect(within(card).getByText('Tomorrow • 7:00 PM')).toBeDefined()
  expect(within(card).getByText('+ 3 more')).toBeDefined()
  expect(within(card).queryByText('Sold Out')).toBeNull()
})

test('A card reports its page area and position with every analytics event', () => {
  window.dataLayer = []
  renderCard({ id: 77 }, { pageArea: 'search-results', position: 13 })
  expect(window.dataLayer).toContainEqual(
    expect.objectContaining({
      event: 'EventCardMounted',
      eventId: '77',
      pageArea: 'search-results',
      position: 13,
    }),
  )
})

test('A card linking to another of our sites keeps the referrer; other hosts do not get it', () => {
  const tickets = { isPromoted: true, ticketsBy: 'ticketmaster' }
  const ours = renderCard(
    { ...tickets, ticketsUrl: 'https://www.tessera.de/e/jazz-tickets-42/' },
    { productOrigins: ['https://www.tessera.com', 'https://www.tessera.de'] },
  )
  const ourLink = within(ours).getByRole('link', { name: /^View / })
  // Another of our sites: the full URL (a bare path would stay on this site), without noreferrer.
  expect(ourLink.getAttribute('href')).toBe('https://www.tessera.de/e/jazz-tickets-42/')
  expect(ourLink.getAttribute('rel')?.split(' ')).not.toContain('noreferrer')
  cleanup()
  const theirs = renderCard(
    { ...tickets, ticketsUrl: 'https://www.ticketmaster.example/event/123' },
    { productOrigins: ['https://www.tessera.com', 'https://www.tessera.de'] },
  )
  expect(
    within(theirs)
      .getByRole('link', { name: /^View / })
      .getAttribute('rel')
      ?.split(' '),
  ).toContain('noreferrer')
})
