// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import type { UserJson } from '@/core/accounts/user-json'
import { computeFeatureFlags } from '@/core/feature-flags/feature-flags'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { UserProvider } from '@/components/user/user-provider'
import { HeaderNav } from './header-nav'
import { ENGLISH_HEADER_TEXTS } from './english-header-texts'
import { SignedInStandIn } from './signed-in-stand-in'

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ refresh: () => undefined }),
}))

// Role queries check every element's computed style in jsdom, which costs hundreds of milliseconds on a
// busy machine: more than the default one-second wait of findBy* once a menu is open.
configure({ asyncUtilTimeout: 5000 })

// The signed-in side and the menus are lazily imported, and Vitest transforms each on its first import,
// which on a loaded 2-core machine took seconds: inside a findBy* wait that made the tests flaky. Loading
// them here, where nothing is timed but the hook, leaves the waits with only React's rendering.
beforeAll(async () => {
  await Promise.all([
    import('./signed-in-nav'),
    import('./create-event-modal'),
    import('./mobile-menu'),
    import('@/components/ui/dropdown-menu'),
  ])
})

/**
 * Moves the pointer over a menu's first-load button, which loads the menu and swaps in its own button,
 * and answers that button once it is in place. user-event, unlike a browser, sends a click to the element
 * it was given: a click on the first-load button just as it is swapped out would be lost.
 */
async function hoverUntilLoaded(pointer: UserEvent, name: string | RegExp): Promise<HTMLElement> {
  const firstLoad = screen.getByRole('button', { name })
  await pointer.hover(firstLoad)
  await waitFor(() => expect(firstLoad.isConnected).toBe(false))
  return screen.getByRole('button', { name })
}

const flags = computeFeatureFlags([])
const localeInfo = computeLocaleInfo()
const user: UserJson = {
  isAuthenticated: true,
  isAttendee: false,
  isStaff: false,
  hasTikibar: false,
  canCreateEvents: true,
  publicId: 'u42',
  fullName: 'Maximilian Alexander Fitzgerald-Smythe',
  email: 'max@example.com',
  thumbnailUrl: null,
  numOrders: 1,
  numSavedEvents: 120,
  numFollowing: 0,
  hasPublish: false,
  hasPaidPublish: false,
  emailVerified: true,
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function stubUser(answer: UserJson | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        String(url).startsWith('/home/api/user/')
          ? Response.json({ user: answer })
          : new Response(null, { status: 204 }),
      ),
    ),
  )
}

test('Logged out, the header offers Find my tickets, Log In and Sign Up with nofollow', async () => {
  stubUser(null)
  render(
    <UserProvider>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} />
    </UserProvider>,
  )
  expect(screen.getByRole('link', { name: 'Find my tickets' }).getAttribute('href')).toBe(
    '/mytickets/find/',
  )
  const logIn = screen.getByRole('link', { name: 'Log In' })
  expect(logIn.getAttribute('href')).toBe('/signin/?referrer=%2F')
  expect(logIn.getAttribute('rel')).toBe('nofollow')
  expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('rel')).toBe('nofollow')
  expect(screen.getByRole('radio', { name: 'Find events' }).getAttribute('aria-checked')).toBe('true')
  await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled())
})

test('The header switches to the signed-in variant when the user endpoint answers a user', async () => {
  stubUser(user)
  render(
    <UserProvider>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} />
    </UserProvider>,
  )
  const likes = await screen.findByRole('link', { name: /^Likes/ })
  expect(likes.getAttribute('href')).toBe('/u/u42/favorites/events')
  expect(within(likes).getByText('99+')).toBeDefined()
  // The Tickets badge counts the user's orders (issue 19).
  const tickets = screen.getByRole('link', { name: /^Tickets/ })
  expect(tickets.getAttribute('href')).toBe('/u/u42/')
  expect(tickets.textContent).toBe('Tickets1')
  expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull()
  expect(
    screen.getByRole('button', { name: 'Maximilian Alexander Fitz…' }).getAttribute('aria-haspopup'),
  ).toBe('menu')
})

