import fc from 'fast-check'
import { expect, test } from 'vitest'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { DATE_FILTERS } from '@/core/taxonomy/date-filters'
import { FORMATS } from '@/core/taxonomy/formats'
import { POPULAR_TAGS } from '@/core/taxonomy/popular-tags'
import { PRICE_FILTERS } from '@/core/taxonomy/price-filters'
import { SUBCATEGORIES } from '@/core/taxonomy/subcategories'
import type { PresetDateKeyword } from '@/core/taxonomy/date-filters'
import {
  type ResultsQuery,
  type ResultsSearchParams,
  type ResultsUrlError,
  bboxAround,
  buildResultsPath,
  canonicalResultsPath,
  isResultsUrlError,
  normalizeQueryText,
  normalizeResultsQuery,
  parseResultsPath,
} from './results-url'

const NEW_YORK: ResultsQuery['location'] = { kind: 'place', slug: 'ny--new-york' }

// Splits a built URL the way a request arrives: a path and its query string.
function parseUrl(url: string): ResultsQuery | ResultsUrlError {
  const [pathname = '', search = ''] = url.split('?')
  return parseResultsPath(pathname, search)
}

const SPEC_SHAPES: [string, ResultsQuery][] = [
  [
    '/d/ny--new-york/free--music--events--this-weekend/',
    { location: NEW_YORK, price: 'free', categorySlug: 'music', dateKeyword: 'this_weekend' },
  ],
  [
    '/d/ny--new-york/music--performances/',
    { location: NEW_YORK, categorySlug: 'music', formatSlug: 'performances' },
  ],
  [
    '/d/united-kingdom--london/business--events/',
    { location: { kind: 'place', slug: 'united-kingdom--london' }, categorySlug: 'business' },
  ],
  ['/d/online/free--events/', { location: { kind: 'online' }, price: 'free' }],
  ['/d/ny--new-york/events--today/', { location: NEW_YORK, dateKeyword: 'today' }],
  ['/d/ny--new-york/events/jazz-brunch/', { location: NEW_YORK, text: 'jazz brunch' }],
  [
    '/d/ny--new-york/free--music--events/jazz/',
    { location: NEW_YORK, price: 'free', categorySlug: 'music', text: 'jazz' },
  ],
  ['/d/ny--new-york/all-events/', { location: NEW_YORK }],
  ['/d/local/all-events/', { location: { kind: 'local' } }],
  [
    '/d/online/paid--festivals--next-month/',
    { location: { kind: 'online' }, price: 'paid', formatSlug: 'festivals', dateKeyword: 'next_month' },
  ],
  [
    '/en-gb/d/united-kingdom--london/all-events/',
    { locale: 'en-gb', location: { kind: 'place', slug: 'united-kingdom--london' } },
  ],
  [
    '/fr-fr/d/france--paris/food-and-drink--events/',
    { locale: 'fr-fr', location: { kind: 'place', slug: 'france--paris' }, categorySlug: 'food-and-drink' },
  ],
  ['/es/d/online/events/salsa/', { locale: 'es', location: { kind: 'online' }, text: 'salsa' }],
  [
    '/d/united-states/all-events/?bbox=-74.3,40.4,-73.5,41',
    { location: { kind: 'bbox', bbox: { swLng: -74.3, swLat: 40.4, neLng: -73.5, neLat: 41 } } },
  ],
  ['/d/united-states/all-events/', { location: { kind: 'place', slug: 'united-states' } }],
  [
    '/d/united-states/free--events/?bbox=-0.51,51.28,0.334,51.686',
    {
      location: { kind: 'bbox', bbox: { swLng: -0.51, swLat: 51.28, neLng: 0.334, neLat: 51.686 } },
      price: 'free',
    },
  ],
  [
    '/d/ny--new-york/music--events/?subcategories=3006,13004',
    { location: NEW_YORK, categorySlug: 'music', subcategoryIds: [3006, 13004] },
  ],
  [
    '/d/ny--new-york/all-events/?tags=date-night,kid-friendly',
    { location: NEW_YORK, tags: ['date-night', 'kid-friendly'] },
  ],
  [
    '/d/ny--new-york/all-events/?start_date=2026-07-03&end_date=2026-07-05',
    { location: NEW_YORK, startDate: '2026-07-03', endDate: '2026-07-05' },
  ],
  ['/d/ny--new-york/all-events/?page=3', { location: NEW_YORK, page: 3 }],
  ['/d/ny--new-york/events/jazz/?sort=date', { location: NEW_YORK, text: 'jazz', sort: 'date' }],
  [
    '/pt-br/d/united-states/free--music--classes/salsa-lessons/?bbox=-43.8,-23.1,-43.1,-22.7&subcategories=3017&tags=nightlife&start_date=2026-02-28&end_date=2026-03-02&page=2&sort=date',
    {
      locale: 'pt-br',
      location: { kind: 'bbox', bbox: { swLng: -43.8, swLat: -23.1, neLng: -43.1, neLat: -22.7 } },
      price: 'free',
      categorySlug: 'music',
      formatSlug: 'classes',
      startDate: '2026-02-28',
      endDate: '2026-03-02',
      subcategoryIds: [3017],
      tags: ['nightlife'],
      text: 'salsa lessons',
      page: 2,
      sort: 'date',
    },
  ],
]

