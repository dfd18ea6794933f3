import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { events, organizers, users } from '@/db/schema'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertUser as insertUserRow } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { deleteAccount } from '@/core/accounts/delete-account'
import { exportAccountData } from '@/core/accounts/export-account-data'
import { hashPassword } from '@/core/accounts/password-hash'
import { createCollection } from './create-collection'
import { getCollection } from './get-collection'
import { listCollections } from './list-collections'
import { listFollowedOrganizers } from './list-followed-organizers'
import { listForYouEvents } from './list-for-you-events'
import { listSavedEvents } from './list-saved-events'
import { listSuggestedOrganizers } from './list-suggested-organizers'
import { setCollectionEvent } from './set-collection-event'
import { setEventSaved } from './set-event-saved'
import { setInterests } from './set-interests'
import { setOrganizerFollowed } from './set-organizer-followed'
import { updateCollection } from './update-collection'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const now = new Date()
const deps = () => ({ db: handle.db, clock: { now: () => now } })
const origin = 'http://localhost'
const insertUser = (passwordHash: string | null = null) => insertUserRow(handle.db, { passwordHash })
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000)

test('Liking is idempotent, counts once, and unliking takes it back; drafts cannot be liked', async () => {
  const user = await insertUser()
  const event = await insertEvent(handle.db, { startAt: inDays(3) })
  expect(await setEventSaved(deps(), { userId: user.id, eventId: event.id, saved: true })).toEqual({ saved: true, numSavedEvents: 1 })
  expect(await setEventSaved(deps(), { userId: user.id, eventId: event.id, saved: true })).toEqual({ saved: true, numSavedEvents: 1 })
  const [row] = await handle.db.select({ n: events.bookmarksCount }).from(events).where(eq(events.id, event.id))
  expect(row!.n).toBe(1)
  const saved = await listSavedEvents(deps(), { userId: user.id, page: 1, origin })
  expect(saved.events.map((e) => e.id)).toEqual([String(event.id)])
  expect(saved.events[0]!.saves.saved_by_you).toBe(true)
  expect(await setEventSaved(deps(), { userId: user.id, eventId: event.id, saved: false })).toEqual({ saved: false, numSavedEvents: 0 })
  const draft = await insertEvent(handle.db, { status: 'draft' })
  await expect(setEventSaved(deps(), { userId: user.id, eventId: draft.id, saved: true })).rejects.toMatchObject({ code: 'NOT_FOUND' })
})

test('Following moves the follower count once; organizers of liked events are suggested until followed', async () => {
  const user = await insertUser()
  const organizer = await insertOrganizer(handle.db, { name: 'Jazz Nights Collective', numFollowers: 10 })
  const event = await insertEvent(handle.db, { organizerId: organizer.id, startAt: inDays(2) })
  await setEventSaved(deps(), { userId: user.id, eventId: event.id, saved: true })
  expect((await listSuggestedOrganizers(deps(), { userId: user.id })).map((o) => o.name)).toEqual(['Jazz Nights Collective'])
  expect(await setOrganizerFollowed(deps(), { userId: user.id, organizerId: organizer.id, following: true })).toEqual({ following: true, numFollowers: 11 })
  expect(await setOrganizerFollowed(deps(), { userId: user.id, organizerId: organizer.id, following: true })).toEqual({ following: true, numFollowers: 11 })
  expect((await listFollowedOrganizers(deps(), { userId: user.id })).map((o) => o.name)).toEqual(['Jazz Nights Collective'])
  expect(await listSuggestedOrganizers(deps(), { userId: user.id })).toEqual([])
  expect(await setOrganizerFollowed(deps(), { userId: user.id, organizerId: organizer.id, following: false })).toEqual({ following: false, numFollowers: 10 })
  await expect(setOrganizerFollowed(deps(), { userId: user.id, organizerId: 99_999_999, following: true })).rejects.toMatchObject({ code: 'NOT_FOUND' })
})

