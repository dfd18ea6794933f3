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

function renderBar(chatbotEnabled: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ trending: { active_timeframe: 'week', trending_searches: [{ term: 'jazz' }] } }))),
  )
  render(
    <UserProvider initialUser={null}>
      <LocationProvider initialLocation={newYork}>
        <SearchBar chatbotEnabled={chatbotEnabled} location={newYork} />
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
