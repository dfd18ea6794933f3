// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { CLASSIC_SEARCH_OPT_OUT_KEY } from '@/components/concierge/chat-opt-out'
import { LocationProvider } from '@/components/location/location-provider'
import { UserProvider } from '@/components/user/user-provider'
import { SearchBar } from './search-bar'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'

const newYork = NEW_YORK_LOCATION

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
})

function renderBar(chatbotEnabled: boolean, languagePrefix = '', searchQuery?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        Response.json({ trending: { active_timeframe: 'week', trending_searches: [{ term: 'jazz' }] } }),
      ),
    ),
  )
  render(
    <UserProvider initialUser={null}>
      <LocationProvider initialLocation={newYork}>
        <SearchBar
          chatbotEnabled={chatbotEnabled}
          languagePrefix={languagePrefix}
          location={newYork}
          searchQuery={searchQuery}
        />
      </LocationProvider>
    </UserProvider>,
  )
}

test('With the chatbot on, focusing the search opens the concierge instead of the dropdown', async () => {
  const user = userEvent.setup()
  renderBar(true)
  await user.click(screen.getByRole('searchbox', { name: 'Search events' }))
  expect(await screen.findByRole('dialog', { name: 'Event concierge' })).toBeDefined()
  expect(window.location.hash).toBe('')
})

test('Visitors who switched to classic search get the dropdown on #search', async () => {
  window.localStorage.setItem(CLASSIC_SEARCH_OPT_OUT_KEY, '1')
  const user = userEvent.setup()
  renderBar(true)
  // Pointing at the server-drawn bar loads its code, which takes the bar's place (search-bar-loader.tsx);
  // the click goes to the loaded bar. (A click before the code arrives: tests/e2e/home/first-interaction.)
  await user.hover(screen.getByRole('searchbox', { name: 'Search events' }))
  await act(() => import('./search-form'))
  await user.click(screen.getByRole('searchbox', { name: 'Search events' }))
  expect(screen.queryByRole('dialog', { name: 'Event concierge' })).toBeNull()
  expect(await screen.findByRole('heading', { name: 'Trending Searches' })).toBeDefined()
  expect(window.location.hash).toBe('#search')
})

test('The location input shows the current place', () => {
  renderBar(false)
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveProperty('value', 'New York')
})

// jsdom cannot leave the page: the bar's navigation is caught where it would happen, on location.assign
// (a new history entry) or location.replace (in place of the current one).
function catchNavigation() {
  const assign = vi.fn<(url: string) => void>()
  const replace = vi.fn<(url: string) => void>()
  const real = window.location
  vi.stubGlobal('location', {
    assign,
    replace,
    get hash() {
      return real.hash
    },
    get href() {
      return real.href
    },
    get pathname() {
      return real.pathname
    },
  })
  return { assign, replace }
}

for (const [site, languagePrefix, expected] of [
  ['without a language subdirectory', '', '/d/ny--new-york/events/jazz-brunch/'],
  ['with the es-us language subdirectory', 'es-us', '/es-us/d/ny--new-york/events/jazz-brunch/'],
] as const) {
  test(`A search submitted from the open dropdown goes to the results of the place ${site}, in place of #search`, async () => {
    window.localStorage.setItem(CLASSIC_SEARCH_OPT_OUT_KEY, '1')
    const user = userEvent.setup()
    renderBar(false, languagePrefix)
    const { assign, replace } = catchNavigation()
    await user.hover(screen.getByRole('searchbox', { name: 'Search events' }))
    await act(() => import('./search-form'))
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'Jazz brunch')
    expect(window.location.hash).toBe('#search')
    await user.keyboard('{Enter}')
    // Back from the results returns to the page before the dropdown opened, not to its #search entry.
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(expected))
    expect(replace).toHaveBeenCalledTimes(1)
    expect(assign).not.toHaveBeenCalled()
  })
}

test("A results page's search text is in the search box, before and after the bar's code loads", async () => {
  const user = userEvent.setup()
  renderBar(false, '', 'jazz night')
  expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveProperty('value', 'jazz night')
  await user.hover(screen.getByRole('searchbox', { name: 'Search events' }))
  await act(() => import('./search-form'))
  // The loaded bar (its input is controlled) starts with the same text.
  await user.type(screen.getByRole('searchbox', { name: 'Search events' }), ' club')
  expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveProperty('value', 'jazz night club')
})

test('A page opened at #search opens the dropdown there, and closing it drops the hash', async () => {
  window.history.replaceState(null, '', '/somewhere/?x=1#search')
  const user = userEvent.setup()
  renderBar(false)
  expect(await screen.findByRole('heading', { name: 'Trending Searches' })).toBeDefined()
  expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search events' }))
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('heading', { name: 'Trending Searches' })).toBeNull()
  expect(window.location.hash).toBe('')
  expect(window.location.pathname + window.location.search).toBe('/somewhere/?x=1')
})

test('With the chatbot on, a page opened at #search opens the concierge and drops the hash', async () => {
  window.history.replaceState(null, '', '/somewhere/#search')
  renderBar(true)
  expect(await screen.findByRole('dialog', { name: 'Event concierge' })).toBeDefined()
  expect(window.location.hash).toBe('')
})