test('The spec URL shapes are what their queries build', () => {
  for (const [url, query] of SPEC_SHAPES) expect(buildResultsPath(query), url).toBe(url)
})

test('The spec URL shapes parse back to their queries', () => {
  for (const [url, query] of SPEC_SHAPES) expect(parseUrl(url), url).toEqual(normalizeResultsQuery(query))
})

test('Refinement words are recognised in any order and rebuilt in the spec order', () => {
  const expected = { location: NEW_YORK, price: 'free', categorySlug: 'music', dateKeyword: 'this_weekend' }
  for (const path of [
    '/d/ny--new-york/this-weekend--events--music--free/',
    '/d/ny--new-york/music--free--this-weekend/',
    '/d/ny--new-york/events--this-weekend--free--music',
  ]) {
    expect(parseResultsPath(path), path).toEqual(expected)
    expect(canonicalResultsPath(path)).toBe('/d/ny--new-york/free--music--events--this-weekend/')
  }
})

test('Non-canonical spellings of a search lead to its one canonical URL', () => {
  const cases: [string, string, string][] = [
    ['/d/ny--new-york/music--events', '', '/d/ny--new-york/music--events/'],
    ['/d/ny--new-york/', '', '/d/ny--new-york/all-events/'],
    ['/d/ny--new-york', '', '/d/ny--new-york/all-events/'],
    ['/d/local/events/', '', '/d/local/all-events/'],
    ['/d/ny--new-york/free--festivals/', '', '/d/ny--new-york/free--festivals/'],
    ['/d/ny--new-york/free--music/', '', '/d/ny--new-york/free--music--events/'],
    ['/d/ny--new-york/all-events/', 'page=1&sort=relevance', '/d/ny--new-york/all-events/'],
    ['/d/ny--new-york/all-events/', 'page=007', '/d/ny--new-york/all-events/?page=7'],
    ['/d/ny--new-york/all-events/', 'sort=date&page=2', '/d/ny--new-york/all-events/?page=2&sort=date'],
    [
      '/d/ny--new-york/all-events/',
      'subcategories=13004%2C3006,3006',
      '/d/ny--new-york/all-events/?subcategories=3006,13004',
    ],
    [
      '/d/ny--new-york/all-events/',
      'tags=nightlife,date-night,nightlife',
      '/d/ny--new-york/all-events/?tags=date-night,nightlife',
    ],
    ['/d/ny--new-york/all-events/', 'page=&sort=&tags=', '/d/ny--new-york/all-events/'],
    ['/d/ny--new-york/all-events/', 'utm_source=mail&aff=abc', '/d/ny--new-york/all-events/'],
    ['/d/ny--new-york/events/Jazz%20%20Brunch/', '', '/d/ny--new-york/events/jazz-brunch/'],
    ['/d/ny--new-york/events/jazz--brunch-/', '', '/d/ny--new-york/events/jazz-brunch/'],
    ['/d/ny--new-york/events/---/', '', '/d/ny--new-york/all-events/'],
    ['/d/ny--new-york/events/.../', '', '/d/ny--new-york/all-events/'],
    [
      '/d/united-states/all-events/',
      'bbox=-74.30000000001,40.40,-73.5,41.000',
      '/d/united-states/all-events/?bbox=-74.3,40.4,-73.5,41',
    ],
    ['/d/united-states/all-events/', 'bbox=-0.0000001,0,1,1', '/d/united-states/all-events/?bbox=0,0,1,1'],
  ]
  for (const [pathname, search, canonical] of cases) {
    expect(canonicalResultsPath(pathname, search), `${pathname}?${search}`).toBe(canonical)
  }
})