test('A page rendered for a signed-in visitor shows the server’s signed-in header at once, never Log In, until the menus load', async () => {
  stubUser(user)
  // Fresh modules: the signed-in nav an earlier test loaded would otherwise be there at once.
  vi.resetModules()
  const { HeaderNav: FreshHeaderNav } = await import('./header-nav')
  const { UserProvider: FreshUserProvider } = await import('@/components/user/user-provider')
  render(
    <FreshUserProvider initialUser={user} revalidate={false}>
      <FreshHeaderNav
        texts={ENGLISH_HEADER_TEXTS}
        flags={flags}
        localeInfo={localeInfo}
        signedInStandIn={<SignedInStandIn user={user} localeInfo={localeInfo} pathname="/" />}
      />
    </FreshUserProvider>,
  )
  // The first render: the stand-in's links, no Log In or Sign Up.
  expect(screen.getByRole('link', { name: /Maximilian/ }).getAttribute('href')).toBe('/u/u42/')
  expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull()
  expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull()
  // Then the signed-in nav takes its place.
  expect(await screen.findByRole('button', { name: 'Maximilian Alexander Fitz…' })).toBeDefined()
  expect(screen.queryByRole('link', { name: /Maximilian/ })).toBeNull()
})

test('No saved events means no likes badge', async () => {
  render(
    <UserProvider initialUser={{ ...user, numSavedEvents: 0 }}>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} />
    </UserProvider>,
  )
  expect(await screen.findByRole('link', { name: 'Likes' })).toBeDefined()
})

test('The user menu opens with Down, moves with arrows and closes on Escape back to its button', async () => {
  const keyboard = userEvent.setup()
  render(
    <UserProvider initialUser={user}>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} />
    </UserProvider>,
  )
  const button = await screen.findByRole('button', { name: 'Maximilian Alexander Fitz…' })
  button.focus()
  await keyboard.keyboard('{ArrowDown}')
  const menu = screen.getByRole('menu')
  expect(screen.getByRole('menuitem', { name: 'Tickets' })).toBe(document.activeElement)
  await keyboard.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'Liked' })).toBe(document.activeElement)
  expect(within(menu).getByRole('menuitem', { name: 'Manage my events' })).toBeDefined()
  expect(within(menu).getAllByRole('menuitem').at(-1)?.textContent).toBe('Log out')
  await keyboard.keyboard('{Escape}')
  expect(screen.queryByRole('menu')).toBeNull()
  expect(button).toBe(document.activeElement)
  await keyboard.keyboard('{Enter}')
  expect(screen.getByRole('menu')).toBeDefined()
  await keyboard.keyboard('{Tab}')
  expect(screen.queryByRole('menu')).toBeNull()
  button.focus()
  await keyboard.keyboard(' ')
  expect(screen.getByRole('menu')).toBeDefined()
  await keyboard.keyboard('{Shift>}{Tab}{/Shift}')
  expect(screen.queryByRole('menu')).toBeNull()
  button.focus()
  await keyboard.keyboard(' ')
  expect(screen.getByRole('menu')).toBeDefined()
  await keyboard.click(document.body)
  expect(screen.queryByRole('menu')).toBeNull()
})

