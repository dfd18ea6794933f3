// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { computePlaceSuggestion } from '@/core/places/place-suggestion'
import type { PlaceJson, PlaceRecord } from '@/core/places/place-types'
import { computePickedLocation } from '@/core/places/picked-location'
import { serializePlace } from '@/core/places/serialize-place'
import { LOCATION_DEBOUNCE_MS, LocationCombobox } from './location-combobox'
import { LOCATION_ERRORS, RECENT_LOCATIONS_KEY, writeRecentLocations } from './location-history'
import { LocationProvider, useSearchLocation } from './location-provider'
import { buildPlace } from '../../../tests/factories/build-place'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'

const LONDON = buildPlace({
  id: '2643743',
  name: 'London',
  countryName: 'United Kingdom',
  regionName: 'England',
  regionAbbreviation: null,
  slug: 'united-kingdom--london',
})
const LONDON_ONTARIO = buildPlace({
  id: '6058560',
  name: 'London',
  countryCode: 'CA',
  countryName: 'Canada',
  regionName: 'Ontario',
  regionAbbreviation: 'ON',
  slug: 'canada--london',
})
const CHICAGO = buildPlace({ id: '4887398', name: 'Chicago', regionAbbreviation: 'IL', slug: 'il--chicago' })

type FakeGeo = {
  /** Places the autocomplete knows, matched by name prefix; `fail` makes it answer 500. */
  places: PlaceRecord[]
  failAutocomplete?: boolean
  /** What place_from_google_place_id answers for an id: a place, null, or a 500 (undefined). */
  placeById?: (id: string) => PlaceJson | null | undefined
  placeFromCoordinates?: PlaceJson | null
  /** Holds place_from_google_place_id's answer for an id until the returned promise settles. */
  holdLookup?: (id: string) => Promise<void>
}

/**
 * Our geo API as the picker's own client (apiFetch) reaches it: a fake `fetch` that answers the
 * /home/api/geo/ calls of spec §7 from a few places and records every request.
 */
function fakeGeoApi(geo: FakeGeo) {
  const requests: URL[] = []
  const json = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }))
  // apiFetch calls fetch with a same-origin path.
  const fetch = vi.fn((path: string) => {
    const url = new URL(path, 'http://localhost')
    requests.push(url)
    if (url.pathname === '/home/api/geo/place_autocomplete/') {
      if (geo.failAutocomplete) return json({ error: 'INTERNAL', error_description: 'boom' }, 500)
      const typed = (url.searchParams.get('input') ?? '').toLowerCase()
      const predictions = geo.places
        .filter((p) => p.name.toLowerCase().startsWith(typed))
        .map(computePlaceSuggestion)
      return json({ predictions })
    }
    if (url.pathname === '/home/api/geo/place_from_google_place_id/') {
      const id = url.searchParams.get('googlePlaceId') ?? ''
      const answer = geo.placeById
        ? geo.placeById(id)
        : (geo.places.map(serializePlace).find((p) => p.id === id) ?? null)
      const response = () =>
        answer === undefined ? json({ error: 'INTERNAL' }, 500) : json({ place: answer })
      return geo.holdLookup ? geo.holdLookup(id).then(response) : response()
    }
    if (url.pathname === '/home/api/geo/place_from_coordinates/') {
      return json({ place: geo.placeFromCoordinates ?? null })
    }
    return json({ error: 'NOT_FOUND' }, 404)
  })
  vi.stubGlobal('fetch', fetch)
  const autocompleteRequests = () => requests.filter((url) => url.pathname.endsWith('/place_autocomplete/'))
  return { requests, autocompleteRequests }
}

/** Shows the location every consumer of the provider sees, as the home page would. */
function ChosenPlace() {
  const { location } = useSearchLocation()
  return <output aria-label="Chosen place">{location.slug}</output>
}