test('For you ranks picked interests first; without a session it lists popular upcoming events', async () => {
  const online = { isOnline: true, startAt: inDays(5) }
  const popularSports = await insertEvent(handle.db, { ...online, name: 'Popular 5K', categoryId: 108, bookmarksCount: 500 })
  const food = await insertEvent(handle.db, { ...online, name: 'Taco tasting', categoryId: 110, tags: ['date-night'], bookmarksCount: 1 })
  const visitor = await listForYouEvents(deps(), { viewerUserId: null, placeId: undefined, online: true, page: 1, pageSize: 50, origin })
  expect(visitor.personalized).toBe(false)
  const visitorIds = visitor.events.results.map((e) => e.id)
  expect(visitorIds.indexOf(String(popularSports.id))).toBeLessThan(visitorIds.indexOf(String(food.id)))

  const user = await insertUser()
  await setInterests(deps(), { userId: user.id, interests: { categories: [110], subcategories: [], tags: ['date-night'] } })
  const mine = await listForYouEvents(deps(), { viewerUserId: user.id, placeId: undefined, online: true, page: 1, pageSize: 50, origin })
  expect(mine.personalized).toBe(true)
  expect(mine.events.results[0]!.id).toBe(String(food.id))
})

test('Collections: create, add and remove events, rename, make public; others see only public ones and cannot change them', async () => {
  const owner = await insertUser()
  const other = await insertUser()
  const event = await insertEvent(handle.db, { startAt: inDays(4) })
  const c = await createCollection(deps(), { userId: owner.id, name: '  Date ideas ', isPublic: false })
  expect(c).toMatchObject({ name: 'Date ideas', isPublic: false, eventCount: 0 })
  expect(await setCollectionEvent(deps(), { userId: owner.id, collectionId: Number(c.id), eventId: event.id, included: true })).toEqual({ included: true, eventCount: 1 })
  await expect(getCollection(deps(), { collectionId: Number(c.id), viewerUserId: other.id, origin })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  await expect(setCollectionEvent(deps(), { userId: other.id, collectionId: Number(c.id), eventId: event.id, included: false })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  await expect(updateCollection(deps(), { userId: other.id, collectionId: Number(c.id), change: 'delete' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  await updateCollection(deps(), { userId: owner.id, collectionId: Number(c.id), change: { name: 'Dates', isPublic: true } })
  const seen = await getCollection(deps(), { collectionId: Number(c.id), viewerUserId: other.id, origin })
  expect(seen).toMatchObject({ name: 'Dates', isPublic: true, isOwner: false })
  expect(seen.events.map((e) => e.id)).toEqual([String(event.id)])
  await setCollectionEvent(deps(), { userId: owner.id, collectionId: Number(c.id), eventId: event.id, included: false })
  expect((await listCollections(deps(), { userId: owner.id }))[0]).toMatchObject({ name: 'Dates', eventCount: 0 })
})

test('Deleting an account keeps the row anonymised, removes likes and follows with their counts, and the export never holds the hash', async () => {
  const user = await insertUser(await hashPassword('delete-me-1'))
  const organizer = await insertOrganizer(handle.db)
  const event = await insertEvent(handle.db, { organizerId: organizer.id, startAt: inDays(1) })
  await setEventSaved(deps(), { userId: user.id, eventId: event.id, saved: true })
  await setOrganizerFollowed(deps(), { userId: user.id, organizerId: organizer.id, following: true })
  await createCollection(deps(), { userId: user.id, name: 'Mine', isPublic: true })

  const data = await exportAccountData(deps(), { userId: user.id })
  expect(data.account.email).toBe(user.email)
  expect(data.likedEventIds).toEqual([String(event.id)])
  expect(data.followedOrganizers).toHaveLength(1)
  expect(data.collections[0]!.name).toBe('Mine')
  expect(JSON.stringify(data)).not.toMatch(/scrypt|passwordHash|delete-me-1/)

  await expect(deleteAccount(deps(), { userId: user.id, password: 'delete-me-1', confirmation: 'nope' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  await expect(deleteAccount(deps(), { userId: user.id, password: 'wrong', confirmation: 'DELETE' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  await deleteAccount(deps(), { userId: user.id, password: 'delete-me-1', confirmation: 'DELETE' })
  const [row] = await handle.db.select().from(users).where(eq(users.id, user.id))
  expect(row).toMatchObject({ fullName: 'Deleted user', passwordHash: null })
  expect(row!.email).not.toBe(user.email)
  expect(row!.email).toMatch(/@deleted\.invalid$/)
  expect(row!.deletedAt).not.toBeNull()
  const [ev] = await handle.db.select({ n: events.bookmarksCount }).from(events).where(eq(events.id, event.id))
  expect(ev!.n).toBe(0)
  const [org] = await handle.db.select({ n: organizers.numFollowers }).from(organizers).where(eq(organizers.id, organizer.id))
  expect(org!.n).toBe(0)
  expect(await listCollections(deps(), { userId: user.id })).toEqual([])
})
