import { expect, test } from 'vitest'
import type { UserJson } from '@/core/accounts/user-json'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { ENGLISH_HEADER_TEXTS } from './english-header-texts'
import { computeOrganizerNavLinks, signInPath } from './header-links'
import { computeHelpLinks } from './help-menu'
import { computeMobileMenu, computeSignedInMobileMenu, computeUserMenuItems, type UserMenuContext } from './header-menus'
import { computeShowCreateEvent, formatBadgeCount, isHomePathname, truncateMenuLabel } from './signed-in-basics'

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
  emailVerified: true,
}
const ctx: UserMenuContext = {
  flags: {
    enableOldCollectionsLinkInHeader: false,
    isDetachInterestsEnabled: false,
    isCreatorHomeActivated: false,
  },
  currentUrl: '/',
}
const labels = (items: ReturnType<typeof computeUserMenuItems>) => items.map((i) => i.label)

test('Menu labels over 30 characters are cut to 25 plus an ellipsis', () => {
  expect(truncateMenuLabel('A'.repeat(30))).toBe('A'.repeat(30))
  expect(truncateMenuLabel('Maximilian Alexander Fitzgerald-Smythe')).toBe('Maximilian Alexander Fitz…')
})

test('A signed-in email over 30 characters is cut to 25 plus an ellipsis in the disabled label at position 9', () => {
  const long = { ...user, email: 'maximilian.fitzgerald-smythe@example.com' }
  const items = computeUserMenuItems(long, ctx)
  expect(items[8]).toEqual({ kind: 'label', label: 'maximilian.fitzgerald-smy…' })
  expect(computeUserMenuItems({ ...user, email: 'a'.repeat(18) + '@example.com' }, ctx)[8]).toEqual({
    kind: 'label',
    label: 'a'.repeat(18) + '@example.com',
  })
  // The narrow-screen menu draws the same label.
  expect(computeSignedInMobileMenu(long, { ...ctx, showCreate: false })).toContainEqual({
    kind: 'label',
    label: 'maximilian.fitzgerald-smy…',
  })
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
    'Manage my events',
    'Account settings',
    'Organizer profile',
    'Contacts',
    'ada@example.com',
    'Studio',
    'Sponsorships',
    'Newsletter',
    'Browse events',
    'Log out',
  ])
  expect(items[8]).toEqual({ kind: 'label', label: 'ada@example.com' })
  expect(items[0]).toMatchObject({ href: '/u/abc123/' })
  expect(items.find((i) => i.label === 'Studio')).toMatchObject({ tag: 'New' })
  expect(items.find((i) => i.label === 'Sponsorships')).toMatchObject({ tag: 'Beta' })
  expect(items.find((i) => i.label === 'Newsletter')).toMatchObject({
    newTab: true,
    href: '/hybrid_newsletter/',
  })
})

test('Manage my events is shown to creators everywhere and to attendees on wide screens only', () => {
  const manage = (isAttendee: boolean) =>
    computeUserMenuItems({ ...user, isAttendee }, ctx).find((i) => i.label === 'Manage my events')
  expect(manage(true)).toEqual({
    kind: 'link',
    label: 'Manage my events',
    href: '/myevents/',
    mobileHidden: true,
  })
  expect(manage(false)).toEqual({ kind: 'link', label: 'Manage my events', href: '/myevents/' })
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
  const manage = (c: UserMenuContext) =>
    computeUserMenuItems(staff, c).find((i) => i.label === 'Manage my events')
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
  expect(menu.accountFirst).toBe(true)
  expect(menu.account[0]?.href).toBe('/signin/?referrer=%2F%3Fa%3D1')
  expect(menu.account.map((l) => l.event)).toEqual(['SignInClicked', 'SignUpClicked', undefined])
  expect(menu.groups.map((g) => g.label)).toEqual(['Solutions', 'Industry', 'Event Types', 'Blog'])
  expect(menu.extras.map((l) => l.label)).toEqual(['Contact Sales', 'Get Started', 'Organizer Resource Hub'])
  expect(menu.extras[1]?.href).toBe('/signin/signup?referrer=/manage/events/create')
})

