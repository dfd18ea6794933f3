// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { UserJson } from '@/core/accounts/user-json'
import { computeFeatureFlags } from '@/core/feature-flags/feature-flags'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { SignedInNav } from './signed-in-nav'
import { SignedInPlaceholder } from './signed-in-placeholder'

vi.mock('next/navigation', () => ({ usePathname: () => '/' }))

const flags = computeFeatureFlags([])
const localeInfo = computeLocaleInfo()
const user: UserJson = {
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
  window.dataLayer = []
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('Enter on the user button while the signed-in code loads opens the menu on its first item once it is there', async () => {
  const keyboard = userEvent.setup()
  const { rerender } = render(<SignedInPlaceholder user={user} localeInfo={localeInfo} />)
  screen.getByRole('button', { name: 'Grace Hopper' }).focus()
  await keyboard.keyboard('{Enter}')
  expect(screen.queryByRole('menu')).toBeNull()

  rerender(<SignedInNav user={user} flags={flags} localeInfo={localeInfo} />)
  const menu = screen.getByRole('menu', { name: 'Account' })
  expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0])
  expect(menu.contains(document.activeElement)).toBe(true)
})

test('A tap on the phone’s menu button while the code loads opens that menu, and focus stays on its button', async () => {
  const pointer = userEvent.setup()
  const { rerender } = render(<SignedInPlaceholder user={user} localeInfo={localeInfo} />)
  await pointer.click(screen.getByRole('button', { name: 'Open account menu' }))

  rerender(<SignedInNav user={user} flags={flags} localeInfo={localeInfo} />)
  expect(screen.getAllByRole('menu')).toHaveLength(1)
  const button = screen.getByRole('button', { name: 'Open account menu' })
  expect(button.getAttribute('aria-expanded')).toBe('true')
  expect(document.activeElement).toBe(button)
  expect(screen.getByRole('button', { name: 'Grace Hopper' }).getAttribute('aria-expanded')).toBe('false')
})

test('What was pressed opens one menu once: the next signed-in header starts closed, and Escape took a press back', async () => {
  const keyboard = userEvent.setup()
  const first = render(<SignedInPlaceholder user={user} localeInfo={localeInfo} />)
  screen.getByRole('button', { name: 'Grace Hopper' }).focus()
  await keyboard.keyboard('{Enter}')
  first.rerender(<SignedInNav user={user} flags={flags} localeInfo={localeInfo} />)
  expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy()
  cleanup()

  render(<SignedInNav user={user} flags={flags} localeInfo={localeInfo} />)
  expect(screen.queryByRole('menu')).toBeNull()
  cleanup()

  const second = render(<SignedInPlaceholder user={user} localeInfo={localeInfo} />)
  screen.getByRole('button', { name: 'Grace Hopper' }).focus()
  await keyboard.keyboard('{Enter}{Escape}')
  second.rerender(<SignedInNav user={user} flags={flags} localeInfo={localeInfo} />)
  expect(screen.queryByRole('menu')).toBeNull()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Grace Hopper' }))
})
