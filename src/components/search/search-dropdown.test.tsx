// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ONLINE_LOCATION, type PickedLocation } from '@/core/places/picked-location'
import { SearchDropdown } from './search-dropdown'
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  readStoredList,
  RECENT_SEARCHES_KEY,
  writeStoredList,
} from './search-suggestions'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'

/**
 * Our search API as the dropdown's client (apiFetch) reaches it: autocomplete and trending answers;
 * `failAutocomplete` and `failTrending` make that call answer 500.
 */
function fakeSearchApi({
  autocomplete = [] as string[] | ((q: string) => string[]),
  trending = ['jazz', 'comedy'] as string[] | ((slug: string) => string[]),
  failAutocomplete = false,
  failTrending = false,
} = {}) {
  const fetch = vi.fn((path: string) => {
    const url = new URL(path, 'http://localhost')
    if (url.pathname === '/api/v3/destination/search/autocomplete/' && failAutocomplete) {
      return Promise.resolve(Response.json({ error: 'INTERNAL' }, { status: 500 }))
    }
    if (url.pathname === '/api/v3/destination/search/autocomplete/') {
      const q = url.searchParams.get('q') ?? ''
      return Promise.resolve(
        Response.json({ query: typeof autocomplete === 'function' ? autocomplete(q) : autocomplete }),
      )
    }
    if (url.pathname === '/api/v3/trending/' && failTrending) {
      return Promise.resolve(Response.json({ error: 'INTERNAL' }, { status: 500 }))
    }
    if (url.pathname === '/api/v3/trending/') {
      const slug = url.searchParams.get('location') ?? ''
      const terms = typeof trending === 'function' ? trending(slug) : trending
      return Promise.resolve(
        Response.json({ trending: { trending_searches: terms.map((term) => ({ term })) } }),
      )
    }
    return Promise.resolve(Response.json({ error: 'NOT_FOUND' }, { status: 404 }))
  })
  vi.stubGlobal('fetch', fetch)
  return {
    autocompleteCalls: () =>
      fetch.mock.calls.filter(([path]) => path.startsWith('/api/v3/destination/search/autocomplete/')),
    trendingCalls: () => fetch.mock.calls.filter(([path]) => path.startsWith('/api/v3/trending/')),
  }
}

function renderDropdown(text: string, location: PickedLocation = NEW_YORK_LOCATION) {
  const onPick = vi.fn<(text: string) => void>()
  const view = render(<SearchDropdown text={text} location={location} onPick={onPick} onClose={() => {}} />)
  // The search form hands the dropdown each keystroke's text and each newly picked place.
  const rerender = (nextText: string, nextLocation: PickedLocation = location) =>
    view.rerender(
      <SearchDropdown text={nextText} location={nextLocation} onPick={onPick} onClose={() => {}} />,
    )
  return { onPick, rerender }
}

const autocompleteUrl = (call: [string, ...unknown[]] | undefined) =>
  new URL(call?.[0] ?? '', 'http://localhost')

/** Lets the 400 ms autocomplete debounce run out and the fake API's answer arrive. */
async function waitForAutocomplete() {
  await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS))
}

/** What each item of a list reads, its icon included. */
const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
const dropdown = () => screen.getByRole('region', { name: 'Search suggestions' })
const SEVEN_RECENT = ['jazz 7', 'jazz 6', 'yoga', 'jazz 5', 'jazz 4', 'jazz 3', 'jazz 2']

