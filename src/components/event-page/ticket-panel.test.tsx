// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { computeEventJson } from '@/core/events/event-json'
import type { EventPage } from '@/core/events/get-event-page'
import { computeTicketOffer } from '@/core/events/ticket-offer'
import type { TicketClassView } from '@/core/events/ticket-class-availability'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'
import { TicketPanel } from './ticket-panel'

const now = new Date('2026-11-20T12:00:00Z')

afterEach(cleanup)

const general: TicketClassView = { id: '1', name: 'General', priceText: '$26.87', priceNote: 'includesFees', onSaleStatus: 'AVAILABLE', availability: 'available', availabilityText: 'Available' }
const vip: TicketClassView = { id: '2', name: 'VIP', priceText: '$42.39', priceNote: 'includesFees', onSaleStatus: 'SOLD_OUT', availability: 'sold_out', availabilityText: 'Sold out' }

/** The page as getEventPage builds it: its offer from its classes and status (ticket-offer.ts). */
function page(over: Partial<EventPage> = {}, detail: Parameters<typeof buildEventDetail>[0] = {}): EventPage {
  const event = computeEventJson(buildEventDetail(detail), { now, origin: 'https://t.example' })
  const ticketClasses = over.ticketClasses ?? [general, vip]
  return {
    event,
    descriptionHtml: '',
    refundPolicyText: '',
    transfers: { allowed: true, cutoffHours: 0 },
    salesStartUtc: null,
    ticketClasses,
    ticketOffer: computeTicketOffer(event.status, ticketClasses.map((c) => c.onSaleStatus)),
    seriesDates: [],
    moreDates: 0,
    viewerFollowsOrganizer: false,
    ...over,
  }
}

test('Our own events list each ticket type with its all-in price and availability under the price range', () => {
  render(<TicketPanel page={page()} />)
  expect(screen.getAllByRole('button', { name: 'Get tickets' }).length).toBeGreaterThan(0)
  const panel = screen.getByRole('complementary', { name: 'Get tickets' })
  // All-in (issue 19 §1): the event's 25.00–40.00 with the buyer's fee, as the checkout charges it.
  // The range heads the panel, and the phone's sticky bar beside its button says it too (issue 38 point 9).
  expect(within(panel).getAllByText('$26.87 – $42.39')).toHaveLength(2)
  const types = within(panel).getByRole('list', { name: 'Ticket types' })
  expect(within(types).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'General$26.87 incl. feesAvailable',
    'VIP$42.39 incl. feesSold out',
  ])
})