test('Query text is slugified into the path and read back as words', () => {
  expect(buildResultsPath({ location: NEW_YORK, text: '  Jazz   Brunch ' })).toBe(
    '/d/ny--new-york/events/jazz-brunch/',
  )
  expect(buildResultsPath({ location: NEW_YORK, text: 'Rock-n-Roll' })).toBe(
    '/d/ny--new-york/events/rock-n-roll/',
  )
  expect(parseResultsPath('/d/ny--new-york/events/rock-n-roll/')).toMatchObject({ text: 'rock n roll' })
  expect(buildResultsPath({ location: NEW_YORK, text: 'Café Müller' })).toBe(
    '/d/ny--new-york/events/caf%C3%A9-m%C3%BCller/',
  )
  expect(parseResultsPath('/d/ny--new-york/events/caf%C3%A9-m%C3%BCller/')).toMatchObject({
    text: 'café müller',
  })
  expect(buildResultsPath({ location: NEW_YORK, text: 'AC/DC 100% #1?' })).toBe(
    '/d/ny--new-york/events/ac-dc-100%25-%231%3F/',
  )
  expect(parseResultsPath('/d/ny--new-york/events/ac-dc-100%25-%231%3F/')).toMatchObject({
    text: 'ac dc 100% #1?',
  })
  expect(buildResultsPath({ location: NEW_YORK, text: 'C++' })).toBe('/d/ny--new-york/events/c%2B%2B/')
  expect(buildResultsPath({ location: NEW_YORK, text: '🎷' })).toBe('/d/ny--new-york/events/%F0%9F%8E%B7/')
})

test('Text that is only punctuation or space is no text at all', () => {
  for (const text of ['', '   ', '-', '.', '..', '!?', '\u0000']) {
    expect(normalizeQueryText(text), JSON.stringify(text)).toBeUndefined()
    expect(buildResultsPath({ location: NEW_YORK, text })).toBe('/d/ny--new-york/all-events/')
  }
  expect(normalizeQueryText('a\tb\nc\u0007d\u00a0e')).toBe('a b c d e')
})

test('Query text is cut at 200 characters, never in the middle of a character or before a space', () => {
  expect(parseResultsPath(`/d/ny--new-york/events/${'a'.repeat(250)}/`)).toMatchObject({
    text: 'a'.repeat(200),
  })
  expect(normalizeQueryText(`${'a'.repeat(199)}🎷`)).toBe(`${'a'.repeat(199)}\uFFFD`)
  expect(normalizeQueryText(`${'a'.repeat(199)} b`)).toBe('a'.repeat(199))
  expect(buildResultsPath({ location: NEW_YORK, text: 'x'.repeat(300) })).toBe(
    `/d/ny--new-york/events/${'x'.repeat(200)}/`,
  )
})

test('Search params are read alike from URLSearchParams, a string and a Next.js record', () => {
  const expected = { location: NEW_YORK, subcategoryIds: [3006], page: 2 }
  const forms: ResultsSearchParams[] = [
    new URLSearchParams('subcategories=3006&page=2'),
    '?subcategories=3006&page=2',
    'subcategories=3006&page=2',
    { subcategories: '3006', page: ['2'], other: undefined },
  ]
  for (const params of forms)
    expect(parseResultsPath('/d/ny--new-york/all-events/', params)).toEqual(expected)
})

test('united-states with a bbox is the box, without one it is the country, and a bad bbox is no fallback', () => {
  expect(parseResultsPath('/d/united-states/all-events/', 'bbox=-74.3,40.4,-73.5,41')).toMatchObject({
    location: { kind: 'bbox' },
  })
  expect(parseResultsPath('/d/united-states/all-events/')).toMatchObject({
    location: { kind: 'place', slug: 'united-states' },
  })
  expect(parseResultsPath('/d/united-states/all-events/', 'bbox=-74.3,40.4')).toMatchObject({
    error: 'INVALID_ARGUMENT',
    param: 'bbox',
  })
})

type BadCase = [pathname: string, search: string, error: ResultsUrlError['error'], param: string]

