// The waiting room's data on a real (embedded) database: a place per session, the per-address cap, the
// shuffle that anyone can verify, late arrivals after it, admissions and their single use.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { createTestDb } from '../../../tests/helpers/test-db'
import { computeFairOrder, computeSeedCommitment, verifyFairOrder } from './fair-shuffle'
import {
  countWaitingRoom,
  findEnabledWaitingRoom,
  findNextInLine,
  findPrequeueEntries,
  joinWaitingRoom,
  recordAdmissions,
  replaceWaitingRoom,
  shuffleWaitingRoom,
  spendAdmission,
} from './waiting-rooms-repository'

const T0 = new Date(Date.UTC(2027, 2, 1, 17, 0))
const ON_SALE = new Date(T0.getTime() + 30 * 60_000)
const seed = createHash('sha256').update('room seed').digest('hex')
const order = (s: string, entries: { id: string; joinedAt: Date }[]) => computeFairOrder(s, entries.map((e) => ({ id: e.id, joinedAt: e.joinedAt.toISOString() })))

let handle: DbHandle
let eventId: number
beforeAll(async () => {
  handle = await createTestDb()
  eventId = (await insertEvent(handle.db)).id
})
afterAll(() => handle?.close())

async function newRoom(id: string) {
  return replaceWaitingRoom(handle.db, {
    id,
    eventId,
    ticketClassId: null,
    prequeueOpensAt: T0,
    onSaleAt: ON_SALE,
    maxActiveCheckouts: 2,
    admissionMinutes: 10,
    seed,
    commitment: computeSeedCommitment(seed),
    createdAt: T0,
    updatedAt: T0,
  })
}

const join = (roomId: string, n: number, at: Date, address = `10.0.0.${n}`) =>
  joinWaitingRoom(handle.db, { roomId, entryId: `${roomId}_${String(n).padStart(6, '0')}`, sessionHash: `session-${n}`, address, now: at, maxPerAddress: 3 })

describe('a waiting room on the database', () => {
  test('one place per session: joining again keeps the place', async () => {
    const room = await newRoom('room_same_session')
    const first = await join(room.id, 1, T0)
    const again = await joinWaitingRoom(handle.db, { roomId: room.id, entryId: 'entry_other_id', sessionHash: 'session-1', address: '10.0.0.1', now: new Date(T0.getTime() + 5000), maxPerAddress: 3 })
    expect(first?.created).toBe(true)
    expect(again).toMatchObject({ created: false, entry: { id: first!.entry.id } })
  })

  test('one address holds at most the configured number of places', async () => {
    const room = await newRoom('room_address_cap')
    for (let n = 1; n <= 3; n++) expect(await join(room.id, n, T0, '192.0.2.9')).not.toBeNull()
    expect(await join(room.id, 4, T0, '192.0.2.9')).toBeNull()
    expect(await join(room.id, 5, T0, '192.0.2.10')).not.toBeNull()
  })

  test('the shuffle runs once, at the on-sale instant, in the order anyone can recompute; later arrivals join the end', async () => {
    const room = await newRoom('room_shuffle')
    for (let n = 1; n <= 40; n++) await join(room.id, n, new Date(T0.getTime() + n * 1000))
    expect(await shuffleWaitingRoom(handle.db, room.id, new Date(ON_SALE.getTime() - 1), order)).toBe(false)
    expect(await shuffleWaitingRoom(handle.db, room.id, ON_SALE, order)).toBe(true)
    expect(await shuffleWaitingRoom(handle.db, room.id, ON_SALE, order)).toBe(false)
    const entries = (await findPrequeueEntries(handle.db, room.id)).map((e) => ({ id: e.id, joinedAt: e.joinedAt.toISOString() }))
    const line = await findNextInLine(handle.db, room.id, 100)
    expect(line.map((e) => e.position)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    expect(verifyFairOrder({ commitment: computeSeedCommitment(seed), seed, entries, order: line.map((e) => e.id) })).toEqual({ ok: true })
    const late = await join(room.id, 41, new Date(ON_SALE.getTime() + 1000))
    const later = await join(room.id, 42, new Date(ON_SALE.getTime() + 2000))
    expect([late?.entry.position, later?.entry.position]).toEqual([41, 42])
    expect(late?.entry.inPrequeue).toBe(false)
  })

  test('an admission is spent once, and counts as an active checkout until spent or expired', async () => {
    const room = await newRoom('room_admission')
    for (let n = 1; n <= 3; n++) await join(room.id, n, T0)
    await shuffleWaitingRoom(handle.db, room.id, ON_SALE, order)
    const [first] = await findNextInLine(handle.db, room.id, 1)
    await recordAdmissions(handle.db, { roomId: room.id, admit: [first!.id], abandon: [], now: ON_SALE, admissionExpiresAt: new Date(ON_SALE.getTime() + 600_000) })
    expect(await countWaitingRoom(handle.db, room.id, ON_SALE)).toMatchObject({ waiting: 2, admitted: 1, activeCheckouts: 1 })
    expect((await findEnabledWaitingRoom(handle.db, eventId))?.nowServing).toBe(1)
    expect(await spendAdmission(handle.db, { roomId: room.id, entryId: first!.id, now: ON_SALE })).toBe(true)
    expect(await spendAdmission(handle.db, { roomId: room.id, entryId: first!.id, now: ON_SALE })).toBe(false)
    const [second] = await findNextInLine(handle.db, room.id, 1)
    expect(await spendAdmission(handle.db, { roomId: room.id, entryId: second!.id, now: ON_SALE })).toBe(false)
    expect(await countWaitingRoom(handle.db, room.id, new Date(ON_SALE.getTime() + 601_000))).toMatchObject({ activeCheckouts: 0 })
  })

  test('a new room for the event turns the old one off', async () => {
    await newRoom('room_old_one')
    await newRoom('room_new_one')
    expect((await findEnabledWaitingRoom(handle.db, eventId))?.id).toBe('room_new_one')
  })
})
