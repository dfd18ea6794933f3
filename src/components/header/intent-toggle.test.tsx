// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { computeActiveIntent, IntentToggle } from './intent-toggle'
import { ENGLISH_HEADER_TEXTS } from './english-header-texts'

let pathname = '/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The toggle as drawn on `path` between two other controls, with navigation recorded instead of done.
function renderToggle(
  path: string,
  props: { localeInfo: { languagePrefix: string }; hostEventsRedirectURL?: string },
) {
  pathname = path
  window.dataLayer = []
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  )
  const navigate = vi.fn()
  render(
    <>
      <button type="button">Before</button>
      <IntentToggle texts={ENGLISH_HEADER_TEXTS} {...props} navigate={navigate} />
      <button type="button">After</button>
    </>,
  )
  return navigate
}

const english = computeLocaleInfo()
const spanish = computeLocaleInfo('.com', 'es_US')

const events = () => (window.dataLayer ?? []).map((e) => e.event)

test('Host events goes to the configured redirect URL and reports the click', async () => {
  const navigate = renderToggle('/', {
    localeInfo: english,
    hostEventsRedirectURL: '/organizer/pricing?from=toggle',
  })
  await userEvent.setup().click(screen.getByRole('radio', { name: 'Host events' }))
  expect(navigate).toHaveBeenCalledExactlyOnceWith('/organizer/pricing?from=toggle')
  expect(window.dataLayer?.at(-1)).toMatchObject({
    event: 'HostAnEventLinkClicked',
    pageArea: 'intent-toggle',
  })
})

test('Without a redirect URL, Host events goes to the creator overview', async () => {
  const navigate = renderToggle('/', { localeInfo: english })
  await userEvent.setup().click(screen.getByRole('radio', { name: 'Host events' }))
  expect(navigate).toHaveBeenCalledExactlyOnceWith('/organizer/overview')
})

test('Choosing the chosen option again does nothing and leaves it chosen', async () => {
  const navigate = renderToggle('/', { localeInfo: english })
  const find = screen.getByRole('radio', { name: 'Find events' })
  await userEvent.setup().click(find)
  await userEvent.setup().click(find)
  expect(navigate).not.toHaveBeenCalled()
  expect(events()).toEqual([])
  expect(find.getAttribute('aria-checked')).toBe('true')
  expect(screen.getByRole('radio', { name: 'Host events' }).getAttribute('aria-checked')).toBe('false')
})

test('On the creator pages Host events is chosen, and Find events goes to the (localized) home', async () => {
  const navigate = renderToggle('/es-us/organizer/overview', { localeInfo: spanish })
  const host = screen.getByRole('radio', { name: 'Host events' })
  expect(host.getAttribute('aria-checked')).toBe('true')
  await userEvent.setup().click(host)
  expect(navigate).not.toHaveBeenCalled()
  await userEvent.setup().click(screen.getByRole('radio', { name: 'Find events' }))
  expect(navigate).toHaveBeenCalledExactlyOnceWith('/es-us/')
})

test('The toggle is one tab stop, on the chosen option', async () => {
  const keyboard = userEvent.setup()
  renderToggle('/', { localeInfo: english })
  const find = screen.getByRole('radio', { name: 'Find events' })
  const host = screen.getByRole('radio', { name: 'Host events' })
  expect([find.tabIndex, host.tabIndex]).toEqual([0, -1])
  await keyboard.tab()
  expect(screen.getByRole('button', { name: 'Before' })).toBe(document.activeElement)
  await keyboard.tab()
  expect(find).toBe(document.activeElement)
  await keyboard.tab()
  expect(screen.getByRole('button', { name: 'After' })).toBe(document.activeElement)
  await keyboard.tab({ shift: true })
  expect(find).toBe(document.activeElement)
  cleanup()
  renderToggle('/organizer/overview', { localeInfo: english })
  screen.getByRole('button', { name: 'After' }).focus()
  await keyboard.tab({ shift: true })
  expect(screen.getByRole('radio', { name: 'Host events' })).toBe(document.activeElement)
})

test('Each arrow key moves to the other option and chooses it: Host events navigates and reports the choice', async () => {
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
    const keyboard = userEvent.setup()
    const navigate = renderToggle('/', { localeInfo: english, hostEventsRedirectURL: '/organizer/pricing/' })
    await keyboard.tab()
    await keyboard.tab()
    await keyboard.keyboard(`{${key}}`)
    expect(screen.getByRole('radio', { name: 'Host events' }), key).toBe(document.activeElement)
    expect(navigate, key).toHaveBeenCalledExactlyOnceWith('/organizer/pricing/')
    expect(events(), key).toEqual(['HostAnEventLinkClicked'])
    // The page has not changed yet: the checked option is still the page's, and stays the tab stop.
    expect(screen.getByRole('radio', { name: 'Find events' }).getAttribute('aria-checked'), key).toBe('true')
    // Back to Find events, the chosen one: nothing more happens.
    await keyboard.keyboard(`{${key}}`)
    expect(screen.getByRole('radio', { name: 'Find events' }), key).toBe(document.activeElement)
    expect(navigate, key).toHaveBeenCalledOnce()
    cleanup()
  }
})

test('On a creator page an arrow chooses Find events (the localized home); Space and Enter on the chosen option do nothing', async () => {
  const keyboard = userEvent.setup()
  const navigate = renderToggle('/es-us/organizer/overview', { localeInfo: spanish })
  screen.getByRole('button', { name: 'After' }).focus()
  await keyboard.tab({ shift: true })
  const host = screen.getByRole('radio', { name: 'Host events' })
  expect(host).toBe(document.activeElement)
  await keyboard.keyboard(' ')
  await keyboard.keyboard('{Enter}')
  expect(navigate).not.toHaveBeenCalled()
  expect(host.getAttribute('aria-checked')).toBe('true')
  await keyboard.keyboard('{ArrowLeft}')
  expect(screen.getByRole('radio', { name: 'Find events' })).toBe(document.activeElement)
  expect(navigate).toHaveBeenCalledExactlyOnceWith('/es-us/')
  expect(events()).toEqual([])
})

test('Arrow keys held with Alt, Ctrl or Meta are left to the browser (Alt+Left is Back)', async () => {
  const keyboard = userEvent.setup()
  const navigate = renderToggle('/', { localeInfo: english })
  const find = screen.getByRole('radio', { name: 'Find events' })
  find.focus()
  for (const modifier of ['Alt', 'Control', 'Meta']) {
    await keyboard.keyboard(`{${modifier}>}{ArrowLeft}{ArrowRight}{/${modifier}}`)
  }
  expect(find).toBe(document.activeElement)
  expect(navigate).not.toHaveBeenCalled()
})

test('Host events is the active intent on the creator pages, with or without the language subdirectory', () => {
  expect(computeActiveIntent('/organizer/overview', english)).toBe('host-events')
  expect(computeActiveIntent('/organizer', english)).toBe('host-events')
  expect(computeActiveIntent('/es-us/organizer/overview', spanish)).toBe('host-events')
  expect(computeActiveIntent('/es-us/organizer', spanish)).toBe('host-events')
  expect(computeActiveIntent('/organizer/overview', spanish)).toBe('host-events')
  expect(computeActiveIntent('/es-us/', spanish)).toBe('find-events')
  expect(computeActiveIntent('/es-us/d/online/all-events/', spanish)).toBe('find-events')
  expect(computeActiveIntent('/organizers-guild/', english)).toBe('find-events')
  // Another language's subdirectory is not this site's: its page is not a creator page here.
  expect(computeActiveIntent('/fr-ca/organizer/overview', spanish)).toBe('find-events')
})