function renderPicker() {
  render(
    <LocationProvider initialLocation={NEW_YORK_LOCATION}>
      <LocationCombobox />
      <ChosenPlace />
    </LocationProvider>,
  )
  return screen.getByRole('combobox', { name: 'Location' })
}

const chosenPlace = () => screen.getByRole('status', { name: 'Chosen place' }).textContent
const message = (kind: keyof typeof LOCATION_ERRORS) => screen.findByText(LOCATION_ERRORS[kind])

let user: ReturnType<typeof userEvent.setup>

beforeEach(() => {
  vi.useFakeTimers()
  // Testing Library waits on timers (its act wrapper, findBy*) and only advances fake ones when it
  // sees Jest's: this is that hook, pointed at Vitest's clock.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  // A wide window: the picker opens in place, no full-screen overlay.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

/** Lets the debounce run out and the fake API's answers arrive. */
async function waitForSuggestions() {
  await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS))
}

/** Focuses the picker, types, and waits for what the place autocomplete answers. */
async function typePlace(input: HTMLElement, typed: string) {
  await user.click(input)
  await user.keyboard(typed)
  await waitForSuggestions()
}

test('Typing asks for places only once the 250 ms debounce has passed, once for the whole word', async () => {
  const api = fakeGeoApi({ places: [LONDON, LONDON_ONTARIO] })
  const input = renderPicker()
  await user.click(input)
  await user.keyboard('Lond')
  await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS - 1))
  expect(api.autocompleteRequests()).toHaveLength(0)
  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(api.autocompleteRequests()).toHaveLength(1)
  expect(api.autocompleteRequests()[0]?.searchParams.get('input')).toBe('Lond')
  const options = await screen.findAllByRole('option')
  expect(options.map((o) => o.textContent)).toEqual(['LondonEngland, United Kingdom', 'LondonON, Canada'])
})

test('Focus lists at most five recent places, then current location and online events', async () => {
  fakeGeoApi({ places: [] })
  const cities = ['Austin', 'Boston', 'Chicago', 'Denver', 'El Paso', 'Fresno', 'Gary'].map((name, i) =>
    computePickedLocation(
      serializePlace(buildPlace({ id: String(1000 + i), name, slug: `us--${name.toLowerCase()}` })),
    ),
  )
  writeRecentLocations(cities.map((location) => ({ value: `recent-${location.placeId}`, location })))
  const input = renderPicker()
  await user.click(input)
  const options = screen.getAllByRole('option')
  expect(options.map((o) => o.textContent)).toEqual([
    'AustinNY',
    'BostonNY',
    'ChicagoNY',
    'DenverNY',
    'El PasoNY',
    'Use my current location',
    'Browse online events',
  ])
})

test('A picked place becomes the first recent place, stored with the recent- prefix, five at most', async () => {
  fakeGeoApi({ places: [LONDON, CHICAGO] })
  const older = ['Austin', 'Boston', 'Denver', 'El Paso', 'Fresno'].map((name, i) =>
    computePickedLocation(
      serializePlace(buildPlace({ id: String(1000 + i), name, slug: `us--${name.toLowerCase()}` })),
    ),
  )
  writeRecentLocations(older.map((location) => ({ value: `recent-${location.placeId}`, location })))
  const input = renderPicker()
  await typePlace(input, 'Chic')
  await user.click(await screen.findByRole('option', { name: /Chicago/ }))
  await act(() => vi.runOnlyPendingTimersAsync())
  expect(input).toHaveProperty('value', 'Chicago')
  expect(chosenPlace()).toBe('il--chicago')
  const stored = JSON.parse(window.localStorage.getItem(RECENT_LOCATIONS_KEY) ?? '[]') as { value: string }[]
  expect(stored.map((entry) => entry.value)).toEqual([
    'recent-4887398',
    'recent-1000',
    'recent-1001',
    'recent-1002',
    'recent-1003',
  ])
})

