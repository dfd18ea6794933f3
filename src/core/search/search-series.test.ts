import { afterAll, beforeAll, expect, test } from 'vitest'
import { createNewYorkSearchDb, type NewYorkSearchDb } from '../../../tests/helpers/new-york-search-db'

// Issue 22: "Brooklyn Blues & Jazz Show · + 5 more" appeared six times on /d/ny--new-york/events/jazz/,
// and the count included all six. A series is one result, shown by its next date.
let ny: NewYorkSearchDb
const ids: Record<string, number> = {}

beforeAll(async () => {
  // Wednesday 18 November 2026, 10:00 in New York: "this week" ends on Sunday the 22nd.
  ny = await createNewYorkSearchDb(new Date('2026-11-18T15:00:00Z'))
  const parent = await ny.addEvent(1, { name: 'Brooklyn Blues & Jazz Show', isSeriesParent: true, categoryId: 103 })
  const dates = []
  for (const day of [1, 3, 5, 7, 9, 11]) {
    dates.push(await ny.addEvent(day, { name: 'Brooklyn Blues & Jazz Show', seriesParentId: parent.id, categoryId: 103 }))
  }
  ids.firstDate = dates[0]!.id
  ids.trio = (await ny.addEvent(2, { name: 'Late Night Jazz Trio', categoryId: 103 })).id
  ids.brunch = (await ny.addEvent(6, { name: 'Jazz Brunch in Harlem', categoryId: 110 })).id
  ids.pottery = (await ny.addEvent(2, { name: 'Pottery for Beginners', categoryId: 119 })).id
}, 60_000)

afterAll(async () => {
  await ny.handle.close()
})

test('A jazz search shows the repeating show once, by its next date, with its other dates as "+ 5 more"', async () => {
  const { events } = await ny.search({ text: 'jazz' })
  expect(events.results.map((e) => Number(e.id))).toEqual([ids.firstDate, ids.trio, ids.brunch])
  const show = events.results[0]!
  expect(show.series?.counts.current_future).toBe(6)
  expect(events.pagination.object_count).toBe(3)
})

test('Counts and facets count a series once', async () => {
  const { aggs } = (await ny.search({ text: 'jazz' })).events
  expect(aggs.categories).toEqual(
    expect.arrayContaining([expect.objectContaining({ key: '103', count: 2 }), expect.objectContaining({ key: '110', count: 1 })]),
  )
  // This week: the show (twice) and the trio; the brunch is next week.
  expect(aggs.dates.find((d) => d.key === 'this_week')?.count).toBe(2)
  expect(aggs.price.reduce((n, p) => n + p.count, 0)).toBe(3)
})

test('Date order, a place browse and a search without facets each show the series once', async () => {
  const byDate = await ny.search({ text: 'jazz', sort: 'date' })
  expect(byDate.events.results.map((e) => Number(e.id))).toEqual([ids.firstDate, ids.trio, ids.brunch])
  const browse = await ny.search({})
  expect(browse.events.results.map((e) => Number(e.id))).toEqual([ids.firstDate, ids.trio, ids.pottery, ids.brunch])
  expect(browse.events.pagination.object_count).toBe(4)
  const concierge = await ny.search({ text: 'jazz', facets: false })
  expect(concierge.events.pagination.object_count).toBe(3)
  expect(concierge.events.results).toHaveLength(3)
})

test('Pages of a browse never repeat a series', async () => {
  const first = await ny.search({ pageSize: 2 })
  const second = await ny.search({ pageSize: 2, page: 2 })
  expect([...first.events.results, ...second.events.results].map((e) => Number(e.id))).toEqual([ids.firstDate, ids.trio, ids.pottery, ids.brunch])
})
