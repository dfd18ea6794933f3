import { expect, test } from 'vitest'
import { suggestEventIds, suggestOrganizerNames } from './autocomplete-searches'
import { buildEventNameDirectory, matchDirectoryEntries, matchDirectoryOrganizers, type NamedEvent, type NameArea } from './event-name-directory'
import { createEventNameDirectoryCache, type DirectorySources } from './event-name-directory-cache'

const NEW_YORK = { latitude: 40.71, longitude: -74.0 }
const HOBART = { latitude: -42.88, longitude: 147.33 }
const NEW_YORK_BOX: NameArea = { swLat: 40.4, swLng: -74.4, neLat: 41.0, neLng: -73.6 }
const at = (place: { latitude: number; longitude: number } | 'online') =>
  place === 'online' ? { online: true, latitude: null, longitude: null } : { online: false, ...place }

const event = (e: Partial<NamedEvent> & Pick<NamedEvent, 'id' | 'name'>): NamedEvent => ({
  bookmarks: 0,
  startMs: 10,
  series: null,
  ...at(NEW_YORK),
  organizer: { id: 1, name: 'Brooklyn Sounds', followers: 50 },
  ...e,
})

const events = [
  event({ id: 1, name: 'Jazz at the Museum', bookmarks: 5, startMs: 3, organizer: { id: 2, name: 'Harlem Jazz Society', followers: 10 } }),
  event({ id: 2, name: 'Brooklyn Music Festival', bookmarks: 40, startMs: 2 }),
  event({ id: 3, name: 'Música en Vivo', bookmarks: 40, startMs: 1, organizer: { id: 3, name: 'Jazzmatazz Presents', followers: 90 } }),
  event({ id: 4, name: 'Startup Mixer', bookmarks: 90, startMs: 9 }),
  event({ id: 5, name: 'Jazz on the Derwent', bookmarks: 500, startMs: 4, ...at(HOBART), organizer: { id: 4, name: 'Hobart Jazz Collective', followers: 5000 } }),
  event({ id: 6, name: 'Online Jazz Masterclass', bookmarks: 1, startMs: 5, ...at('online') }),
]

const ids = async (typed: string, { area = NEW_YORK_BOX, limit = 10, list = events }: { area?: NameArea; limit?: number; list?: NamedEvent[] } = {}) => {
  const directory = await buildEventNameDirectory(list)
  return matchDirectoryEntries(directory, { typed, area, fromMs: 0, untilMs: 100, limit }).map((i) => directory.ids[i])
}

test('Typed text matches the start of any word of an event name in the area, most saved first', async () => {
  expect(await ids('mu')).toEqual([3, 2, 1])
  expect(await ids('MUS', { limit: 2 })).toEqual([3, 2])
})

test('Every typed word must start a word of the name, in any order', async () => {
  expect(await ids('festival brook')).toEqual([2])
  expect(await ids('jazz fest')).toEqual([])
})

test('Accents and punctuation do not matter, and one letter alone suggests nothing', async () => {
  expect(await ids('musica!')).toEqual([3])
  expect(await ids('m')).toEqual([])
  expect(await ids('  ')).toEqual([])
})

test('A word inside a word does not match', async () => {
  expect(await ids('art')).toEqual([])
})

test('One directory answers every area: a box, online events, or anywhere', async () => {
  expect(await ids('jazz')).toEqual([1])
  expect(await ids('jazz', { area: 'online' })).toEqual([6])
  expect(await ids('jazz', { area: 'anywhere' })).toEqual([5, 1, 6])
  expect(await ids('jazz', { area: { swLat: -43.2, swLng: 146.9, neLat: -42.6, neLng: 147.7 } })).toEqual([5])
})

test('Events outside the date window are not suggested', async () => {
  const directory = await buildEventNameDirectory(events)
  const matched = matchDirectoryEntries(directory, { typed: 'mu', area: NEW_YORK_BOX, fromMs: 2, untilMs: 3, limit: 10 })
  expect(matched.map((i) => directory.ids[i])).toEqual([2])
})

test('A repeating event is suggested once, by its first date in suggestion order', async () => {
  const organizer = { id: 9, name: 'Blues Nights', followers: 1 }
  const dates = [10, 11, 12].map((id, i) => event({ id, series: 7, name: 'Brooklyn Blues & Jazz Show', bookmarks: 3, startMs: 20 + i, organizer }))
  expect(await ids('jazz', { list: [...dates.reverse(), ...events] })).toEqual([1, 10])
})

