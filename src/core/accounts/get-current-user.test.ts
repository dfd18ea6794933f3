import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { organizers, savedEvents, sessions, users } from '@/db/schema'
import { createTestDb } from '../../../tests/helpers/test-db'
import { getCurrentUser } from './get-current-user'
import { createSessionToken, hashSessionToken } from './session-token'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const now = new Date('2026-11-21T12:00:00Z')
const clock = { now: () => now }

async function insertUserWithSession(email: string, expiresAt: Date) {
  const [user] = await handle.db
    .insert(users)
    .values({ publicId: `pub-${email}`, email, fullName: 'Ada Lovelace' })
    .returning()
  const token = createSessionToken()
  await handle.db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: user!.id, expiresAt })
  return { user: user!, token }
}

test('No session cookie means no user', async () => {
  expect(await getCurrentUser({ db: handle.db, clock }, undefined)).toBeNull()
  expect(await getCurrentUser({ db: handle.db, clock }, 'not-a-real-token')).toBeNull()
})

test('A live session gives the spec User with its counts', async () => {
  const { token } = await insertUserWithSession('ada@example.com', new Date('2026-12-01T00:00:00Z'))
  const user = await getCurrentUser({ db: handle.db, clock }, token)
  expect(user).toEqual({
    isAuthenticated: true,
    isAttendee: true,
    isStaff: false,
    hasTikibar: false,
    canCreateEvents: true,
    publicId: 'pub-ada@example.com',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    thumbnailUrl: null,
    numOrders: 0,
    numSavedEvents: 0,
    numFollowing: 0,
    hasPublish: false,
    hasPaidPublish: false,
    emailVerified: false,
  })
})

test('Owning an organizer profile makes a user a creator, not an attendee', async () => {
  const { user, token } = await insertUserWithSession('grace@example.com', new Date('2026-12-01T00:00:00Z'))
  await handle.db.insert(organizers).values({ name: 'Grace Events', slug: 'grace-events', ownerUserId: user.id })
  expect((await getCurrentUser({ db: handle.db, clock }, token))?.isAttendee).toBe(false)
  expect(savedEvents).toBeDefined()
})

test('An expired session gives no user', async () => {
  const { token } = await insertUserWithSession('old@example.com', new Date('2026-11-20T00:00:00Z'))
  expect(await getCurrentUser({ db: handle.db, clock }, token)).toBeNull()
})
