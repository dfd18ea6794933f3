// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { computeActiveIntent, IntentToggle } from './intent-toggle'

let pathname = '/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The toggle as drawn on `path`, with navigation recorded instead of done.
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
  render(<IntentToggle {...props} navigate={navigate} />)
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
