// The waiting room's joins under concurrency on real PostgreSQL (decision 072): joins racing the shuffle
// land either in the pre-queue it lists or at the end of the line after it, never in between; the line's
// places are 1..n with none taken twice; one address's simultaneous joins never pass its cap.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { sql } from 'drizzle-orm'
import { insertEvent } from '../../../tests/factories/insert-event'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { computeFairOrder, computeSeedCommitment, verifyFairOrder } from './fair-shuffle'
import { findPrequeueEntries, joinWaitingRoom, recordAdmissions, rejoinWaitingRoom, replaceWaitingRoom, shuffleWaitingRoom } from './waiting-rooms-repository'

const T0 = new Date(Date.UTC(2027, 2, 1, 17, 0))
const ON_SALE = new Date(T0.getTime() + 30 * 60_000)
const seed = createHash('sha256').update('concurrent room seed').digest('hex')
const order = (s: string, entries: { id: string; joinedAt: Date }[]) => computeFairOrder(s, entries.map((e) => ({ id: e.id, joinedAt: e.joinedAt.toISOString() })))

let handle: DbHandle
let eventId: number

async function newRoom(id: string) {
  const commitment = computeSeedCommitment(seed)
  return replaceWaitingRoom(handle.db, { id, eventId, ticketClassId: null, prequeueOpensAt: T0, onSaleAt: ON_SALE, maxActiveCheckouts: 5, admissionMinutes: 10, seed, commitment, createdAt: T0, updatedAt: T0 })
}

type Place = { id: string; position: number | null; in_prequeue: boolean }
const placesOf = (roomId: string) => queryRows<Place>(handle.db, sql`select id, position, in_prequeue from waiting_room_entries where room_id = ${roomId} order by position`)

describe.skipIf(!TEST_DATABASE_URL)('waiting room joins on PostgreSQL', () => {
  beforeAll(async () => {
    handle = await createPgTestDb()
    eventId = (await insertEvent(handle.db)).id
  })
  afterAll(() => handle?.close())

  test('joins racing the shuffle: each is in the shuffled pre-queue or after it, and the places are 1..n exactly', async () => {
    const room = await newRoom('room_race')
    const join = (n: number) =>
      joinWaitingRoom(handle.db, { roomId: room.id, entryId: `place_race_${n}`, sessionHash: `s-${n}`, address: `10.1.0.${n}`, now: ON_SALE, maxPerAddress: 3 })
    // 120 joins in flight on the pool's connections; once the first ten are in, the shuffle starts among
    // the rest, and 120 more follow it.
    const joins = Array.from({ length: 120 }, (_, n) => join(n))
    await Promise.all(joins.slice(0, 10))
    const shuffled = shuffleWaitingRoom(handle.db, room.id, ON_SALE, order)
    const more = Array.from({ length: 120 }, (_, n) => join(120 + n))
    const [joined, didShuffle] = await Promise.all([Promise.all([...joins, ...more]), shuffled])
    expect(didShuffle).toBe(true)
    expect(joined.every((j) => j?.created)).toBe(true)

    const places = await placesOf(room.id)
    expect(places).toHaveLength(240)
    expect(places.map((p) => p.position)).toEqual(Array.from({ length: 240 }, (_, i) => i + 1))
    // The pre-queue comes first and is exactly what the shuffle ordered; everyone after it arrived later.
    const prequeue = places.filter((p) => p.in_prequeue)
    expect(prequeue.length).toBeGreaterThan(0)
    expect(prequeue.length).toBeLessThan(240)
    expect(prequeue.map((p) => p.position)).toEqual(Array.from({ length: prequeue.length }, (_, i) => i + 1))
    const entries = (await findPrequeueEntries(handle.db, room.id)).map((e) => ({ id: e.id, joinedAt: e.joinedAt.toISOString() }))
    expect(verifyFairOrder({ commitment: computeSeedCommitment(seed), seed, entries, order: prequeue.map((p) => p.id) })).toEqual({ ok: true })
    // Every join answered with the place it has now (a pre-queue place learns its position from the shuffle).
    for (const j of joined) expect(places.find((p) => p.id === j!.entry.id)?.in_prequeue).toBe(j!.entry.inPrequeue)
  })

  test('twenty simultaneous joins from one address get exactly its cap of places', async () => {
    const room = await newRoom('room_one_address')
    const joined = await Promise.all(
      Array.from({ length: 20 }, (_, n) => joinWaitingRoom(handle.db, { roomId: room.id, entryId: `place_addr_${n}`, sessionHash: `a-${n}`, address: '198.51.100.7', now: T0, maxPerAddress: 3 })),
    )
    expect(joined.filter((j) => j !== null)).toHaveLength(3)
    expect(await placesOf(room.id)).toHaveLength(3)
  })

  test('the same session joining from two places at once gets one place', async () => {
    const room = await newRoom('room_same_session_pg')
    const joined = await Promise.all(
      Array.from({ length: 10 }, (_, n) => joinWaitingRoom(handle.db, { roomId: room.id, entryId: `place_same_${n}`, sessionHash: 'one-session', address: `10.2.0.${n}`, now: T0, maxPerAddress: 3 })),
    )
    expect(new Set(joined.map((j) => j!.entry.id)).size).toBe(1)
    expect(joined.filter((j) => j!.created)).toHaveLength(1)
    expect(await placesOf(room.id)).toHaveLength(1)
  })

  test('a place given up that asks again goes to the end of the line, after places taken meanwhile', async () => {
    const room = await newRoom('room_rejoin_pg')
    for (let n = 0; n < 3; n++) await joinWaitingRoom(handle.db, { roomId: room.id, entryId: `place_rj_${n}`, sessionHash: `r-${n}`, address: `10.3.0.${n}`, now: T0, maxPerAddress: 3 })
    await shuffleWaitingRoom(handle.db, room.id, ON_SALE, order)
    const [first] = await placesOf(room.id)
    await recordAdmissions(handle.db, { roomId: room.id, admit: [], abandon: [first!.id], now: ON_SALE, admissionExpiresAt: ON_SALE })
    const late = await joinWaitingRoom(handle.db, { roomId: room.id, entryId: 'place_rj_late', sessionHash: 'r-late', address: '10.3.0.9', now: ON_SALE, maxPerAddress: 3 })
    expect(late?.entry.position).toBe(4)
    const back = await rejoinWaitingRoom(handle.db, { roomId: room.id, entryId: first!.id, now: ON_SALE })
    expect(back).toMatchObject({ status: 'waiting', position: 5 })
  })
})