const BAD_URLS: BadCase[] = [
  // Not results URLs at all.
  ['', '', 'NOT_FOUND', 'path'],
  ['d/ny--new-york/all-events/', '', 'NOT_FOUND', 'path'],
  ['/', '', 'NOT_FOUND', 'path'],
  ['/d/', '', 'NOT_FOUND', 'path'],
  ['/d', '', 'NOT_FOUND', 'path'],
  ['/e/some-event-tickets-123/', '', 'NOT_FOUND', 'path'],
  ['/d//all-events/', '', 'NOT_FOUND', 'path'],
  ['/d/ny--new-york//', '', 'NOT_FOUND', 'path'],
  ['/d/ny--new-york/events/jazz/extra/', '', 'NOT_FOUND', 'path'],
  ['/EN-GB/d/ny--new-york/all-events/', '', 'NOT_FOUND', 'path'],
  ['/english/d/ny--new-york/all-events/', '', 'NOT_FOUND', 'path'],
  ['/en-gb/x/d/ny--new-york/', '', 'NOT_FOUND', 'path'],
  ['/en-gb/', '', 'NOT_FOUND', 'path'],
  // Location slugs.
  ['/d/NY--new-york/all-events/', '', 'INVALID_ARGUMENT', 'location'],
  ['/d/ny---new-york/all-events/', '', 'INVALID_ARGUMENT', 'location'],
  ['/d/-ny/all-events/', '', 'INVALID_ARGUMENT', 'location'],
  ['/d/ny--/all-events/', '', 'INVALID_ARGUMENT', 'location'],
  ['/d/a--b--c--d/all-events/', '', 'INVALID_ARGUMENT', 'location'],
  ['/d/new%20york/all-events/', '', 'INVALID_ARGUMENT', 'location'],
  ['/d/s%C3%A3o-paulo/all-events/', '', 'INVALID_ARGUMENT', 'location'],
  [`/d/${'a'.repeat(201)}/all-events/`, '', 'INVALID_ARGUMENT', 'location'],
  // Refinements: unknown words and two of a kind.
  ['/d/ny--new-york/concerts/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/Music--events/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/free----music/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/free---music/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/--free/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/free--all-events/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/this_weekend/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/custom-date/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/nightlife/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/free--paid--events/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/music--business--events/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/festivals--parties/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/festivals--events/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/events--events/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/events--today--tomorrow/', '', 'INVALID_ARGUMENT', 'refinements'],
  ['/d/ny--new-york/all-events/jazz/', '', 'INVALID_ARGUMENT', 'refinements'],
  // Query text.
  ['/d/ny--new-york/events/%E0%A4%A/', '', 'INVALID_ARGUMENT', 'query'],
  ['/d/ny--new-york/events/100%/', '', 'INVALID_ARGUMENT', 'query'],
  ['/d/ny--new-york/events/%D8%00/', '', 'INVALID_ARGUMENT', 'query'],
  // bbox.
  ['/d/united-states/all-events/', 'bbox=1,2,3', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=1,2,3,4,5', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=a,b,c,d', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=1e1,0,20,1', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=Infinity,0,1,1', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=0x10,0,20,1', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=,0,1,1', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox= 1,0,2,1', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=0,-90.5,1,1', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=0,0,1,91', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=-181,0,1,1', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=0,0,180.01,1', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=0,2,1,1', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=179,0,-179,1', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/ny--new-york/all-events/', 'bbox=-74.3,40.4,-73.5,41', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/online/all-events/', 'bbox=-74.3,40.4,-73.5,41', 'INVALID_ARGUMENT', 'bbox'],
  ['/d/united-states/all-events/', 'bbox=0,0,1,1&bbox=0,0,2,2', 'INVALID_ARGUMENT', 'bbox'],
  // Pages and sorting.
  ['/d/ny--new-york/all-events/', 'page=0', 'INVALID_ARGUMENT', 'page'],
  ['/d/ny--new-york/all-events/', 'page=-1', 'INVALID_ARGUMENT', 'page'],
  ['/d/ny--new-york/all-events/', 'page=1.5', 'INVALID_ARGUMENT', 'page'],
  ['/d/ny--new-york/all-events/', 'page=1e3', 'INVALID_ARGUMENT', 'page'],
  ['/d/ny--new-york/all-events/', 'page=1001', 'INVALID_ARGUMENT', 'page'],
  ['/d/ny--new-york/all-events/', 'page=99999999999', 'INVALID_ARGUMENT', 'page'],
  ['/d/ny--new-york/all-events/', 'page=two', 'INVALID_ARGUMENT', 'page'],
  ['/d/ny--new-york/all-events/', 'page=2&page=3', 'INVALID_ARGUMENT', 'page'],
  ['/d/ny--new-york/all-events/', 'sort=popular', 'INVALID_ARGUMENT', 'sort'],
  ['/d/ny--new-york/all-events/', 'sort=Date', 'INVALID_ARGUMENT', 'sort'],
  // Custom dates.
  [
    '/d/ny--new-york/all-events/',
    'start_date=2026-02-30&end_date=2026-03-01',
    'INVALID_ARGUMENT',
    'start_date',
  ],
  [
    '/d/ny--new-york/all-events/',
    'start_date=2027-02-29&end_date=2027-03-01',
    'INVALID_ARGUMENT',
    'start_date',
  ],
  [
    '/d/ny--new-york/all-events/',
    'start_date=2026-07-01&end_date=2026-13-01',
    'INVALID_ARGUMENT',
    'end_date',
  ],
  [
    '/d/ny--new-york/all-events/',
    'start_date=2026-7-1&end_date=2026-07-02',
    'INVALID_ARGUMENT',
    'start_date',
  ],
  ['/d/ny--new-york/all-events/', 'start_date=today&end_date=2026-07-02', 'INVALID_ARGUMENT', 'start_date'],
  [
    '/d/ny--new-york/all-events/',
    'start_date=2026-07-02&end_date=2026-07-01',
    'INVALID_ARGUMENT',
    'end_date',
  ],
  [
    '/d/ny--new-york/all-events/',
    'start_date=2026-01-01&end_date=2027-01-02',
    'INVALID_ARGUMENT',
    'end_date',
  ],
  ['/d/ny--new-york/all-events/', 'start_date=2026-07-01', 'INVALID_ARGUMENT', 'end_date'],
  ['/d/ny--new-york/all-events/', 'end_date=2026-07-01', 'INVALID_ARGUMENT', 'start_date'],
  [
    '/d/ny--new-york/events--today/',
    'start_date=2026-07-01&end_date=2026-07-01',
    'INVALID_ARGUMENT',
    'start_date',
  ],
  // Subcategories and tags.
  ['/d/ny--new-york/all-events/', 'subcategories=42', 'INVALID_ARGUMENT', 'subcategories'],
  ['/d/ny--new-york/all-events/', 'subcategories=3032', 'INVALID_ARGUMENT', 'subcategories'],
  ['/d/ny--new-york/all-events/', 'subcategories=3006,', 'INVALID_ARGUMENT', 'subcategories'],
  ['/d/ny--new-york/all-events/', 'subcategories=3006,,13004', 'INVALID_ARGUMENT', 'subcategories'],
  ['/d/ny--new-york/all-events/', 'subcategories=music', 'INVALID_ARGUMENT', 'subcategories'],
  ['/d/ny--new-york/all-events/', 'subcategories=-3006', 'INVALID_ARGUMENT', 'subcategories'],
  ['/d/ny--new-york/all-events/', 'subcategories=3006.0', 'INVALID_ARGUMENT', 'subcategories'],
  ['/d/ny--new-york/all-events/', 'tags=Nightlife', 'INVALID_ARGUMENT', 'tags'],
  ['/d/ny--new-york/all-events/', 'tags=date_night', 'INVALID_ARGUMENT', 'tags'],
  ['/d/ny--new-york/all-events/', 'tags=date--night', 'INVALID_ARGUMENT', 'tags'],
  ['/d/ny--new-york/all-events/', 'tags=-night', 'INVALID_ARGUMENT', 'tags'],
  ['/d/ny--new-york/all-events/', 'tags=nightlife,', 'INVALID_ARGUMENT', 'tags'],
  ['/d/ny--new-york/all-events/', 'tags=caf%C3%A9', 'INVALID_ARGUMENT', 'tags'],
  ['/d/ny--new-york/all-events/', `tags=${'a'.repeat(51)}`, 'INVALID_ARGUMENT', 'tags'],
  ['/d/ny--new-york/all-events/', 'tags=a,b,c,d,e,f,g,h,i,j,k', 'INVALID_ARGUMENT', 'tags'],
]

test('Every kind of bad URL is an error naming the bad part, never a throw', () => {
  for (const [pathname, search, error, param] of BAD_URLS) {
    const result = parseResultsPath(pathname, search)
    expect(result, `${pathname}?${search}`).toEqual({ error, param, message: expect.any(String) as unknown })
    expect(canonicalResultsPath(pathname, search)).toEqual(result)
  }
})

test('The edges of what is allowed are allowed', () => {
  const good: [string, string][] = [
    ['/d/united-states/all-events/', 'bbox=-180,-90,180,90'],
    ['/d/united-states/all-events/', 'bbox=10,20,10,20'],
    ['/d/ny--new-york/all-events/', 'page=1000'],
    ['/d/ny--new-york/all-events/', 'start_date=2028-02-29&end_date=2028-02-29'],
    ['/d/ny--new-york/all-events/', 'start_date=2026-01-01&end_date=2027-01-01'],
    ['/d/ny--new-york/all-events/', `tags=${'a'.repeat(50)}`],
    ['/d/ny--new-york/all-events/', 'tags=a,b,c,d,e,f,g,h,i,j'],
    ['/d/ny--new-york/all-events/', 'subcategories=14099,1999'],
    ['/d/united-states--new-york--region/all-events/', ''],
    ['/d/gb--saint-helier-3042287/all-events/', ''],
    ['/d/dc--washington/all-events/', ''],
  ]
  for (const [pathname, search] of good) {
    const result = parseResultsPath(pathname, search)
    expect(isResultsUrlError(result), `${pathname}?${search}`).toBe(false)
  }
})

test('Building from an impossible query is a programming error and throws a RangeError', () => {
  const bad: ResultsQuery[] = [
    { location: NEW_YORK, categorySlug: 'concerts' },
    { location: NEW_YORK, formatSlug: 'concert' },
    { location: NEW_YORK, dateKeyword: 'custom_date' as PresetDateKeyword },
    { location: { kind: 'place', slug: 'online' } },
    { location: { kind: 'place', slug: 'New York' } },
    { location: { kind: 'bbox', bbox: { swLng: Number.NaN, swLat: 0, neLng: 1, neLat: 1 } } },
    { locale: 'en-GB', location: NEW_YORK },
    { location: NEW_YORK, page: 0 },
    { location: NEW_YORK, page: 2.5 },
    { location: NEW_YORK, sort: 'newest' as 'date' },
    { location: NEW_YORK, subcategoryIds: [3006.5] },
    { location: NEW_YORK, tags: ['Date Night'] },
    { location: NEW_YORK, dateKeyword: 'today', startDate: '2026-07-01', endDate: '2026-07-02' },
  ]
  for (const query of bad) expect(() => buildResultsPath(query), JSON.stringify(query)).toThrow(RangeError)
})

test('The refinement vocabularies never share a word, so every token has one meaning', () => {
  const words = [
    ...PRICE_FILTERS.map((price) => price.slug),
    ...CATEGORIES.map((category) => category.slug),
    ...FORMATS.map((format) => format.slug),
    ...DATE_FILTERS.flatMap((filter) => (filter.urlWord === null ? [] : [filter.urlWord])),
    'events',
    'all-events',
  ]
  expect(new Set(words).size).toBe(words.length)
  for (const word of words) expect(word, word).not.toContain('--')
})

test('A derived bounding box is ±0.4 longitude and ±0.3 latitude, clamped to the globe', () => {
  expect(bboxAround(40.7128, -74.006)).toEqual({
    swLng: -74.406,
    swLat: 40.4128,
    neLng: -73.606,
    neLat: 41.0128,
  })
  expect(bboxAround(89.9, 179.8)).toEqual({ swLng: 179.4, swLat: 89.6, neLng: 180, neLat: 90 })
  expect(bboxAround(-89.9, -179.8)).toEqual({ swLng: -180, swLat: -90, neLng: -179.4, neLat: -89.6 })
  expect(buildResultsPath({ location: { kind: 'bbox', bbox: bboxAround(0, 0) } })).toBe(
    '/d/united-states/all-events/?bbox=-0.4,-0.3,0.4,0.3',
  )
})

// Arbitraries drawn from the taxonomy, so a new category or format is covered without touching this file.
const slugWord = fc.stringMatching(/^[a-z0-9]{1,8}$/)
const slugWords = fc.array(slugWord, { minLength: 1, maxLength: 3 }).map((words) => words.join('-'))
const placeSlug = fc
  .oneof(
    fc.constantFrom('ny--new-york', 'united-kingdom--london', 'united-states', 'france--paris'),
    fc.array(slugWords, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('--')),
  )
  .filter((slug) => slug !== 'online' && slug !== 'local')
const latitude = fc.double({ min: -90, max: 90, noNaN: true })
const longitude = fc.double({ min: -180, max: 180, noNaN: true })
const bbox = fc.tuple(longitude, latitude, longitude, latitude).map(([lng1, lat1, lng2, lat2]) => ({
  swLng: Math.min(lng1, lng2),
  swLat: Math.min(lat1, lat2),
  neLng: Math.max(lng1, lng2),
  neLat: Math.max(lat1, lat2),
}))
const location: fc.Arbitrary<ResultsQuery['location']> = fc.oneof(
  placeSlug.map((slug) => ({ kind: 'place' as const, slug })),
  fc.constant({ kind: 'online' as const }),
  fc.constant({ kind: 'local' as const }),
  bbox.map((box) => ({ kind: 'bbox' as const, bbox: box })),
)
const presetKeywords = DATE_FILTERS.flatMap((filter) =>
  filter.keyword === 'custom_date' ? [] : [filter.keyword],
)
const day = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
})
const dates = fc.oneof(
  fc.constant({}),
  fc.constantFrom(...presetKeywords).map((dateKeyword) => ({ dateKeyword })),
  fc.tuple(day, fc.integer({ min: 0, max: 365 })).map(([first, extra]) => ({
    startDate: first.toISOString().slice(0, 10),
    endDate: new Date(first.getTime() + extra * 86_400_000).toISOString().slice(0, 10),
  })),
)
// Around the 200-character cap, where cutting may split a pair, strand a space or shift with lower-casing.
const longText = fc
  .array(fc.constantFrom('a', 'B', ' ', '-', '/', '🎷', 'İ', '\u0301', '.'), {
    minLength: 190,
    maxLength: 230,
  })
  .map((chars) => chars.join(''))