test('On .ca and .co.uk two marketing links go to local variants and the hub is gone', () => {
  const hrefs = (tld: string) =>
    computeMobileMenu(computeLocaleInfo(tld), {
      showIntentToggle: false,
      loggedIn: false,
      currentPathAndQuery: '/',
    })
  const com = hrefs('.com').groups[0]!.links.map((l) => l.href)
  const uk = hrefs('.co.uk').groups[0]!.links.map((l) => l.href)
  const ca = hrefs('.ca').groups[0]!.links.map((l) => l.href)
  expect(uk).toEqual([
    '/organizer/uk/features/sell-tickets/',
    com[1],
    '/organizer/uk/features/event-payment/',
  ])
  expect(ca).toEqual([
    '/organizer/ca/features/sell-tickets/',
    com[1],
    '/organizer/ca/features/event-payment/',
  ])
  expect(hrefs('.co.uk').extras.map((l) => l.label)).not.toContain('Organizer Resource Hub')
})

test('Without the intent toggle a logged-out visitor still finds Log In, Sign Up and Find my tickets, at the end of the menu', () => {
  const menu = computeMobileMenu(computeLocaleInfo('.com'), {
    showIntentToggle: false,
    loggedIn: false,
    currentPathAndQuery: '/d/online/all-events/',
  })
  expect(menu.accountFirst).toBe(false)
  expect(menu.account).toEqual([
    {
      label: 'Log In',
      href: '/signin/?referrer=%2Fd%2Fonline%2Fall-events%2F',
      nofollow: true,
      event: 'SignInClicked',
    },
    { label: 'Sign Up', href: '/signin/signup', nofollow: true, event: 'SignUpClicked' },
    { label: 'Find my tickets', href: '/mytickets/find/' },
  ])
  expect(
    computeMobileMenu(computeLocaleInfo('.com'), {
      showIntentToggle: false,
      loggedIn: true,
      currentPathAndQuery: '/',
    }).account,
  ).toEqual([])
})

test('Without the intent toggle the wide header links to Create events (where Host events would lead) and Pricing', () => {
  expect(computeOrganizerNavLinks(undefined, ENGLISH_HEADER_TEXTS)).toEqual([
    { key: 'create-events', label: 'Create events', href: '/organizer/overview' },
    { key: 'pricing', label: 'Pricing', href: '/organizer/pricing/' },
  ])
  expect(computeOrganizerNavLinks('https://organizers.example.com/start', ENGLISH_HEADER_TEXTS)[0]).toMatchObject({
    href: 'https://organizers.example.com/start',
  })
})

test('Help links and the sign-in referrer', () => {
  expect(computeHelpLinks(computeLocaleInfo(), ENGLISH_HEADER_TEXTS).map((l) => l.href)).toEqual([
    '/help/en-us/',
    '/help/en-us/#find-your-tickets',
    '/help/en-us/#contact-the-organizer',
  ])
  expect(signInPath('/d/online/all-events/')).toBe('/signin/?referrer=%2Fd%2Fonline%2Fall-events%2F')
})

test('The home page is / and, with a language subdirectory, /{languagePrefix}/ with or without its slash', () => {
  const english = computeLocaleInfo('.com', 'en_US')
  const spanish = computeLocaleInfo('.com', 'es_US')
  expect(isHomePathname('/', english)).toBe(true)
  expect(isHomePathname('/es-us/', spanish)).toBe(true)
  expect(isHomePathname('/es-us', spanish)).toBe(true)
  expect(isHomePathname('/', spanish)).toBe(true)
  expect(isHomePathname('/es-us/', english)).toBe(false)
  expect(isHomePathname('/es-us/d/online/all-events/', spanish)).toBe(false)
  expect(isHomePathname('/d/online/all-events/', english)).toBe(false)
})

test('Create an event shows for creators everywhere and for everyone else on the (localized) home page', () => {
  const spanish = computeLocaleInfo('.com', 'es_US')
  const attendee = { canCreateEvents: false }
  expect(computeShowCreateEvent(attendee, '/es-us/', spanish)).toBe(true)
  expect(computeShowCreateEvent(attendee, '/es-us', spanish)).toBe(true)
  expect(computeShowCreateEvent(attendee, '/es-us/d/online/all-events/', spanish)).toBe(false)
  expect(computeShowCreateEvent({ canCreateEvents: true }, '/es-us/d/online/all-events/', spanish)).toBe(true)
})