test('"Use my current location" in a browser without geolocation says there is no permission', async () => {
  fakeGeoApi({ places: [] })
  expect('geolocation' in navigator).toBe(false)
  const input = renderPicker()
  await user.click(input)
  await user.click(screen.getByRole('option', { name: 'Use my current location' }))
  expect(await message('permission')).toBeDefined()
  // Not a reset: the selected place stays.
  expect(input).toHaveProperty('value', 'New York')
})

function stubGeolocation(answer: { code: number } | { latitude: number; longitude: number }) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        if ('code' in answer) fail(answer as GeolocationPositionError)
        else ok({ coords: answer } as GeolocationPosition)
      },
    },
  })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
})

for (const [code, kind, what] of [
  [1, 'permission', 'Refused geolocation says there is no permission'],
  [2, 'unavailable', 'A browser that cannot tell the position says it could not determine the location'],
  [3, 'unavailable', 'A position that takes too long says the browser could not determine the location'],
] as const) {
  test(what, async () => {
    fakeGeoApi({ places: [] })
    stubGeolocation({ code })
    await user.click(renderPicker())
    await user.click(screen.getByRole('option', { name: 'Use my current location' }))
    expect(await message(kind)).toBeDefined()
  })
}

test('A position no place matches says the location could not be resolved; one that matches is chosen', async () => {
  fakeGeoApi({ places: [], placeFromCoordinates: null })
  stubGeolocation({ latitude: 1, longitude: 1 })
  const input = renderPicker()
  await user.click(input)
  await user.click(screen.getByRole('option', { name: 'Use my current location' }))
  expect(await message('unresolved')).toBeDefined()
  expect(chosenPlace()).toBe('ny--new-york')

  fakeGeoApi({ places: [], placeFromCoordinates: serializePlace(CHICAGO) })
  await user.click(input)
  await user.click(screen.getByRole('option', { name: 'Use my current location' }))
  await vi.waitFor(() => expect(chosenPlace()).toBe('il--chicago'))
  expect(input).toHaveProperty('value', 'Chicago')
})

// Spec §8: both messages come with a location reset.
for (const [what, geo, typed, kind] of [
  ['A place nobody knows says so and clears the text', { places: [LONDON] }, 'Qqqxzzv', 'noResults'],
  [
    'A failed place autocomplete asks to type the location again and clears the text',
    { places: [LONDON], failAutocomplete: true },
    'Lond',
    'somethingWrong',
  ],
] as const) {
  test(what, async () => {
    fakeGeoApi({ ...geo, places: [...geo.places] })
    const input = renderPicker()
    await typePlace(input, typed)
    expect(await message(kind)).toBeDefined()
    expect(input).toHaveProperty('value', '')
    // With the text gone the list would hold recent places and actions, drawn over the message.
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(chosenPlace()).toBe('ny--new-york')
  })
}

// Spec §5 "An empty place from a lookup is an error", §8 "Place lookup failure": both reset.
for (const [what, placeById] of [
  ['A lookup that answers place: null asks to type the location again and clears the text', () => null],
  ['A failed place lookup asks to type the location again and clears the text', () => undefined],
] as const) {
  test(what, async () => {
    fakeGeoApi({ places: [LONDON], placeById })
    const input = renderPicker()
    await typePlace(input, 'Lond')
    await user.click(await screen.findByRole('option', { name: /London/ }))
    expect(await message('somethingWrong')).toBeDefined()
    expect(input).toHaveProperty('value', '')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(chosenPlace()).toBe('ny--new-york')
  })
}

test('Enter once the suggestions are in picks the first one', async () => {
  fakeGeoApi({ places: [LONDON, LONDON_ONTARIO] })
  const input = renderPicker()
  await typePlace(input, 'Lond')
  await screen.findAllByRole('option')
  await user.keyboard('{Enter}')
  await vi.waitFor(() => expect(chosenPlace()).toBe('united-kingdom--london'))
  expect(input).toHaveProperty('value', 'London')
})

