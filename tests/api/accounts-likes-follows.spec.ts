import { expect, test } from '../e2e/fixtures'
import { jsonHeaders, newClient, signUp, someEventIds } from './helpers/accounts'

type EventJson = { id: string; bookmarks_count: number; saves: { saved_by_you: boolean }; primary_organizer_id: string; primary_organizer: { num_followers: number } }

test('A like shows at once in the user counts, saves.saved_by_you and the event’s bookmarks; unliking takes it back', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const user = await signUp(c)
  const [id] = await someEventIds(c, 1)
  const read = async () => ((await (await c.api.get(`/api/v3/destination/events/?event_ids=${id}`)).json()) as { events: EventJson[] }).events[0]!
  const before = await read()
  expect(before.saves.saved_by_you).toBe(false)

  const like = await c.api.put(`/api/v3/users/${user.publicId}/saves/${id}/`, { headers: jsonHeaders(c), data: {} })
  expect(await like.json()).toEqual({ saved: true, numSavedEvents: 1 })
  const after = await read()
  expect(after.saves.saved_by_you).toBe(true)
  expect(after.bookmarks_count).toBe(before.bookmarks_count + 1)
  expect((await (await c.api.get('/home/api/user/')).json()).user.numSavedEvents).toBe(1)
  const listed = await (await c.api.get(`/api/v3/users/${user.publicId}/saves/`)).json()
  expect(listed.events.map((e: EventJson) => e.id)).toEqual([id])

  // Someone else's view of the same event does not say "saved by you".
  const other = await newClient(playwright, baseURL!)
  expect(((await (await other.api.get(`/api/v3/destination/events/?event_ids=${id}`)).json()) as { events: EventJson[] }).events[0]!.saves.saved_by_you).toBe(false)

  await c.api.delete(`/api/v3/users/${user.publicId}/saves/${id}/`, { headers: jsonHeaders(c), data: {} })
  const undone = await read()
  expect(undone.saves.saved_by_you).toBe(false)
  expect(undone.bookmarks_count).toBe(before.bookmarks_count)
  const missing = await c.api.put(`/api/v3/users/${user.publicId}/saves/999999999/`, { headers: jsonHeaders(c), data: {} })
  expect(missing.status()).toBe(404)
  const junk = await c.api.put(`/api/v3/users/${user.publicId}/saves/abc/`, { headers: jsonHeaders(c), data: {} })
  expect(junk.status()).toBe(404)
  for (const k of [c, other]) await k.api.dispose()
})

test('Following an organizer moves its follower count and the user’s numFollowing', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const user = await signUp(c)
  const [id] = await someEventIds(c, 1)
  const event = ((await (await c.api.get(`/api/v3/destination/events/?event_ids=${id}`)).json()) as { events: EventJson[] }).events[0]!
  const organizerId = event.primary_organizer_id
  const before = event.primary_organizer.num_followers

  const follow = await c.api.put(`/api/v3/users/${user.publicId}/follows/${organizerId}/`, { headers: jsonHeaders(c), data: {} })
  expect(await follow.json()).toEqual({ following: true, numFollowers: before + 1 })
  const again = await c.api.put(`/api/v3/users/${user.publicId}/follows/${organizerId}/`, { headers: jsonHeaders(c), data: {} })
  expect(await again.json()).toEqual({ following: true, numFollowers: before + 1 })
  expect((await (await c.api.get('/home/api/user/')).json()).user.numFollowing).toBe(1)
  const reread = ((await (await c.api.get(`/api/v3/destination/events/?event_ids=${id}`)).json()) as { events: EventJson[] }).events[0]!
  expect(reread.primary_organizer.num_followers).toBe(before + 1)
  const list = await (await c.api.get(`/api/v3/users/${user.publicId}/follows/`)).json()
  expect(list.organizers.map((o: { id: string }) => o.id)).toEqual([organizerId])

  const unfollow = await c.api.delete(`/api/v3/users/${user.publicId}/follows/${organizerId}/`, { headers: jsonHeaders(c), data: {} })
  expect(await unfollow.json()).toEqual({ following: false, numFollowers: before })
  await c.api.dispose()
})