const text = fc.oneof(
  fc
    .array(
      fc.constantFrom(
        'jazz',
        'Brunch',
        'rock-n-roll',
        'AC/DC',
        'café',
        '100%',
        '#1',
        'C++',
        '  ',
        '🎷',
        'İstanbul',
      ),
      {
        maxLength: 5,
      },
    )
    .map((words) => words.join(' ')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  longText,
)
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined })

const resultsQuery: fc.Arbitrary<ResultsQuery> = fc
  .record({
    locale: optional(fc.constantFrom('en-gb', 'fr-fr', 'es', 'pt-br', 'de')),
    location,
    price: optional(fc.constantFrom(...PRICE_FILTERS.map((price) => price.slug))),
    categorySlug: optional(fc.constantFrom(...CATEGORIES.map((category) => category.slug))),
    formatSlug: optional(fc.constantFrom(...FORMATS.map((format) => format.slug))),
    dates,
    subcategoryIds: optional(
      fc.array(fc.constantFrom(...SUBCATEGORIES.map((entry) => entry.id)), { maxLength: 5 }),
    ),
    tags: optional(
      fc.array(fc.oneof(fc.constantFrom(...POPULAR_TAGS.map((tag) => tag.slug)), slugWords), {
        maxLength: 10,
      }),
    ),
    text: optional(text),
    page: optional(fc.integer({ min: 1, max: 1000 })),
    sort: optional(fc.constantFrom('relevance' as const, 'date' as const)),
    exact: optional(fc.constant(true as const)),
  })
  .map(({ dates: chosen, ...rest }) => {
    // Drop unset keys so the generated object is exactly what a caller would write.
    const query = Object.fromEntries(
      Object.entries({ ...rest, ...chosen }).filter(([, v]) => v !== undefined),
    )
    return query as ResultsQuery
  })