beforeEach(() => {
  vi.useFakeTimers()
  // Testing Library only advances fake timers when it sees Jest's: this points that hook at Vitest's clock.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

test('With no text, Recent Searches lists the five latest of seven, and Clear brings Trending Searches', async () => {
  fakeSearchApi({ trending: ['salsa', 'comedy'] })
  writeStoredList(RECENT_SEARCHES_KEY, SEVEN_RECENT)
  renderDropdown('')
  const recent = within(dropdown()).getByRole('region', { name: 'Recent Searches' })
  expect(itemTexts(recent)).toEqual(['↺jazz 7', '↺jazz 6', '↺yoga', '↺jazz 5', '↺jazz 4'])
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  await user.click(within(recent).getByRole('button', { name: 'Clear' }))
  expect(readStoredList(RECENT_SEARCHES_KEY)).toEqual([])
  expect(screen.queryByRole('heading', { name: 'Recent Searches' })).toBeNull()
  const trending = await screen.findByRole('region', { name: 'Trending Searches' })
  expect(itemTexts(trending)).toEqual(['↗salsa', '↗comedy'])
})

test('Typed text lists matching recent searches first, five at most, then the autocomplete suggestions', async () => {
  fakeSearchApi({ autocomplete: ['jazz festival', 'jazz 6', 'jazzercise'] })
  writeStoredList(RECENT_SEARCHES_KEY, [...SEVEN_RECENT, 'jazz 1'])
  const { onPick } = renderDropdown('jazz')
  await waitForAutocomplete()
  const suggestions = within(dropdown()).getByRole('list', { name: 'Suggestions' })
  // ↺ marks a recent search, ⌕ an autocomplete answer; "jazz 6" is listed once.
  const recentFirst = ['↺jazz 7', '↺jazz 6', '↺jazz 5', '↺jazz 4', '↺jazz 3']
  expect(itemTexts(suggestions)).toEqual([...recentFirst, '⌕jazz festival', '⌕jazzercise'])
  // The typed text is marked in each suggestion.
  expect(within(suggestions).getAllByText('jazz', { selector: 'mark' })).toHaveLength(7)
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  await user.click(within(suggestions).getByRole('button', { name: 'jazzercise' }))
  expect(onPick).toHaveBeenCalledWith('jazzercise')
})

test('Typed text with no suggestions shows nothing: no list, no recent or trending searches', async () => {
  const api = fakeSearchApi({ autocomplete: [] })
  writeStoredList(RECENT_SEARCHES_KEY, ['yoga', 'salsa'])
  renderDropdown('qqqxzzv')
  await waitForAutocomplete()
  expect(api.autocompleteCalls()).toHaveLength(1)
  expect(screen.queryByRole('region', { name: 'Search suggestions' })).toBeNull()
  expect(screen.queryByRole('list')).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('Autocomplete waits 400 ms after the last keystroke and asks with the place id', async () => {
  const api = fakeSearchApi({ autocomplete: ['music festival'] })
  renderDropdown('music')
  await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS - 1))
  expect(api.autocompleteCalls()).toHaveLength(0)
  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(api.autocompleteCalls()).toHaveLength(1)
  const url = new URL(api.autocompleteCalls()[0]![0], 'http://localhost')
  expect(url.searchParams.get('q')).toBe('music')
  expect(url.searchParams.get('place_id')).toBe('5128581')
})

test('A place with neither id nor coordinates, and not online, asks for no autocomplete but lists matching recent searches', async () => {
  const api = fakeSearchApi({ autocomplete: ['music festival'] })
  writeStoredList(RECENT_SEARCHES_KEY, ['music in the park', 'yoga'])
  renderDropdown('music', { ...NEW_YORK_LOCATION, placeId: null, latitude: null, longitude: null })
  await waitForAutocomplete()
  expect(api.autocompleteCalls()).toHaveLength(0)
  const suggestions = within(dropdown()).getByRole('list', { name: 'Suggestions' })
  expect(itemTexts(suggestions)).toEqual(['↺music in the park'])
})

test('Online events ask the autocomplete with place_id=online', async () => {
  const api = fakeSearchApi({ autocomplete: ['music festival'] })
  renderDropdown('music', ONLINE_LOCATION)
  await waitForAutocomplete()
  const url = autocompleteUrl(api.autocompleteCalls()[0])
  expect(url.searchParams.get('q')).toBe('music')
  expect(url.searchParams.get('place_id')).toBe('online')
  expect(url.searchParams.has('latitude')).toBe(false)
  await vi.waitFor(() =>
    expect(itemTexts(screen.getByRole('list', { name: 'Suggestions' }))).toEqual(['⌕music festival']),
  )
})

test('A location with coordinates only asks the autocomplete with its latitude and longitude', async () => {
  const api = fakeSearchApi({ autocomplete: ['music festival'] })
  renderDropdown('music', { ...NEW_YORK_LOCATION, placeId: null, latitude: 40.71, longitude: -74.01 })
  await waitForAutocomplete()
  const url = autocompleteUrl(api.autocompleteCalls()[0])
  expect(url.searchParams.get('latitude')).toBe('40.71')
  expect(url.searchParams.get('longitude')).toBe('-74.01')
  expect(url.searchParams.has('place_id')).toBe(false)
  await vi.waitFor(() =>
    expect(itemTexts(screen.getByRole('list', { name: 'Suggestions' }))).toEqual(['⌕music festival']),
  )
})

test('Trending Searches shows the first five of the seven terms the trending API answers', async () => {
  const api = fakeSearchApi({ trending: ['salsa', 'comedy', 'jazz', 'yoga', 'tech', 'wine', 'poetry'] })
  renderDropdown('')
  const trending = await screen.findByRole('region', { name: 'Trending Searches' })
  expect(api.trendingCalls()).toHaveLength(1)
  expect(itemTexts(trending)).toEqual(['↗salsa', '↗comedy', '↗jazz', '↗yoga', '↗tech'])
})

test('An autocomplete answering 500 says so in an alert, and lists nothing', async () => {
  fakeSearchApi({ failAutocomplete: true })
  // A matching recent search does not stand in for the failed answer.
  writeStoredList(RECENT_SEARCHES_KEY, ['music in the park'])
  renderDropdown('music')
  await waitForAutocomplete()
  // Spec §8, word for word.
  const alert = await within(dropdown()).findByRole('alert')
  expect(alert.textContent).toBe('Looks like we had a problem running your search.')
  expect(screen.getAllByRole('alert')).toHaveLength(1)
  expect(screen.queryByRole('list')).toBeNull()
})

test('A failed trending request shows no Trending Searches and no error', async () => {
  const api = fakeSearchApi({ failTrending: true })
  renderDropdown('')
  await act(() => vi.advanceTimersByTimeAsync(100))
  expect(api.trendingCalls()).toHaveLength(1)
  expect(screen.queryByRole('heading', { name: 'Trending Searches' })).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.queryByRole('region', { name: 'Search suggestions' })).toBeNull()
})

test("A place picked while the dropdown is open brings that place's Trending Searches", async () => {
  fakeSearchApi({ trending: (slug) => (slug === 'online' ? ['webinar'] : ['jazz']) })
  const { rerender } = renderDropdown('')
  expect(itemTexts(await screen.findByRole('region', { name: 'Trending Searches' }))).toEqual(['↗jazz'])
  rerender('', ONLINE_LOCATION)
  await vi.waitFor(() =>
    expect(itemTexts(screen.getByRole('region', { name: 'Trending Searches' }))).toEqual(['↗webinar']),
  )
})

test('Typing on keeps the suggestions that still match, highlighted for the new text, until the new answer comes', async () => {
  fakeSearchApi({ autocomplete: (q) => (q === 'jaz' ? ['jazz festival', 'jam session'] : ['jazz night']) })
  writeStoredList(RECENT_SEARCHES_KEY, ['jazz brunch', 'yoga'])
  const { rerender } = renderDropdown('jaz')
  await waitForAutocomplete()
  const list = () => within(dropdown()).getByRole('list', { name: 'Suggestions' })
  expect(itemTexts(list())).toEqual(['↺jazz brunch', '⌕jazz festival', '⌕jam session'])

  // One more letter: no blank list while its answer is awaited, and "jam session" no longer matches.
  rerender('jazz')
  await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS - 1))
  expect(itemTexts(list())).toEqual(['↺jazz brunch', '⌕jazz festival'])
  expect(within(list()).getAllByText('jazz', { selector: 'mark' })).toHaveLength(2)

  await act(() => vi.advanceTimersByTimeAsync(1))
  await vi.waitFor(() => expect(itemTexts(list())).toEqual(['↺jazz brunch', '⌕jazz night']))

  // Text none of them match: nothing is shown for it until its own answer.
  rerender('yog')
  expect(itemTexts(list())).toEqual(['↺yoga'])
})
