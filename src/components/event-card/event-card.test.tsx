// @vitest-environment jsdom
import fs from 'node:fs'
import path from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { computeEventJson, type EventDetail } from '@/core/events/event-json'
import { UserProvider } from '@/components/user/user-provider'
import { EventCard } from './event-card'
import styles from './event-card.module.css'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'

// The like button asks Next's router for the sign-in redirect; the card tests never press it.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }))

afterEach(cleanup)

const now = new Date('2026-11-20T12:00:00Z')
const origin = 'https://tessera.test'

function renderCard(overrides: Partial<EventDetail> = {}) {
  const event = computeEventJson(buildEventDetail(overrides), { now, origin })
  render(
    <UserProvider initialUser={null}>
      <EventCard event={event} now={now} />
    </UserProvider>,
  )
  return screen.getByRole('article')
}

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
