// An organizer sets up the waiting room of an on-sale (issue 42), on the embedded database.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { appErrorCodeOf } from '../../../tests/helpers/app-error-code'
import { configureWaitingRoom } from './configure-waiting-room'
import { computeSeedCommitment } from './fair-shuffle'

const NOW = new Date(Date.UTC(2027, 3, 10, 9, 0))
const ON_SALE = new Date(Date.UTC(2027, 3, 12, 10, 0))
const clock = { now: () => NOW }
const settings = { enabled: true, prequeueOpensAt: null, maxActiveCheckouts: 200, admissionMinutes: 10 }

let handle: DbHandle
let owner: { userId: number; isStaff: boolean }
let stranger: { userId: number; isStaff: boolean }
let eventId: number
let unscheduledEventId: number
beforeAll(async () => {
  handle = await createTestDb()
  const user = await insertUser(handle.db)
  const organizer = await insertOrganizer(handle.db, { ownerUserId: user.id })
  owner = { userId: user.id, isStaff: false }
  stranger = { userId: (await insertUser(handle.db)).id, isStaff: false }
  eventId = (await insertEvent(handle.db, { organizerId: organizer.id })).id
  await insertTicketClass(handle.db, { eventId, salesStart: ON_SALE })
  unscheduledEventId = (await insertEvent(handle.db, { organizerId: organizer.id })).id
  await insertTicketClass(handle.db, { eventId: unscheduledEventId })
})
afterAll(() => handle?.close())

describe('setting up a waiting room', () => {
  test('lines up for the next sales start, opens the pre-queue 30 minutes before, and commits to a secret seed', async () => {
    const room = await configureWaitingRoom({ db: handle.db, clock }, { eventId, manager: owner, settings })
    expect(room).toMatchObject({ onSaleAt: ON_SALE, prequeueOpensAt: new Date(ON_SALE.getTime() - 30 * 60_000), maxActiveCheckouts: 200, admissionMinutes: 10, enabled: true })
    expect(room!.commitment).toBe(computeSeedCommitment(room!.seed))
  })

  test('changing the limit keeps the room, its seed and its commitment', async () => {
    const before = await configureWaitingRoom({ db: handle.db, clock }, { eventId, manager: owner, settings })
    const after = await configureWaitingRoom({ db: handle.db, clock }, { eventId, manager: owner, settings: { ...settings, maxActiveCheckouts: 50, paused: true } })
    expect(after).toMatchObject({ id: before!.id, commitment: before!.commitment, maxActiveCheckouts: 50, paused: true })
  })

  test('needs a sales start in the future, and says so on the field', async () => {
    const error = await configureWaitingRoom({ db: handle.db, clock }, { eventId: unscheduledEventId, manager: owner, settings }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', argumentErrors: { enabled: ['needs a ticket class with a sales start in the future'] } })
  })

  test('refuses limits out of range, a pre-queue after the on-sale, and anyone but the organizer', async () => {
    for (const bad of [{ maxActiveCheckouts: 0 }, { admissionMinutes: 61 }, { prequeueOpensAt: new Date(ON_SALE.getTime() + 1000) }]) {
      expect(await appErrorCodeOf(configureWaitingRoom({ db: handle.db, clock }, { eventId, manager: owner, settings: { ...settings, ...bad } }))).toBe('INVALID_ARGUMENT')
    }
    expect(await appErrorCodeOf(configureWaitingRoom({ db: handle.db, clock }, { eventId, manager: stranger, settings }))).toBe('NOT_FOUND')
  })

  test('turning it off leaves no room', async () => {
    expect(await configureWaitingRoom({ db: handle.db, clock }, { eventId, manager: owner, settings: { ...settings, enabled: false } })).toBeNull()
  })
})
