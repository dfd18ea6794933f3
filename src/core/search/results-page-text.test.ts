import { expect, test } from 'vitest'
import { computeResultsDescription, computeResultsHeading, computeResultsTitle } from './results-page-text'
import type { ResultsQuery } from './results-url'

const nyc = { kind: 'place', name: 'New York, NY' } as const
const place: ResultsQuery['location'] = { kind: 'place', slug: 'ny--new-york' }

test('The heading names the price, category, format, date and place', () => {
  expect(computeResultsHeading({ location: place }, nyc)).toBe('Events in New York, NY')
  expect(computeResultsHeading({ location: place, price: 'free', categorySlug: 'music', formatSlug: 'festivals', dateKeyword: 'this_weekend' }, nyc)).toBe(
    'Free Music festivals this weekend in New York, NY',
  )
})

test('Online searches, texts, subcategories, tags and picked dates read naturally', () => {
  expect(computeResultsHeading({ location: { kind: 'online' }, text: 'jazz brunch' }, { kind: 'online' })).toBe('Online jazz brunch events')
  expect(computeResultsHeading({ location: place, categorySlug: 'music', subcategoryIds: [3027], tags: ['date-night'] }, nyc)).toBe(
    'Jazz events for date night in New York, NY',
  )
  expect(computeResultsHeading({ location: place, startDate: '2026-12-01', endDate: '2026-12-03' }, nyc)).toBe(
    'Events from Dec 1 to Dec 3, 2026 in New York, NY',
  )
  expect(computeResultsHeading({ location: { kind: 'bbox', bbox: { swLng: 0, swLat: 0, neLng: 1, neLat: 1 } } }, { kind: 'area' })).toBe(
    'Events in this area',
  )
})

test('Titles number later pages and descriptions count the events', () => {
  expect(computeResultsTitle({ location: place, page: 3 }, nyc)).toBe('Events in New York, NY, page 3')
  expect(computeResultsDescription({ location: place }, nyc, 1234)).toBe(
    'Events in New York, NY: 1,234 upcoming events. Browse by date, price, category and format, and get tickets on Tessera.',
  )
  expect(computeResultsDescription({ location: place }, nyc, 0)).toContain('No upcoming events yet')
})

test('Picked dates are written in words, the year once when both days share it', () => {
  const jazz = { location: place, text: 'jazz' }
  expect(computeResultsHeading({ ...jazz, startDate: '2026-12-01', endDate: '2026-12-31' }, nyc)).toBe(
    'Jazz events from Dec 1 to Dec 31, 2026 in New York, NY',
  )
  expect(computeResultsHeading({ ...jazz, startDate: '2026-12-28', endDate: '2027-01-03' }, nyc)).toBe(
    'Jazz events from Dec 28, 2026 to Jan 3, 2027 in New York, NY',
  )
  expect(computeResultsHeading({ ...jazz, startDate: '2026-12-05', endDate: '2026-12-05' }, nyc)).toBe(
    'Jazz events on Dec 5, 2026 in New York, NY',
  )
})

test('Text that names its own noun gets no "events" after it, and tags read as words', () => {
  expect(computeResultsHeading({ location: place, text: 'concerts', dateKeyword: 'next_month' }, nyc)).toBe('Concerts next month in New York, NY')
  expect(computeResultsHeading({ location: place, text: 'jazz' }, nyc)).toBe('Jazz events in New York, NY')
  expect(computeResultsHeading({ location: place, text: 'jazz bus' }, nyc)).toBe('Jazz bus events in New York, NY')
  expect(computeResultsHeading({ location: place, tags: ['nightlife'] }, nyc)).toBe('Nightlife events in New York, NY')
  expect(computeResultsHeading({ location: place, categorySlug: 'music', tags: ['kid-friendly', 'great-for-groups'] }, nyc)).toBe(
    'Kid-friendly Music events for groups in New York, NY',
  )
})
