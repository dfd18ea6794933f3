// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { IntentToggle } from './intent-toggle'

let pathname = '/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The toggle as drawn on `path`, with navigation recorded instead of done.
function renderToggle(path: string, props: { homeHref: string; hostEventsRedirectURL?: string }) {
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

const events = () => (window.dataLayer ?? []).map((e) => e.event)

test('Host events goes to the configured redirect URL and reports the click', async () => {
  const navigate = renderToggle('/', {
    homeHref: '/',
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
  const navigate = renderToggle('/', { homeHref: '/' })
  await userEvent.setup().click(screen.getByRole('radio', { name: 'Host events' }))
  expect(navigate).toHaveBeenCalledExactlyOnceWith('/organizer/overview')
})

test('Choosing the chosen option again does nothing and leaves it chosen', async () => {
  const navigate = renderToggle('/', { homeHref: '/' })
  const find = screen.getByRole('radio', { name: 'Find events' })
  await userEvent.setup().click(find)
  await userEvent.setup().click(find)
  expect(navigate).not.toHaveBeenCalled()
  expect(events()).toEqual([])
  expect(find.getAttribute('aria-checked')).toBe('true')
  expect(screen.getByRole('radio', { name: 'Host events' }).getAttribute('aria-checked')).toBe('false')
})

test('On the creator pages Host events is chosen, and Find events goes to the (localized) home', async () => {
  const navigate = renderToggle('/organizer/overview', { homeHref: '/es-us/' })
  const host = screen.getByRole('radio', { name: 'Host events' })
  expect(host.getAttribute('aria-checked')).toBe('true')
  await userEvent.setup().click(host)
  expect(navigate).not.toHaveBeenCalled()
  await userEvent.setup().click(screen.getByRole('radio', { name: 'Find events' }))
  expect(navigate).toHaveBeenCalledExactlyOnceWith('/es-us/')
})
