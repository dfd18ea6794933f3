// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { UserJson } from '@/core/accounts/user-json'
import { computeFeatureFlags } from '@/core/feature-flags/feature-flags'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { SignedInNav } from './signed-in-nav'
import { noteStandInFocus } from './stand-in-focus'
import { SignedInStandIn } from './signed-in-stand-in'

let pathname = '/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

const flags = computeFeatureFlags([])
const attendee: UserJson = {
  isAuthenticated: true,
  isAttendee: true,
  isStaff: false,
  hasTikibar: false,
  canCreateEvents: false,
  publicId: 'u7',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  thumbnailUrl: null,
  numOrders: 1,
  numSavedEvents: 3,
  numFollowing: 0,
  hasPublish: false,
  hasPaidPublish: false,
  emailVerified: true,
}

beforeEach(() => {
  pathname = '/'
  window.dataLayer = []
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('Someone who cannot create events sees Create an event on the localized home page, not elsewhere', () => {
  const spanish = computeLocaleInfo('.com', 'es_US')
  pathname = '/es-us/'
  render(<SignedInNav user={attendee} flags={flags} localeInfo={spanish} />)
  const create = screen.getByRole('link', { name: 'Create an event' })
  // On a page in a language subdirectory, the header's pages open in that language.
  expect(create.getAttribute('href')).toBe('/es-us/manage/events/auto-create')
  expect(screen.getByRole('link', { name: /^Likes/ }).getAttribute('href')).toMatch(/^\/es-us\/u\/[^/]+\/favorites\/events$/)
  expect(screen.getByRole('link', { name: /^Tickets/ }).getAttribute('href')).toMatch(/^\/es-us\/u\/[^/]+\/$/)
  // Its plus is drawn, not the fullwidth "＋" that Linux fonts lack (issue 23).
  expect(create.textContent).not.toContain('＋')
  expect(create.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
  cleanup()
  pathname = '/es-us/d/online/all-events/'
  render(<SignedInNav user={attendee} flags={flags} localeInfo={spanish} />)
  expect(screen.queryByRole('link', { name: 'Create an event' })).toBeNull()
})

test('On a page in another language the account menus lead to that language’s pages', async () => {
  const keyboard = userEvent.setup()
  pathname = '/es-us/d/online/all-events/'
  render(<SignedInNav user={attendee} flags={flags} localeInfo={computeLocaleInfo('.com', 'es_US')} />)
  screen.getByRole('button', { name: 'Open account menu' }).focus()
  await keyboard.keyboard('{ArrowDown}')
  const menu = screen.getByRole('menu', { name: 'Account' })
  expect(within(menu).getByRole('menuitem', { name: 'Likes (3)' }).getAttribute('href')).toBe('/es-us/u/u7/favorites/events')
  expect(within(menu).getByRole('menuitem', { name: 'Tickets' }).getAttribute('href')).toBe('/es-us/u/u7/')
  expect(within(menu).getByRole('menuitem', { name: 'Account settings' }).getAttribute('href')).toMatch(/^\/es-us\/account-settings/)
})

test('The narrow-screen menu opens by keyboard with Create an event, Likes, Tickets and the account items', async () => {
  const keyboard = userEvent.setup()
  render(<SignedInNav user={attendee} flags={flags} localeInfo={computeLocaleInfo()} />)
  const button = screen.getByRole('button', { name: 'Open account menu' })
  button.focus()
  await keyboard.keyboard('{ArrowDown}')
  const menu = screen.getByRole('menu', { name: 'Account' })
  const create = within(menu).getByRole('menuitem', { name: 'Create an event' })
  expect(create).toBe(document.activeElement)
  expect(within(menu).getByRole('menuitem', { name: 'Likes (3)' }).getAttribute('href')).toBe(
    '/u/u7/favorites/events',
  )
  expect(within(menu).getByRole('menuitem', { name: 'Tickets' }).getAttribute('href')).toBe('/u/u7/')
  expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toBeDefined()
  expect(within(menu).queryByRole('menuitem', { name: 'Manage my events' })).toBeNull()
  expect(within(menu).getAllByRole('menuitem').at(-1)?.textContent).toBe('Log out')
  await keyboard.keyboard('{ArrowDown}')
  expect(within(menu).getByRole('menuitem', { name: 'Likes (3)' })).toBe(document.activeElement)
  await keyboard.keyboard('{Escape}')
  expect(screen.queryByRole('menu', { name: 'Account' })).toBeNull()
  expect(button).toBe(document.activeElement)
  expect(window.dataLayer?.map((e) => e.event)).toEqual(['ProfileDropdown'])
})

test('Create an event in the narrow-screen menu opens the create-event modal and reports the click', async () => {
  const keyboard = userEvent.setup()
  render(<SignedInNav user={attendee} flags={flags} localeInfo={computeLocaleInfo()} />)
  screen.getByRole('button', { name: 'Open account menu' }).focus()
  await keyboard.keyboard('{Enter}')
  await keyboard.keyboard('{Enter}')
  expect(screen.queryByRole('menu', { name: 'Account' })).toBeNull()
  expect(await screen.findByRole('dialog', { name: 'How do you want to build your event?' })).toBeDefined()
  expect(window.dataLayer?.map((e) => e.event)).toEqual(['ProfileDropdown', 'HostAnEventLinkClicked'])
})

test('Closing the create-event modal, by its close button or an outside click, puts focus back on Create an event', async () => {
  const pointer = userEvent.setup()
  render(<SignedInNav user={attendee} flags={flags} localeInfo={computeLocaleInfo()} />)
  const create = screen.getByRole('link', { name: 'Create an event' })
  await pointer.click(create)
  const dialog = await screen.findByRole('dialog', { name: 'How do you want to build your event?' })
  await pointer.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(create).toBe(document.activeElement)
  await pointer.click(create)
  await pointer.click(await screen.findByRole('dialog'))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(create).toBe(document.activeElement)
})

test('A visitor who tabbed on before the modal reported closing keeps their place: focus is not pulled back', async () => {
  const pointer = userEvent.setup()
  render(<SignedInNav user={attendee} flags={flags} localeInfo={computeLocaleInfo()} />)
  await pointer.click(screen.getByRole('link', { name: 'Create an event' }))
  const dialog = await screen.findByRole('dialog', { name: 'How do you want to build your event?' })
  const likes = screen.getByRole('link', { name: /^Likes/ })
  likes.focus()
  // The browser's close event arrives after the key that moved focus on.
  fireEvent(dialog, new Event('close'))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(likes).toBe(document.activeElement)
})

test("Closing the modal opened from the narrow-screen menu puts focus back on that menu's button", async () => {
  const keyboard = userEvent.setup()
  render(<SignedInNav user={attendee} flags={flags} localeInfo={computeLocaleInfo()} />)
  const button = screen.getByRole('button', { name: 'Open account menu' })
  button.focus()
  await keyboard.keyboard('{Enter}')
  await keyboard.keyboard('{Enter}')
  const dialog = await screen.findByRole('dialog', { name: 'How do you want to build your event?' })
  await keyboard.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(button).toBe(document.activeElement)
})

test('A Ctrl, Cmd, Shift or middle click on Create an event is left to the browser (new tab), a plain click opens the modal', () => {
  render(<SignedInNav user={attendee} flags={flags} localeInfo={computeLocaleInfo()} />)
  const create = screen.getByRole('link', { name: 'Create an event' })
  for (const modified of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
    // fireEvent answers false when a handler cancelled the click (the browser would not follow it).
    expect(fireEvent.click(create, modified), JSON.stringify(modified)).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  }
  expect(fireEvent.click(create)).toBe(false)
})

// The stand-in (signed-in-stand-in.tsx, drawn by the server) is what a page shows while this code loads.
const english = computeLocaleInfo()

test('Before the signed-in code loads, every control of the header is a link that works without script', () => {
  render(<SignedInStandIn user={attendee} localeInfo={english} pathname="/" />)
  const nav = screen.getByRole('navigation', { name: 'Account' })
  expect(within(nav).queryAllByRole('button')).toHaveLength(0)
  expect(screen.getByRole('link', { name: 'Create an event' }).getAttribute('href')).toBe('/manage/events/auto-create')
  const tickets = `/u/${attendee.publicId}/`
  expect(screen.getByRole('link', { name: /Grace Hopper/ }).getAttribute('href')).toBe(tickets)
  // The phone's menu button stand-in, beside the wide screen's Tickets link (named with its count).
  expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe(tickets)
  expect(screen.getAllByRole('link', { name: /^Tickets/ })).toHaveLength(2)
  expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull()
})

test('Focus on the name stays on the user menu button that takes its place, and the menu stays closed', () => {
  const { rerender } = render(<SignedInStandIn user={attendee} localeInfo={english} pathname="/" />)
  screen.getByRole('link', { name: /Grace Hopper/ }).focus()
  noteStandInFocus()
  rerender(<SignedInNav user={attendee} flags={flags} localeInfo={english} />)
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Grace Hopper' }))
  expect(screen.queryByRole('menu')).toBeNull()
  cleanup()

  // Once: the next signed-in header does not take focus.
  render(<SignedInNav user={attendee} flags={flags} localeInfo={english} />)
  expect(document.activeElement).toBe(document.body)
})

test('Focus on the phone’s menu link stays on the account menu button', () => {
  const { rerender } = render(<SignedInStandIn user={attendee} localeInfo={english} pathname="/" />)
  // The phone's menu button stand-in (the wide screen's Tickets link is named with its count).
  screen.getByRole('link', { name: 'Tickets' }).focus()
  noteStandInFocus()
  rerender(<SignedInNav user={attendee} flags={flags} localeInfo={english} />)
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open account menu' }))
})
