import { expect, test } from 'vitest'
import type { UserJson } from '@/core/accounts/user-json'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { computeHelpLinks, signInPath } from './header-links'
import {
  computeMobileMenu,
  computeUserMenuItems,
  formatBadgeCount,
  truncateMenuLabel,
  type UserMenuContext,
} from './header-menus'

const user: UserJson = {
  isAuthenticated: true,
  isAttendee: true,
  isStaff: false,
  hasTikibar: false,
  canCreateEvents: true,
  publicId: 'abc123',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  thumbnailUrl: null,
  numOrders: 0,
  numSavedEvents: 0,
  numFollowing: 0,
  hasPublish: false,
  hasPaidPublish: false,
}
const ctx: UserMenuContext = {
  flags: { enableOldCollectionsLinkInHeader: false, isDetachInterestsEnabled: false, isCreatorHomeActivated: false },
  currentUrl: '/',
}
const labels = (items: ReturnType<typeof computeUserMenuItems>) => items.map((i) => i.label)

test('Menu labels over 30 characters are cut to 25 plus an ellipsis', () => {
  expect(truncateMenuLabel('A'.repeat(30))).toBe('A'.repeat(30))
  expect(truncateMenuLabel('Maximilian Alexander Fitzgerald-Smythe')).toBe('Maximilian Alexander Fitz…')
})

test('Badge counts hide at 0 and cap at 99+', () => {
  expect(formatBadgeCount(0)).toBeNull()
  expect(formatBadgeCount(7)).toBe('7')
  expect(formatBadgeCount(99)).toBe('99')
  expect(formatBadgeCount(100)).toBe('99+')
})

test('An attendee sees the account items, the disabled label at position 9 and Log out last', () => {
  const items = computeUserMenuItems(user, ctx)
  expect(labels(items)).toEqual([
    'Tickets',
    'Liked',
    'Following',
    'Interests',
    'Account settings',
    'Organizer profile',
    'Contacts',
    'Studio',
    'ada@example.com',
    'Sponsorships',
    'Newsletter',
    'Browse events',
    'Log out',
  ])
  expect(items[8]).toEqual({ kind: 'label', label: 'ada@example.com' })
  expect(items[0]).toMatchObject({ href: '/u/abc123/' })
  expect(items.find((i) => i.label === 'Studio')).toMatchObject({ tag: 'New' })
  expect(items.find((i) => i.label === 'Sponsorships')).toMatchObject({ tag: 'Beta' })
  expect(items.find((i) => i.label === 'Newsletter')).toMatchObject({ newTab: true, href: '/hybrid_newsletter/' })
})

test('Creators get Manage my events, collections follow their flag, and staff get admin items', () => {
  const items = computeUserMenuItems(
    { ...user, isAttendee: false, isStaff: true, hasTikibar: true },
    { ...ctx, flags: { ...ctx.flags, enableOldCollectionsLinkInHeader: true } },
  )
  expect(labels(items)).toEqual([
    'Tickets',
    'Liked',
    'Following',
    'Interests',
    'Collections',
    'Manage my events',
    'Account settings',
    'Organizer profile',
    'ada@example.com',
    'Contacts',
    'Studio',
    'Sponsorships',
    'Newsletter',
    'Browse events',
    'Admin',
    'Feature Flags',
    'Tikibar',
    'Log out',
  ])
  expect(items.find((i) => i.label === 'Manage my events')).toMatchObject({ href: '/myevents/' })
  expect(items.find((i) => i.label === 'Feature Flags')).toMatchObject({ href: '/admin/nexus/gargoyle/' })
})

test('Staff without a Tikibar do not see it; the manage link follows overview and creator-home settings', () => {
  const staff = { ...user, isAttendee: false, isStaff: true }
  expect(labels(computeUserMenuItems(staff, ctx))).not.toContain('Tikibar')
  const manage = (c: UserMenuContext) => computeUserMenuItems(staff, c).find((i) => i.label === 'Manage my events')
  expect(manage({ ...ctx, isManageOverviewActive: true })).toMatchObject({ href: '/manage/' })
  expect(manage({ ...ctx, flags: { ...ctx.flags, isCreatorHomeActivated: true } })).toMatchObject({
    href: '/organizations/home',
  })
})

test('Detached interests link back to the current page', () => {
  const items = computeUserMenuItems(user, {
    ...ctx,
    currentUrl: '/d/ny--new-york/all-events/',
    flags: { ...ctx.flags, isDetachInterestsEnabled: true },
  })
  expect(items.find((i) => i.label === 'Interests')).toMatchObject({
    href: '/u/interests/tags/?mode=detached&referrer=%2Fd%2Fny--new-york%2Fall-events%2F',
  })
})

test('The mobile menu starts with the account links beside the intent toggle and has the .com hub', () => {
  const menu = computeMobileMenu(computeLocaleInfo('.com'), {
    showIntentToggle: true,
    loggedIn: false,
    currentPathAndQuery: '/?a=1',
  })
  expect(menu.account.map((l) => l.label)).toEqual(['Log In', 'Sign Up', 'Find my tickets'])
  expect(menu.account[0]?.href).toBe('/signin/?referrer=%2F%3Fa%3D1')
  expect(menu.groups.map((g) => g.label)).toEqual(['Solutions', 'Industry', 'Event Types', 'Blog'])
  expect(menu.extras.map((l) => l.label)).toEqual(['Contact Sales', 'Get Started', 'Organizer Resource Hub'])
  expect(menu.extras[1]?.href).toBe('/signin/signup?referrer=/manage/events/create')
})

test('On .ca and .co.uk two marketing links go to local variants and the hub is gone', () => {
  const hrefs = (tld: string) =>
    computeMobileMenu(computeLocaleInfo(tld), { showIntentToggle: false, loggedIn: false, currentPathAndQuery: '/' })
  const com = hrefs('.com').groups[0]!.links.map((l) => l.href)
  const uk = hrefs('.co.uk').groups[0]!.links.map((l) => l.href)
  const ca = hrefs('.ca').groups[0]!.links.map((l) => l.href)
  expect(uk).toEqual(['/organizer/uk/features/sell-tickets/', com[1], '/organizer/uk/features/event-payment/'])
  expect(ca).toEqual(['/organizer/ca/features/sell-tickets/', com[1], '/organizer/ca/features/event-payment/'])
  expect(hrefs('.co.uk').extras.map((l) => l.label)).not.toContain('Organizer Resource Hub')
  expect(hrefs('.co.uk').account).toEqual([])
})

test('Help links and the sign-in referrer', () => {
  expect(computeHelpLinks(computeLocaleInfo()).map((l) => l.href)).toEqual([
    '/help/en-us/',
    '/help/en-us/#find-your-tickets',
    '/help/en-us/#contact-the-organizer',
  ])
  expect(signInPath('/d/online/all-events/')).toBe('/signin/?referrer=%2Fd%2Fonline%2Fall-events%2F')
})