test('An external seller gets a link to its own ticket page instead of the ticket types', () => {
  render(<TicketPanel page={page({}, { ticketsBy: 'othertix', ticketsUrl: 'https://othertix.example/e/1' })} />)
  const link = screen.getByRole('link', { name: 'Get tickets on othertix' })
  expect(link.getAttribute('href')).toBe('https://othertix.example/e/1')
  expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer')
  expect(screen.queryByRole('list', { name: 'Ticket types' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Get tickets' })).toBeNull()
})

test('A sold-out event shows its sales status, and a series asks for a date first', () => {
  const soldOut = { tickets: { capacity: 10, sold: 10, salesStart: null, salesEnd: null, hasEarlyBirdOnSale: false, soldRecently: 0 } }
  const { unmount } = render(<TicketPanel page={page({}, soldOut)} />)
  expect(screen.getByText('Sold Out')).toBeDefined()
  unmount()
  const series = page(
    { ticketClasses: [], seriesDates: [{ id: '5', path: '/e/x-tickets-5/', startUtc: '2026-12-01T00:00:00.000Z', endUtc: '2026-12-01T02:00:00.000Z', isThisEvent: false }] },
    { isSeriesParent: true },
  )
  render(<TicketPanel page={series} />)
  // The button opens checkout at its date step (checkout-dialog.test.tsx follows it there).
  expect(screen.getAllByRole('button', { name: 'Choose a date' }).length).toBeGreaterThan(0)
})

test('An offer the card shows is explained on the event page: buy one get one free, and a discount with its end', () => {
  const offers = {
    hasBogo: true,
    openDiscount: { endAt: new Date('2026-11-28T12:00:00Z'), quantityAvailable: 0, quantitySold: 0 },
  }
  render(<TicketPanel page={page({}, offers)} />)
  const list = screen.getByRole('list', { name: 'Offers' })
  const lines = within(list).getAllByRole('listitem').map((li) => li.textContent)
  expect(lines[0]).toMatch(/^Buy one, get one free: every second ticket of the same type is free/)
  expect(lines[1]).toMatch(/^Discount available until Nov 2[78]: it is applied to your order automatically/)
})

test('Without an offer the event page lists none', () => {
  render(<TicketPanel page={page()} />)
  expect(screen.queryByRole('list', { name: 'Offers' })).toBeNull()
})

test('A cancelled event’s ticket area shows no price, no Available and no Get tickets, and says the event is cancelled', () => {
  const offers = { hasBogo: true, openDiscount: { endAt: null, quantityAvailable: 0, quantitySold: 0 } }
  render(<TicketPanel page={page({}, { status: 'cancelled', ...offers })} />)
  const panel = screen.getByRole('complementary', { name: 'Event cancelled' })
  expect(within(panel).getByText('This event has been cancelled. Tickets are no longer on sale.')).toBeDefined()
  expect(panel.textContent).not.toMatch(/\$|Available|Get tickets|Free/)
  expect(screen.queryByRole('button')).toBeNull()
  expect(screen.queryByRole('list', { name: 'Ticket types' })).toBeNull()
  expect(screen.queryByRole('list', { name: 'Offers' })).toBeNull()
})

test('A sold-out event’s main button offers the wait-list, not Get tickets, and no offer to apply', () => {
  const soldOut = { tickets: { capacity: 10, sold: 10, salesStart: null, salesEnd: null, hasEarlyBirdOnSale: false, soldRecently: 0 }, hasBogo: true }
  render(<TicketPanel page={page({ ticketClasses: [vip] }, soldOut)} />)
  expect(screen.getAllByRole('button', { name: 'Join waitlist' }).length).toBeGreaterThan(0)
  expect(screen.queryByRole('button', { name: 'Get tickets' })).toBeNull()
  const panel = screen.getByRole('complementary', { name: 'Tickets' })
  expect(within(panel).getByText('Sold Out')).toBeDefined()
  expect(within(panel).getByText('Join the waitlist and we will email you if tickets free up.')).toBeDefined()
  expect(screen.queryByRole('list', { name: 'Offers' })).toBeNull()
})

test('One class still on sale keeps Get tickets, with its sold-out neighbour in the list', () => {
  render(<TicketPanel page={page({ ticketClasses: [general, vip] })} />)
  expect(screen.getAllByRole('button', { name: 'Get tickets' }).length).toBeGreaterThan(0)
  expect(screen.queryByRole('button', { name: 'Join waitlist' })).toBeNull()
})

const ROOM = {
  ticketClassId: null,
  prequeueOpensAt: '2026-11-21T17:30:00.000Z',
  onSaleAt: '2026-11-21T18:00:00.000Z',
  commitment: 'a'.repeat(64),
  drawn: false,
  paused: false,
  open: false,
  admissionMinutes: 10,
}

test('An on-sale with a waiting room sends buyers to it, with its draw’s commitment, and offers no checkout around it', () => {
  render(<TicketPanel page={page({ waitingRoom: ROOM })} />)
  const room = screen.getByRole('region', { name: 'On-sale waiting room' })
  expect(within(room).getByRole('link', { name: 'Join the waiting room' }).getAttribute('href')).toMatch(/^\/e\/[^/]+\/waiting-room\/$/)
  expect(room.textContent).toContain(`SHA-256 commitment of the draw’s secret seed: ${'a'.repeat(64)}`)
  expect(room.textContent).toContain('The waiting room opens at')
  expect(screen.queryByRole('button', { name: 'Get tickets' })).toBeNull()
  // The ticket types and their prices still show.
  expect(screen.getByRole('list', { name: 'Ticket types' })).toBeTruthy()
})

test('A waiting room for one class leaves the others on sale, and a sold-out event offers its wait-list, not the room', () => {
  render(<TicketPanel page={page({ waitingRoom: { ...ROOM, ticketClassId: '1', open: true } })} />)
  expect(screen.getAllByRole('button', { name: 'Get tickets' }).length).toBeGreaterThan(0)
  const room = screen.getByRole('region', { name: 'On-sale waiting room' })
  expect(room.textContent).toContain('“General” goes on sale through a waiting room')
  expect(room.textContent).not.toContain('The waiting room opens at')
  cleanup()
  render(<TicketPanel page={page({ ticketClasses: [vip], waitingRoom: ROOM })} />)
  expect(screen.queryByRole('region', { name: 'On-sale waiting room' })).toBeNull()
  expect(screen.getAllByRole('button', { name: 'Join waitlist' }).length).toBeGreaterThan(0)
})