test('Property: parsing a built URL gives back the normalized query', () => {
  fc.assert(
    fc.property(resultsQuery, (query) => {
      const normalized = normalizeResultsQuery(query)
      expect(isResultsUrlError(normalized)).toBe(false)
      expect(parseUrl(buildResultsPath(query))).toEqual(normalized)
    }),
    { numRuns: 1000 },
  )
})

test('Property: a built URL is canonical, so building what it parses to gives the same URL', () => {
  fc.assert(
    fc.property(resultsQuery, (query) => {
      const url = buildResultsPath(query)
      const parsed = parseUrl(url)
      if (isResultsUrlError(parsed)) throw new Error(`${url}: ${parsed.message}`)
      expect(buildResultsPath(parsed)).toBe(url)
      const [pathname = '', search = ''] = url.split('?')
      expect(canonicalResultsPath(pathname, search)).toBe(url)
    }),
    { numRuns: 1000 },
  )
})

test('Property: normalizing text twice changes nothing', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), longText), (raw) => {
      const once = normalizeQueryText(raw)
      expect(once === undefined ? undefined : normalizeQueryText(once)).toBe(once)
    }),
    { numRuns: 1000 },
  )
})

// Messy spellings of real searches: shuffled tokens, raw text, default params, missing slashes.
const messyUrl = fc
  .record({
    prefix: fc.constantFrom('/d/', '/en-gb/d/', '/es/d/'),
    slug: fc.constantFrom('ny--new-york', 'online', 'local', 'united-states'),
    tokens: fc.shuffledSubarray(['free', 'music', 'festivals', 'events', 'this-weekend', 'today', 'paid']),
    text: optional(fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent)),
    slash: fc.boolean(),
    params: fc.shuffledSubarray([
      'page=1',
      'page=04',
      'sort=relevance',
      'sort=date',
      'subcategories=3006,3002,3006',
      'tags=nightlife,date-night',
      'bbox=-74.30,40.4,-73.5,41',
      'start_date=2026-07-01&end_date=2026-07-04',
      'utm_source=x',
    ]),
  })
  .map(({ prefix, slug, tokens, text: segment, slash, params }) => {
    const refinements = tokens.length > 0 ? tokens.join('--') : 'events'
    const path = `${prefix}${slug}/${refinements}${segment ? `/${segment}` : ''}${slash ? '/' : ''}`
    return { path, search: params.join('&') }
  })

