import { expect, test } from '../e2e/fixtures'
import { jsonHeaders, newClient, signUp } from './helpers/accounts'

type Results = { events: { results: { id: string; tags: { tag: string }[]; primary_organizer: { name: string } }[]; pagination: { object_count: number } }; personalized: boolean }

test('For you: visitors get popular upcoming events; picking interests changes the ranking towards them', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const visitor = (await (await c.api.get('/api/v3/destination/for-you/?online=1&page_size=20')).json()) as Results
  expect(visitor.personalized).toBe(false)
  expect(visitor.events.results.length).toBeGreaterThan(5)
  expect(visitor.events.pagination.object_count).toBeGreaterThan(5)

  const user = await signUp(c)
  const before = (await (await c.api.get('/api/v3/destination/for-you/?online=1&page_size=20')).json()) as Results
  expect(before.events.results.map((e) => e.id)).toEqual(visitor.events.results.map((e) => e.id))

  const put = await c.api.put(`/api/v3/users/${user.publicId}/interests/`, { headers: jsonHeaders(c), data: { tags: ['kid-friendly'], categories: [115] } })
  expect(put.status()).toBe(200)
  expect((await put.json()).interests).toEqual({ categories: [115], subcategories: [], tags: ['kid-friendly'] })
  const after = (await (await c.api.get('/api/v3/destination/for-you/?online=1&page_size=20')).json()) as Results
  expect(after.personalized).toBe(true)
  expect(after.events.results.map((e) => e.id)).not.toEqual(before.events.results.map((e) => e.id))
  const top = after.events.results.slice(0, 5)
  expect(top.every((e) => e.tags.some((t) => t.tag === 'OrganizerTag/kid-friendly' || t.tag === 'TesseraCategory/115'))).toBe(true)

  // Liking an event takes it out of For you.
  const liked = after.events.results[0]!.id
  await c.api.put(`/api/v3/users/${user.publicId}/saves/${liked}/`, { headers: jsonHeaders(c), data: {} })
  const afterLike = (await (await c.api.get('/api/v3/destination/for-you/?online=1&page_size=20')).json()) as Results
  expect(afterLike.events.results.map((e) => e.id)).not.toContain(liked)
  await c.api.dispose()
})

test('For you near a place, and bad parameters are 400s', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const ny = await c.api.get('/api/v3/destination/for-you/?place_id=5128581&page_size=5')
  expect(ny.status()).toBe(200)
  const body = (await ny.json()) as Results
  expect(body.events.results.length).toBeGreaterThan(0)
  for (const bad of ['place_id=nowhere', 'page_size=500', 'page=0']) {
    const res = await c.api.get(`/api/v3/destination/for-you/?${bad}`)
    expect(res.status(), bad).toBe(400)
    expect((await res.json()).error).toBe('INVALID_ARGUMENT')
  }
  await c.api.dispose()
})