test('Create an event opens the two ways to build an event, and the close button shuts it', async () => {
  const pointer = userEvent.setup()
  render(
    <UserProvider initialUser={user}>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} />
    </UserProvider>,
  )
  await pointer.click(await screen.findByRole('link', { name: 'Create an event' }))
  const dialog = await screen.findByRole('dialog', { name: 'How do you want to build your event?' })
  expect(
    within(dialog)
      .getByRole('link', { name: /Start from scratch/ })
      .getAttribute('href'),
  ).toBe('/manage/events/create')
  expect(
    within(dialog).getByText('Add all your event details, create new tickets, and set up recurring events'),
  ).toBeDefined()
  expect(
    within(dialog)
      .getByRole('link', { name: /Create my event faster with AI/ })
      .getAttribute('href'),
  ).toBe('/manage/events/auto-create')
  expect(
    within(dialog).getByText(
      "Answer a few quick questions to generate an event that's ready to publish almost instantly",
    ),
  ).toBeDefined()
  await pointer.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('Header clicks reach the data layer: sign in, sign up, help, profile menu and host events', async () => {
  stubUser(null)
  const pointer = userEvent.setup()
  window.dataLayer = []
  const { unmount } = render(
    <UserProvider>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} />
    </UserProvider>,
  )
  const stop = (event: MouseEvent) => event.preventDefault()
  document.addEventListener('click', stop)
  await pointer.click(screen.getByRole('link', { name: 'Log In' }))
  await pointer.click(screen.getByRole('link', { name: 'Sign Up' }))
  await pointer.click(await hoverUntilLoaded(pointer, /Help Center/))
  // Opening the menu is not a help link click; following one of its links is.
  expect(window.dataLayer.map((e) => e.event)).toEqual(['SignInClicked', 'SignUpClicked'])
  const help = screen.getByRole('menu', { name: 'Help Center' })
  await pointer.click(within(help).getByRole('menuitem', { name: 'Find your tickets' }))
  unmount()
  render(
    <UserProvider initialUser={user}>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} />
    </UserProvider>,
  )
  await pointer.click(await screen.findByRole('button', { name: 'Maximilian Alexander Fitz…' }))
  await pointer.click(screen.getByRole('link', { name: 'Create an event' }))
  document.removeEventListener('click', stop)
  expect(window.dataLayer.map((e) => e.event)).toEqual([
    'SignInClicked',
    'SignUpClicked',
    'HelpLinkClicked',
    'ProfileDropdown',
    'HostAnEventLinkClicked',
  ])
  expect(window.dataLayer.find((e) => e.event === 'HelpLinkClicked')).toMatchObject({
    pageArea: 'header',
    helpLink: 'find-your-tickets',
  })
})

// A wide desktop with a real mouse, where hovering opens menus (spec §4).
function stubHoverDevice() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

test('Hovering over the Help Center and account menus opens them without reporting a click', async () => {
  stubHoverDevice()
  stubUser(null)
  const pointer = userEvent.setup()
  window.dataLayer = []
  const { unmount } = render(
    <UserProvider>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} />
    </UserProvider>,
  )
  await pointer.hover(screen.getByRole('button', { name: /Help Center/ }))
  expect(await screen.findByRole('menu', { name: 'Help Center' })).toBeDefined()
  unmount()
  render(
    <UserProvider initialUser={user}>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} />
    </UserProvider>,
  )
  const account = await screen.findByRole('button', { name: 'Maximilian Alexander Fitz…' })
  await pointer.hover(account)
  expect(screen.getByRole('menu', { name: 'Account' })).toBeDefined()
  expect(window.dataLayer.map((e) => e.event)).toEqual([])
  // A click on the menu the pointer opened is the visitor's own opening: it is reported, once.
  await pointer.click(account)
  expect(screen.getByRole('menu', { name: 'Account' })).toBeDefined()
  expect(window.dataLayer.map((e) => e.event)).toEqual(['ProfileDropdown'])
})

test('With the manage overview active, Manage my events in the user menu and the narrow-screen menu leads to /manage/', async () => {
  const pointer = userEvent.setup()
  render(
    <UserProvider initialUser={user}>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} isManageOverviewActive />
    </UserProvider>,
  )
  await pointer.click(await screen.findByRole('button', { name: 'Maximilian Alexander Fitz…' }))
  const account = screen.getByRole('menu', { name: 'Account' })
  expect(within(account).getByRole('menuitem', { name: 'Manage my events' }).getAttribute('href')).toBe(
    '/manage/',
  )
  await pointer.click(screen.getByRole('button', { name: 'Open account menu' }))
  const narrow = screen.getByRole('menu', { name: 'Account' })
  expect(within(narrow).getByRole('menuitem', { name: 'Manage my events' }).getAttribute('href')).toBe(
    '/manage/',
  )
})

