import type { SearchEventsInput } from '@/core/search/search-events'

/** An event search in New York with no filters, relevance order, 20 a page: tests override what they vary. */
export function buildSearchInput(overrides: Partial<SearchEventsInput> = {}): SearchEventsInput {
  return {
    text: undefined,
    location: { kind: 'place', placeId: '5128581' },
    categoryIds: [],
    subcategoryIds: [],
    formatIds: [],
    dates: undefined,
    price: undefined,
    tags: [],
    page: 1,
    pageSize: 20,
    sort: 'relevance',
    viewerUserId: null,
    origin: 'http://tessera.test',
    ...overrides,
  }
}