test('The signed-in narrow-screen menu starts with Create an event, Likes and Tickets, then the account items', () => {
  const items = computeSignedInMobileMenu({ ...user, numSavedEvents: 120 }, { ...ctx, showCreate: true })
  // The account items follow in the user menu's order, without Tickets (already third) and without what
  // attendees do not see on mobile; the disabled label keeps position 9 (its own test below).
  const account = computeUserMenuItems(user, ctx).filter(
    (i) => i.label !== 'Tickets' && i.label !== 'Manage my events' && i.kind !== 'label',
  )
  expect(items.filter((i) => i.kind !== 'label').slice(3)).toEqual(account)
  expect(labels(items).slice(0, 4)).toEqual(['Create an event', 'Likes', 'Tickets', 'Liked'])
  expect(labels(items).filter((label) => label === 'Tickets')).toHaveLength(1)
  expect(items[0]).toEqual({ kind: 'create', label: 'Create an event', href: '/manage/events/auto-create' })
  expect(items[1]).toEqual({ kind: 'link', label: 'Likes', href: '/u/abc123/favorites/events', badge: '99+' })
  expect(items[2]).toEqual({ kind: 'link', label: 'Tickets', href: '/u/abc123/' })
})

test('The signed-in narrow-screen menu keeps the disabled label at position 9, with or without Create an event', () => {
  const at9 = { kind: 'label', label: 'ada@example.com' }
  const creator = { ...user, isAttendee: false }
  for (const [who, showCreate] of [
    [user, true],
    [user, false],
    [creator, true],
    [creator, false],
  ] as const) {
    const items = computeSignedInMobileMenu(who, { ...ctx, showCreate })
    const name = `${who.isAttendee ? 'attendee' : 'creator'}, showCreate ${showCreate}`
    expect(items[8], name).toEqual(at9)
    expect(
      items.filter((i) => i.kind === 'label'),
      name,
    ).toHaveLength(1)
    expect(items.at(-1), name).toEqual({ kind: 'logout', label: 'Log out' })
  }
  // A creator on the home page: what used to push the label to position 11.
  expect(labels(computeSignedInMobileMenu(creator, { ...ctx, showCreate: true }))).toEqual([
    'Create an event',
    'Likes',
    'Tickets',
    'Liked',
    'Following',
    'Interests',
    'Manage my events',
    'Account settings',
    'ada@example.com',
    'Organizer profile',
    'Contacts',
    'Studio',
    'Sponsorships',
    'Newsletter',
    'Browse events',
    'Log out',
  ])
})

test('Admin and Feature Flags lead to the admin origin in the user menu and the narrow-screen menu; Tikibar stays here', () => {
  const staff = { ...user, isStaff: true, hasTikibar: true }
  const admin = { ...ctx, adminServerUrl: 'https://admin.example.com' }
  for (const items of [
    computeUserMenuItems(staff, admin),
    computeSignedInMobileMenu(staff, { ...admin, showCreate: true }),
  ]) {
    expect(items.find((i) => i.label === 'Admin')).toMatchObject({
      href: 'https://admin.example.com/admin/search/',
    })
    expect(items.find((i) => i.label === 'Feature Flags')).toMatchObject({
      href: 'https://admin.example.com/admin/nexus/gargoyle/',
    })
    expect(items.find((i) => i.label === 'Tikibar')).toMatchObject({ href: '/tikibar/settings/' })
  }
  expect(computeUserMenuItems(staff, ctx).find((i) => i.label === 'Admin')).toMatchObject({
    href: '/admin/search/',
  })
})

test('Off the home page a non-creator gets no Create an event on narrow screens; a creator keeps Manage my events', () => {
  expect(labels(computeSignedInMobileMenu(user, { ...ctx, showCreate: false })).slice(0, 2)).toEqual([
    'Likes',
    'Tickets',
  ])
  expect(computeSignedInMobileMenu(user, { ...ctx, showCreate: false })[0]).not.toHaveProperty('badge')
  expect(
    labels(computeSignedInMobileMenu({ ...user, isAttendee: false }, { ...ctx, showCreate: false })),
  ).toContain('Manage my events')
})
