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

function renderBar(chatbotEnabled: boolean, languagePrefix = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ trending: { active_timeframe: 'week', trending_searches: [{ term: 'jazz' }] } }))),
  )
  render(
    <UserProvider initialUser={null}>
      <LocationProvider initialLocation={newYork}>
        <SearchBar chatbotEnabled={chatbotEnabled} languagePrefix={languagePrefix} location={newYork} />
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

// jsdom cannot leave the page: the bar's navigation is caught where it would happen, on location.assign.
function catchNavigation() {
  const assign = vi.fn<(url: string) => void>()
  const real = window.location
  vi.stubGlobal('location', {
    assign,
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
  return assign
}

for (const [site, languagePrefix, expected] of [
  ['without a language subdirectory', '', '/d/ny--new-york/events/jazz-brunch/'],
  ['with the es-us language subdirectory', 'es-us', '/es-us/d/ny--new-york/events/jazz-brunch/'],
] as const) {
  test(`A submitted search goes to the results of the place ${site}`, async () => {
    window.localStorage.setItem(CLASSIC_SEARCH_OPT_OUT_KEY, '1')
    const user = userEvent.setup()
    renderBar(false, languagePrefix)
    const assign = catchNavigation()
    await user.hover(screen.getByRole('searchbox', { name: 'Search events' }))
    await act(() => import('./search-form'))
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'Jazz brunch{Enter}')
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(expected))
    expect(assign).toHaveBeenCalledTimes(1)
  })
}