test('Enter with nothing typed and no suggestions pending asks to type the location again', async () => {
  fakeGeoApi({ places: [LONDON] })
  const input = renderPicker()
  await typePlace(input, 'Qqq')
  expect(await message('noResults')).toBeDefined()
  // The reset left the box empty: Enter has nothing to pick.
  await user.keyboard('{Enter}')
  expect(await message('somethingWrong')).toBeDefined()
  expect(input).toHaveProperty('value', '')
  expect(screen.queryByRole('listbox')).toBeNull()
  expect(chosenPlace()).toBe('ny--new-york')
})

test('After a reset the list opens again with a click or typing, and the message goes', async () => {
  fakeGeoApi({ places: [LONDON] })
  const input = renderPicker()
  await typePlace(input, 'Qqq')
  expect(await message('noResults')).toBeDefined()
  expect(screen.queryByRole('listbox')).toBeNull()
  // Focus stayed in the box: a click brings back the recent places and actions.
  await user.click(input)
  expect(screen.getByRole('option', { name: 'Use my current location' })).toBeDefined()
  expect(screen.queryByText(LOCATION_ERRORS.noResults)).toBeNull()

  await typePlace(input, 'Qqq')
  expect(await message('noResults')).toBeDefined()
  await user.keyboard('Lon')
  expect(screen.queryByText(LOCATION_ERRORS.noResults)).toBeNull()
  await waitForSuggestions()
  expect(screen.getByRole('option', { name: /London/ })).toBeDefined()
})

test('Enter within the debounce waits for the suggestions and picks the first, with no error', async () => {
  const api = fakeGeoApi({ places: [LONDON, LONDON_ONTARIO] })
  const input = renderPicker()
  await user.click(input)
  await user.keyboard('Lond{Enter}')
  expect(api.autocompleteRequests()).toHaveLength(0)
  expect(screen.queryByText(LOCATION_ERRORS.somethingWrong)).toBeNull()
  await waitForSuggestions()
  await vi.waitFor(() => expect(chosenPlace()).toBe('united-kingdom--london'))
  expect(input).toHaveProperty('value', 'London')
  for (const text of Object.values(LOCATION_ERRORS)) expect(screen.queryByText(text)).toBeNull()
})

test('Enter within the debounce for a place nobody knows says there are no results, not that something went wrong', async () => {
  fakeGeoApi({ places: [LONDON] })
  const input = renderPicker()
  await typePlace(input, 'Qqq{Enter}')
  expect(await message('noResults')).toBeDefined()
  expect(screen.queryByText(LOCATION_ERRORS.somethingWrong)).toBeNull()
  expect(input).toHaveProperty('value', '')
  expect(screen.queryByRole('listbox')).toBeNull()
})

test('Leaving the box puts back the selected place', async () => {
  fakeGeoApi({ places: [LONDON] })
  const input = renderPicker()
  await typePlace(input, 'Lond')
  await user.tab()
  expect(input).toHaveProperty('value', 'New York')
  expect(screen.queryByRole('listbox')).toBeNull()
  expect(chosenPlace()).toBe('ny--new-york')
})

test('Enter on the untouched picker keeps the place: it takes no recent place and asks for no position', async () => {
  fakeGeoApi({ places: [] })
  writeRecentLocations([
    { value: 'recent-chicago', location: computePickedLocation(serializePlace(CHICAGO)) },
  ])
  const getCurrentPosition = vi.fn()
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } })
  const input = renderPicker()
  await user.click(input)
  expect(screen.getAllByRole('option')[0]?.textContent).toBe('ChicagoIL')
  await user.keyboard('{Enter}')
  expect(getCurrentPosition).not.toHaveBeenCalled()
  expect(chosenPlace()).toBe('ny--new-york')
  expect(input).toHaveProperty('value', 'New York')
  expect(screen.queryByRole('listbox')).toBeNull()
  expect(screen.queryByText('Finding your location…')).toBeNull()
})