test('With an admin origin, Admin and Feature Flags in the user menu and the narrow-screen menu lead there', async () => {
  const pointer = userEvent.setup()
  render(
    <UserProvider initialUser={{ ...user, isStaff: true }}>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} adminServerUrl="https://admin.example.com" />
    </UserProvider>,
  )
  const expectAdminLinks = (menu: HTMLElement) => {
    expect(within(menu).getByRole('menuitem', { name: 'Admin' }).getAttribute('href')).toBe(
      'https://admin.example.com/admin/search/',
    )
    expect(within(menu).getByRole('menuitem', { name: 'Feature Flags' }).getAttribute('href')).toBe(
      'https://admin.example.com/admin/nexus/gargoyle/',
    )
  }
  await pointer.click(await screen.findByRole('button', { name: 'Maximilian Alexander Fitz…' }))
  expectAdminLinks(screen.getByRole('menu', { name: 'Account' }))
  await pointer.click(screen.getByRole('button', { name: 'Open account menu' }))
  expectAdminLinks(screen.getByRole('menu', { name: 'Account' }))
})

test('With the intent toggle off, nav links take its place and the narrow menu ends with Log In, Sign Up and Find my tickets', async () => {
  stubUser(null)
  window.dataLayer = []
  const pointer = userEvent.setup()
  render(
    <UserProvider>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS}
        flags={flags}
        localeInfo={localeInfo}
        showIntentToggle={false}
        hostEventsRedirectURL="/organizer/pricing?from=header"
      />
    </UserProvider>,
  )
  expect(screen.queryByRole('radiogroup')).toBeNull()
  const nav = screen.getByRole('navigation', { name: 'Account' })
  const create = within(nav).getByRole('link', { name: 'Create events' })
  expect(create.getAttribute('href')).toBe('/organizer/pricing?from=header')
  expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/organizer/pricing/')
  const stop = (event: MouseEvent) => event.preventDefault()
  document.addEventListener('click', stop)
  await pointer.click(create)
  document.removeEventListener('click', stop)
  expect(window.dataLayer.map(({ event, pageArea }) => ({ event, pageArea }))).toEqual([
    { event: 'HostAnEventLinkClicked', pageArea: 'header' },
  ])
  await pointer.click(await hoverUntilLoaded(pointer, 'Open menu'))
  const items = within(screen.getByRole('menu', { name: 'Site menu' })).getAllByRole('menuitem')
  expect(items[0]?.textContent).toBe('Event Ticketing')
  expect(items.slice(-3).map((item) => item.textContent)).toEqual(['Log In', 'Sign Up', 'Find my tickets'])
  expect(items.at(-3)?.getAttribute('href')).toBe('/signin/?referrer=%2F')
  expect(items.at(-3)?.getAttribute('rel')).toBe('nofollow')
})

test('With the intent toggle on (the default), the narrow menu starts with Log In, Sign Up and Find my tickets', async () => {
  stubUser(null)
  const pointer = userEvent.setup()
  render(
    <UserProvider>
      <HeaderNav texts={ENGLISH_HEADER_TEXTS} flags={flags} localeInfo={localeInfo} />
    </UserProvider>,
  )
  expect(screen.getByRole('radiogroup', { name: 'I want to' })).toBeDefined()
  expect(screen.queryByRole('link', { name: 'Create events' })).toBeNull()
  await pointer.click(await hoverUntilLoaded(pointer, 'Open menu'))
  const items = within(screen.getByRole('menu', { name: 'Site menu' })).getAllByRole('menuitem')
  expect(items.slice(0, 3).map((item) => item.textContent)).toEqual(['Log In', 'Sign Up', 'Find my tickets'])
  expect(items.filter((item) => item.textContent === 'Log In')).toHaveLength(1)
})
