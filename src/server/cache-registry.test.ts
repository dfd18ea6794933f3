import { expect, test } from 'vitest'
import { createCacheRegistry } from './cache-registry'
import { invalidateTicketAvailability } from '@/core/shared/invalidate-ticket-availability'


test('Every cache handed to use cases is listed once in the registry, with its key, freshness, size bound and owner', () => {
  const registry = createCacheRegistry()
  const listed = registry.entries.map((entry) => entry.name)
  expect(new Set(listed).size).toBe(listed.length)
  expect(listed.sort()).toEqual(Object.keys(registry.caches).sort())
  for (const entry of registry.entries) {
    expect(entry.key && entry.freshness && entry.sizeBound && entry.owner).toBeTruthy()
    expect(entry.control).toBe(registry.caches[entry.name as keyof typeof registry.caches])
  }
})

test('An event change drops search matches, autocomplete and home feeds, but not what depends only on text or places', async () => {
  const { caches, invalidateLocally } = createCacheRegistry()
  await caches.searchPageIds.get('q', 0, () => Promise.resolve([1]))
  caches.homeFeeds.set('ny', Promise.resolve({} as never), 0)
  caches.autocompleteAnswers.set('jazz', Promise.resolve({ query: [], event: [] }), 0)
  caches.searchableTexts.set('jazz', Promise.resolve(true), 0)
  caches.conciergeHomes.set('ny', { kind: 'online' }, 0)
  invalidateLocally({ kind: 'event', ids: [7] })
  expect(caches.searchPageIds.has('q', 1)).toBe(false)
  expect(caches.homeFeeds.get('ny', 1)).toBeUndefined()
  expect(caches.autocompleteAnswers.get('jazz', 1)).toBeUndefined()
  expect(caches.searchableTexts.get('jazz', 1)).toBeDefined()
  expect(caches.conciergeHomes.get('ny', 1)).toBeDefined()
})

test('An organizer renamed drops the organizer names autocomplete suggests anywhere; an event change keeps them', () => {
  const { caches, invalidateLocally } = createCacheRegistry()
  caches.organizerNameMatches.set('jaz', Promise.resolve([{ term: 'Jazz Club', count: 3 }]), 0)
  invalidateLocally({ kind: 'event', ids: [7] })
  expect(caches.organizerNameMatches.get('jaz', 1)).toBeDefined()
  invalidateLocally({ kind: 'organizer', ids: [3] })
  expect(caches.organizerNameMatches.get('jaz', 1)).toBeUndefined()
})

test('Dropping all empties every cache, even those no write concerns', async () => {
  const registry = createCacheRegistry()
  const { caches, invalidateLocally } = registry
  await caches.searchAggregates.get('q', 0, () => Promise.resolve({} as never))
  caches.searchableTexts.set('jazz', Promise.resolve(true), 0)
  caches.blurPlaceholders.set('img', Promise.resolve(null), 0)
  invalidateLocally({ kind: 'all' })
  expect(registry.stats().every((row) => row.size === 0)).toBe(true)
})

test('Each cache counts its hits and misses', async () => {
  const registry = createCacheRegistry()
  const { searchPageIds, trendingSearches } = registry.caches
  await searchPageIds.get('a', 0, () => Promise.resolve([1]))
  await searchPageIds.get('a', 1, () => Promise.resolve([2]))
  await searchPageIds.get('a', 2, () => Promise.resolve([3]))
  expect(trendingSearches.get('x', 0)).toBeUndefined()
  const stats = Object.fromEntries(registry.stats().map(({ name, ...row }) => [name, row]))
  expect(stats.searchPageIds).toEqual({ hits: 2, misses: 1, size: 1 })
  expect(stats.trendingSearches).toEqual({ hits: 0, misses: 1, size: 0 })
})

test('A reload that was running when its entry was dropped does not bring the old value back', async () => {
  const { caches, invalidateLocally } = createCacheRegistry()
  await caches.searchRankedIds.get('q', 0, () => Promise.resolve([1]))
  let finish: (ids: number[]) => void = () => undefined
  // Past its minute: the stale value answers and a reload starts; then a write drops the entry.
  await caches.searchRankedIds.get('q', 61_000, () => new Promise((resolve) => (finish = resolve)))
  invalidateLocally({ kind: 'event', ids: [1] })
  finish([1])
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(await caches.searchRankedIds.get('q', 62_000, () => Promise.resolve([2]))).toEqual([2])
})

test('Ticketing drops the home feeds and autocomplete answers that show availability, and keeps the search matches', async () => {
  const { caches, invalidateLocally } = createCacheRegistry()
  caches.homeFeeds.set('ny', Promise.resolve({} as never), 0)
  await caches.searchPageIds.get('q', 0, () => Promise.resolve([1]))
  const heard: unknown[] = []
  await invalidateTicketAvailability({ invalidateCaches: async (change) => (heard.push(change), invalidateLocally(change)) }, [4, 5])
  expect(heard).toEqual([{ kind: 'ticket-class', eventIds: [4, 5] }])
  expect(caches.homeFeeds.get('ny', 1)).toBeUndefined()
  expect(caches.searchPageIds.has('q', 1)).toBe(true)
})