test('Enter on the untouched picker after arrowing to a recent place picks that place', async () => {
  fakeGeoApi({ places: [] })
  writeRecentLocations([
    { value: 'recent-chicago', location: computePickedLocation(serializePlace(CHICAGO)) },
  ])
  const input = renderPicker()
  await user.click(input)
  await user.keyboard('{ArrowDown}{Enter}')
  expect(chosenPlace()).toBe('il--chicago')
  expect(input).toHaveProperty('value', 'Chicago')
})

test('A place picked while the position is being found wins over the late position, and the finding message goes', async () => {
  fakeGeoApi({ places: [], placeFromCoordinates: serializePlace(LONDON) })
  let answerPosition: PositionCallback = () => {}
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: PositionCallback) => (answerPosition = ok) },
  })
  const input = renderPicker()
  await user.click(input)
  await user.click(screen.getByRole('option', { name: 'Use my current location' }))
  expect(screen.getByText('Finding your location…')).toBeDefined()
  await user.click(input)
  await user.click(screen.getByRole('option', { name: 'Browse online events' }))
  expect(chosenPlace()).toBe('online')
  expect(screen.queryByText('Finding your location…')).toBeNull()

  // The position comes after all, and a place matches it: the visitor's later pick stays.
  await act(async () =>
    answerPosition({ coords: { latitude: 51.5, longitude: -0.12 } } as GeolocationPosition),
  )
  await act(() => vi.advanceTimersByTimeAsync(100))
  expect(chosenPlace()).toBe('online')
  expect(input).toHaveProperty('value', 'Online events')
  expect(screen.queryByText('Finding your location…')).toBeNull()
})

test('A position that fails while the list was opened again closes the list, so the message shows', async () => {
  fakeGeoApi({ places: [] })
  let refusePosition: PositionErrorCallback = () => {}
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => (refusePosition = fail),
    },
  })
  const input = renderPicker()
  await user.click(input)
  await user.click(screen.getByRole('option', { name: 'Use my current location' }))
  await user.click(input)
  expect(screen.getByRole('listbox')).toBeDefined()
  await act(async () => refusePosition({ code: 1 } as GeolocationPositionError))
  expect(await message('permission')).toBeDefined()
  expect(screen.queryByRole('listbox')).toBeNull()
  expect(input).toHaveProperty('value', 'New York')
})

test('Of two places picked in quick succession the last one picked wins, even when its lookup answers first', async () => {
  const lookups = new Map<string, () => void>()
  fakeGeoApi({
    places: [LONDON, LONDON_ONTARIO],
    holdLookup: (id) => new Promise<void>((resolve) => lookups.set(id, resolve)),
  })
  const input = renderPicker()
  await typePlace(input, 'Lond')
  await user.click(screen.getByRole('option', { name: /United Kingdom/ }))
  await user.click(screen.getByRole('option', { name: /Canada/ }))
  await act(async () => lookups.get(LONDON_ONTARIO.id)?.())
  await vi.waitFor(() => expect(chosenPlace()).toBe('canada--london'))
  await act(async () => lookups.get(LONDON.id)?.())
  await act(() => vi.advanceTimersByTimeAsync(100))
  expect(chosenPlace()).toBe('canada--london')
  expect(input).toHaveProperty('value', 'London')
})

test('Place suggestions are asked near the current place: the request carries its latitude and longitude', async () => {
  const api = fakeGeoApi({ places: [LONDON] })
  await typePlace(renderPicker(), 'Lond')
  const [request] = api.autocompleteRequests()
  expect(request?.searchParams.get('latitude')).toBe(String(NEW_YORK_LOCATION.latitude))
  expect(request?.searchParams.get('longitude')).toBe(String(NEW_YORK_LOCATION.longitude))
})
