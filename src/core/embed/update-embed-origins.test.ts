// The sites allowed to embed the checkout, on the embedded database (decision 070): a change is written
// with its audit entry, an unchanged save writes nothing, and an organization changes it at most 60 times an hour.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertUser } from '../../../tests/factories/insert-user'
import { appErrorCodeOf } from '../../../tests/helpers/app-error-code'
import { createTestDb } from '../../../tests/helpers/test-db'
import { findOrganizationEvents } from '@/core/creators/team-repository'
import { listEmbedOrigins } from './list-embed-origins'
import { updateEmbedOrigins } from './update-embed-origins'

const clock = { now: () => new Date(Date.UTC(2027, 0, 13, 15)) }
let handle: DbHandle
let owner: { userId: number }
let organizerId: number
beforeAll(async () => {
  handle = await createTestDb()
  const user = await insertUser(handle.db)
  organizerId = (await insertOrganizer(handle.db, { ownerUserId: user.id })).id
  owner = { userId: user.id }
})
afterAll(() => handle?.close())

test('A change is saved with its audit entry; the same list again writes nothing', async () => {
  const deps = { db: handle.db, clock }
  expect(await updateEmbedOrigins(deps, owner, { origins: ['https://Shop.example/'] })).toEqual({ origins: ['https://shop.example'] })
  await updateEmbedOrigins(deps, owner, { origins: ['https://shop.example'] })
  expect(await listEmbedOrigins(deps, owner)).toEqual({ origins: ['https://shop.example'] })
  const trail = (await findOrganizationEvents(handle.db, organizerId)).filter((e) => e.type === 'embed_origins.changed')
  expect(trail).toHaveLength(1)
})

test('An organization changes its list at most 60 times an hour', async () => {
  const deps = { db: handle.db, clock }
  // The first test used two of the hour's changes.
  for (let i = 0; i < 58; i++) await updateEmbedOrigins(deps, owner, { origins: [`https://s${i}.example`] })
  expect(await appErrorCodeOf(updateEmbedOrigins(deps, owner, { origins: ['https://one-more.example'] }))).toBe('RATE_LIMITED')
  // Nothing was written by the refused change.
  expect(await listEmbedOrigins(deps, owner)).toEqual({ origins: ['https://s57.example'] })
})
