// The organizer's live view of a waiting room (issue 42), on the embedded database: beside the room's
// own counts it says how many tickets were sold of what the room lines up for, the whole event or one
// class, so the organizer sees the on-sale go through without leaving the page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { configureWaitingRoom } from './configure-waiting-room'
import { getWaitingRoom } from './get-waiting-room'

const NOW = new Date(Date.UTC(2027, 3, 10, 9, 0))
const ON_SALE = new Date(Date.UTC(2027, 3, 12, 10, 0))
const clock = { now: () => NOW }
const settings = { enabled: true, prequeueOpensAt: null, maxActiveCheckouts: 20, admissionMinutes: 10 }

let handle: DbHandle
let owner: { userId: number; isStaff: boolean }
let organizerId: number
beforeAll(async () => {
  handle = await createTestDb()
  const user = await insertUser(handle.db)
  organizerId = (await insertOrganizer(handle.db, { ownerUserId: user.id })).id
  owner = { userId: user.id, isStaff: false }
})
afterAll(() => handle?.close())

describe('the live view counts the tickets sold', () => {
  test('of the whole event when the room lines up for all its classes', async () => {
    const eventId = (await insertEvent(handle.db, { organizerId })).id
    await insertTicketClass(handle.db, { eventId, salesStart: ON_SALE, sold: 3 })
    await insertTicketClass(handle.db, { eventId, sold: 5 })
    // Another event's sales are not this room's.
    await insertTicketClass(handle.db, { eventId: (await insertEvent(handle.db, { organizerId })).id, sold: 40 })
    await configureWaitingRoom({ db: handle.db, clock }, { eventId, manager: owner, settings })
    const { waiting_room: room } = await getWaitingRoom({ db: handle.db, clock }, { eventId, manager: owner })
    expect(room?.live).toMatchObject({ sold: 8, waiting: 0, active_checkouts: 0 })
  })

  test('of its one class when the room lines up for that class', async () => {
    const eventId = (await insertEvent(handle.db, { organizerId })).id
    const presale = await insertTicketClass(handle.db, { eventId, salesStart: ON_SALE, sold: 2 })
    await insertTicketClass(handle.db, { eventId, sold: 7 })
    await configureWaitingRoom({ db: handle.db, clock }, { eventId, manager: owner, settings: { ...settings, ticketClassId: presale.id } })
    const { waiting_room: room } = await getWaitingRoom({ db: handle.db, clock }, { eventId, manager: owner })
    expect(room?.ticket_class_id).toBe(String(presale.id))
    expect(room?.live.sold).toBe(2)
  })

  test('and answers no room when none is turned on', async () => {
    const eventId = (await insertEvent(handle.db, { organizerId })).id
    await insertTicketClass(handle.db, { eventId, sold: 1 })
    expect(await getWaitingRoom({ db: handle.db, clock }, { eventId, manager: owner })).toEqual({ waiting_room: null })
  })
})
