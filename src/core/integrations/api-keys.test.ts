// Issue 41's API keys on the embedded database (decision 065): made by an owner only, the secret answered
// once and stored as a hash, listed without it, revoked at once, and "last used" written at most once a
// minute.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findManagedEvent } from '@/core/creators/managed-event-access'
import { isAppError } from '@/core/shared/app-error'
import type { DbHandle } from '@/db/create-db'
import { apiKeys } from '@/db/schema'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertUser } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { authenticateApiKey } from './authenticate-api-key'
import { createApiKey, MAX_ACTIVE_API_KEYS } from './create-api-key'
import { listApiKeys } from './list-api-keys'
import { revokeApiKey } from './revoke-api-key'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const clockAt = (ms: number) => ({ now: () => new Date(ms) })
const codeOf = async (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (isAppError(error) ? error.code : String(error)))

async function organization() {
  const account = await insertUser(handle.db, { emailVerifiedAt: new Date() })
  const organizer = await insertOrganizer(handle.db, { ownerUserId: account.id, name: 'Harbour Nights' })
  const event = await insertEvent(handle.db, { organizerId: organizer.id, status: 'live' })
  return { account, organizer, event }
}

test('A key is made with its secret once, listed without it, and found again only by its secret', async () => {
  const { account, organizer } = await organization()
  const deps = { db: handle.db, clock: clockAt(Date.UTC(2030, 0, 1)) }
  const made = await createApiKey(deps, { userId: account.id, name: ' Box office ', scopes: ['orders:read', 'events:read'] })
  expect(made.api_key).toMatchObject({ name: 'Box office', scopes: ['events:read', 'orders:read'], last_used: null })
  expect(made.secret.startsWith(made.api_key.prefix)).toBe(true)
  const listed = await listApiKeys(deps, { userId: account.id })
  expect(listed.api_keys).toEqual([made.api_key])
  expect(JSON.stringify(listed)).not.toContain(made.secret)
  const [row] = await handle.db.select().from(apiKeys).where(eq(apiKeys.id, Number(made.api_key.id)))
  expect(JSON.stringify(row)).not.toContain(made.secret.slice(22))
  expect(await authenticateApiKey(deps, made.secret)).toMatchObject({ organizerId: organizer.id, userId: account.id, scopes: ['events:read', 'orders:read'] })
  expect(await authenticateApiKey(deps, `${made.secret.slice(0, -1)}x`)).toBeNull()
})

test('Last use is written on first use and then at most once a minute', async () => {
  const { account } = await organization()
  const start = Date.UTC(2030, 0, 2)
  const { api_key, secret } = await createApiKey({ db: handle.db, clock: clockAt(start) }, { userId: account.id, name: 'Sync', scopes: ['events:read'] })
  await authenticateApiKey({ db: handle.db, clock: clockAt(start + 1000) }, secret)
  await authenticateApiKey({ db: handle.db, clock: clockAt(start + 30_000) }, secret)
  const lastUsed = async () => (await listApiKeys({ db: handle.db }, { userId: account.id })).api_keys.find((k) => k.id === api_key.id)!.last_used
  expect(await lastUsed()).toBe(new Date(start + 1000).toISOString())
  await authenticateApiKey({ db: handle.db, clock: clockAt(start + 62_000) }, secret)
  expect(await lastUsed()).toBe(new Date(start + 62_000).toISOString())
})

test('A revoked key is no longer accepted nor listed, and revoking it again or another organization’s key is NOT_FOUND', async () => {
  const { account } = await organization()
  const other = await organization()
  const deps = { db: handle.db, clock: clockAt(Date.UTC(2030, 0, 3)) }
  const { api_key, secret } = await createApiKey(deps, { userId: account.id, name: 'Old', scopes: ['events:read'] })
  expect(await codeOf(revokeApiKey(deps, { userId: other.account.id, id: Number(api_key.id) }))).toBe('NOT_FOUND')
  await revokeApiKey(deps, { userId: account.id, id: Number(api_key.id) })
  expect(await authenticateApiKey(deps, secret)).toBeNull()
  expect((await listApiKeys(deps, { userId: account.id })).api_keys).toEqual([])
  expect(await codeOf(revokeApiKey(deps, { userId: account.id, id: Number(api_key.id) }))).toBe('NOT_FOUND')
})

test('Only an owner makes keys, and an organization holds at most 25 live ones', async () => {
  const { account } = await organization()
  const stranger = await insertUser(handle.db, { emailVerifiedAt: new Date() })
  const deps = { db: handle.db, clock: clockAt(Date.UTC(2030, 0, 4)) }
  expect(await codeOf(createApiKey(deps, { userId: stranger.id, name: 'Mine', scopes: ['events:read'] }))).toBe('NOT_FOUND')
  expect(await codeOf(createApiKey(deps, { userId: account.id, name: 'None', scopes: [] }))).toBe('INVALID_ARGUMENT')
  // Ten an hour: the rest are made in the following hours.
  for (let i = 0; i < MAX_ACTIVE_API_KEYS; i++) {
    await createApiKey({ db: handle.db, clock: clockAt(Date.UTC(2030, 0, 4, Math.floor(i / 10))) }, { userId: account.id, name: `Key ${i}`, scopes: ['events:read'] })
  }
  expect(await codeOf(createApiKey({ db: handle.db, clock: clockAt(Date.UTC(2030, 0, 4, 5)) }, { userId: account.id, name: 'One more', scopes: ['events:read'] }))).toBe('CONFLICT')
})

test('Ten keys an hour per organization, then RATE_LIMITED', async () => {
  const { account } = await organization()
  const deps = { db: handle.db, clock: clockAt(Date.UTC(2030, 0, 5, 1, 5)) }
  for (let i = 0; i < 10; i++) await createApiKey(deps, { userId: account.id, name: `Key ${i}`, scopes: ['events:read'] })
  expect(await codeOf(createApiKey(deps, { userId: account.id, name: 'Eleventh', scopes: ['events:read'] }))).toBe('RATE_LIMITED')
})

test('A key reaches only its own organization’s events, even when its creator manages another', async () => {
  const mine = await organization()
  const theirs = await organization()
  const manager = { userId: mine.account.id, isStaff: false, organizerId: mine.organizer.id }
  expect((await findManagedEvent(handle.db, mine.event.id, manager, 'read')).id).toBe(mine.event.id)
  // Even were the creator the other organization's account, the key is held to its own.
  expect(await codeOf(findManagedEvent(handle.db, theirs.event.id, { ...manager, userId: theirs.account.id }, 'read'))).toBe('NOT_FOUND')
})