test('The organizers of the area’s events are suggested when their name holds the typed text, most followed first', async () => {
  const directory = await buildEventNameDirectory(events)
  const organizers = (typed: string, area: NameArea = NEW_YORK_BOX) => matchDirectoryOrganizers(directory, { typed, area, fromMs: 0, untilMs: 100, limit: 5 })
  expect(organizers('jaz')).toEqual([
    { term: 'Jazzmatazz Presents', count: 90 },
    { term: 'Harlem Jazz Society', count: 10 },
  ])
  expect(organizers('brooklyn')).toEqual([{ term: 'Brooklyn Sounds', count: 50 }])
  expect(organizers('ja')).toEqual([])
  expect(organizers('hobart')).toEqual([])
  expect(organizers('hobart', 'anywhere')).toEqual([{ term: 'Hobart Jazz Collective', count: 5000 }])
})

// The cache: one build, then the events a write names are read again on the next lookup.
function sources(rows: NamedEvent[]) {
  const calls = { all: 0, byIds: [] as number[][] }
  const source: DirectorySources = {
    loadAll: async () => {
      calls.all++
      return rows.filter((r) => r.name !== '')
    },
    loadByIds: async (wanted) => {
      calls.byIds.push([...wanted])
      return rows.filter((r) => wanted.includes(r.id) && r.name !== '')
    },
  }
  return { calls, source }
}
const asked = (typed: string) => ({ typed, area: NEW_YORK_BOX, nowMs: 0, limit: 10 })

test('A published or renamed event is suggested on the next lookup, without rebuilding the directory', async () => {
  const rows = events.map((e) => ({ ...e }))
  const { calls, source } = sources(rows)
  const cache = createEventNameDirectoryCache(60_000)
  expect(suggestEventIds(await cache.read(0, source), asked('mu'))).toEqual([3, 2, 1])

  rows.push(event({ id: 7, name: 'Museum Late: Jazz & Cocktails', bookmarks: 41, startMs: 8 }))
  rows[0]!.name = 'Jazz at the Library'
  cache.onChange({ kind: 'event', ids: [7, 1] })
  const view = await cache.read(1, source)
  expect(suggestEventIds(view, asked('mu'))).toEqual([7, 3, 2])
  expect(suggestEventIds(view, asked('libr'))).toEqual([1])
  expect(calls).toEqual({ all: 1, byIds: [[7, 1]] })
})

test('An unpublished event is no longer suggested, nor its organizer', async () => {
  const rows = events.map((e) => ({ ...e }))
  const { source } = sources(rows)
  const cache = createEventNameDirectoryCache(60_000)
  await cache.read(0, source)
  rows[0]!.name = '' // the source no longer returns it
  cache.onChange({ kind: 'event', ids: [1] })
  const view = await cache.read(1, source)
  expect(suggestEventIds(view, asked('jazz'))).toEqual([])
  expect(suggestOrganizerNames(view, { ...asked('harlem'), limit: 8 })).toEqual([])
})

test('An old directory is rebuilt in the background while lookups read the current one', async () => {
  const { calls, source } = sources(events)
  const cache = createEventNameDirectoryCache(1_000)
  await cache.read(0, source)
  await cache.read(500, source)
  expect(calls.all).toBe(1)
  await cache.read(2_000, source)
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(calls.all).toBe(2)
  expect(cache.stats()).toEqual({ hits: 2, misses: 1, size: events.length })
})

test('Clearing the cache drops the directory: the next lookup builds it again', async () => {
  const { calls, source } = sources(events)
  const cache = createEventNameDirectoryCache(60_000)
  await cache.read(0, source)
  cache.clear()
  expect(cache.stats().size).toBe(0)
  await cache.read(1, source)
  expect(calls.all).toBe(2)
})

test('A name holding several words of the typed prefix is suggested once, in its place', async () => {
  const list = [...events, event({ id: 8, name: 'Museum of Music', bookmarks: 40, startMs: 1.5 })]
  expect(await ids('mu', { list })).toEqual([3, 8, 2, 1])
})