test('Property: the canonical URL of a messy but valid URL means the same search and is its own canonical URL', () => {
  fc.assert(
    fc.property(messyUrl, ({ path, search }) => {
      const parsed = parseResultsPath(path, search)
      const canonical = canonicalResultsPath(path, search)
      if (isResultsUrlError(parsed)) {
        expect(canonical).toEqual(parsed)
        return
      }
      if (typeof canonical !== 'string') throw new Error('a parsed URL has no canonical form')
      expect(parseUrl(canonical)).toEqual(parsed)
      const [canonicalPath = '', canonicalSearch = ''] = canonical.split('?')
      expect(canonicalResultsPath(canonicalPath, canonicalSearch)).toBe(canonical)
    }),
    { numRuns: 1000 },
  )
})

const pathish = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom('d', 'en-gb', 'events', 'all-events', 'free--music', '%', '%C3', '..', ''),
        fc.string(),
      ),
      {
        maxLength: 6,
      },
    )
    .map((segments) => `/${segments.join('/')}`),
)
const searchish = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.dictionary(
    fc.constantFrom('bbox', 'page', 'sort', 'tags', 'subcategories', 'start_date', 'end_date', 'x'),
    fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })),
  ),
)

test('Property: parsing never throws, whatever the path and parameters', () => {
  fc.assert(
    fc.property(pathish, searchish, (pathname, search) => {
      const parsed = parseResultsPath(pathname, search)
      if (isResultsUrlError(parsed)) {
        expect(['INVALID_ARGUMENT', 'NOT_FOUND']).toContain(parsed.error)
        expect(parsed.message).not.toBe('')
      } else {
        expect(typeof buildResultsPath(parsed)).toBe('string')
      }
      canonicalResultsPath(pathname, search)
    }),
    { numRuns: 2000 },
  )
})

test('"Search instead for" keeps exact=1 with its text, and drops it from a search without text', () => {
  const q = parseResultsPath('/d/ny--new-york/events/comdey/', 'exact=1')
  if (isResultsUrlError(q)) throw new Error(q.message)
  expect(q.exact).toBe(true)
  expect(buildResultsPath(q)).toBe('/d/ny--new-york/events/comdey/?exact=1')
  expect(buildResultsPath({ location: { kind: 'place', slug: 'ny--new-york' }, exact: true })).toBe('/d/ny--new-york/all-events/')
  const bad = parseResultsPath('/d/ny--new-york/events/comdey/', 'exact=yes')
  expect(isResultsUrlError(bad) && bad.param).toBe('exact')
})
