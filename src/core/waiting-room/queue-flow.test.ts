// The waiting room from joining to admission (issue 42), on the embedded database: places before the
// on-sale wait in the pre-queue and keep their place across refreshes; at the on-sale instant the shuffle
// gives them the published fair order and later arrivals go to the end; the admission lets in as many as
// there are free checkout slots, and an admitted place's poll carries its admission token.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { eq, sql } from 'drizzle-orm'
import { ticketClasses } from '@/db/schema'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { appErrorCodeOf } from '../../../tests/helpers/app-error-code'
import { configureWaitingRoom } from './configure-waiting-room'
import { verifyFairOrder } from './fair-shuffle'
import { getQueueFairness } from './get-queue-fairness'
import { getQueueStatus } from './get-queue-status'
import { joinQueue } from './join-queue'
import type { QueueDeps } from './queue-deps'
import { hashQueueSession, readPlaceToken, signPlaceToken, verifyAdmissionToken } from './queue-tokens'
import { runWaitingRoomAdmissions } from './run-waiting-room-admissions'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { findEnabledWaitingRoom } from './waiting-rooms-repository'

const ON_SALE = new Date(Date.UTC(2027, 3, 12, 10, 0))
let nowMs = ON_SALE.getTime() - 40 * 60_000
const clock = { now: () => new Date(nowMs) }
const SECRET = 'queue-flow-secret'

let handle: DbHandle
let eventId: number
let classId: number
let deps: QueueDeps
const sightings = new Set<string>()
beforeAll(async () => {
  handle = await createTestDb()
  const user = await insertUser(handle.db)
  const organizer = await insertOrganizer(handle.db, { ownerUserId: user.id })
  eventId = (await insertEvent(handle.db, { organizerId: organizer.id })).id
  classId = (await insertTicketClass(handle.db, { eventId, salesStart: ON_SALE })).id
  await configureWaitingRoom({ db: handle.db, clock }, { eventId, manager: { userId: user.id, isStaff: false }, settings: { enabled: true, prequeueOpensAt: null, maxActiveCheckouts: 2, admissionMinutes: 10 } })
  deps = { db: handle.db, clock, secret: SECRET, maxPlacesPerAddress: 3, noteSighting: (id) => sightings.add(id) }
})
afterAll(() => handle?.close())

const KEYS = ['session-a', 'session-b', 'session-c', ...Array.from({ length: 5 }, (_, i) => `other-${i}`)]
const addressOf = (key: string) => (key.startsWith('other') ? `203.0.113.${key.slice(-1)}` : '198.51.100.1')

const admissions = () =>
  runWaitingRoomAdmissions({
    db: handle.db,
    clock,
    takeSightings: () => {
      const seen = [...sightings]
      sightings.clear()
      return seen
    },
  })

describe('a waiting room from the pre-queue to admission', () => {
  test('before the pre-queue opens nobody joins; the fairness page shows only the commitment', async () => {
    expect(await appErrorCodeOf(joinQueue(deps, { eventId, sessionKey: 'early', address: '198.51.100.1' }))).toBe('QUEUE_NOT_OPEN')
    expect(Object.keys(await getQueueFairness(deps, { eventId }))).toEqual(['commitment'])
  })

  test('in the pre-queue a session keeps one place however often it joins; one address holds only a few', async () => {
    nowMs = ON_SALE.getTime() - 20 * 60_000
    const first = await joinQueue(deps, { eventId, sessionKey: 'session-a', address: '198.51.100.1' })
    expect(first).toMatchObject({ status: 'prequeue', created: true })
    const again = await joinQueue(deps, { eventId, sessionKey: 'session-a', address: '198.51.100.1' })
    expect(again).toMatchObject({ placeToken: first.placeToken, created: false })
    for (const key of ['session-b', 'session-c']) await joinQueue(deps, { eventId, sessionKey: key, address: '198.51.100.1' })
    expect(await appErrorCodeOf(joinQueue(deps, { eventId, sessionKey: 'session-d', address: '198.51.100.1' }))).toBe('TOO_MANY_PLACES')
    for (let i = 0; i < 5; i++) await joinQueue(deps, { eventId, sessionKey: `other-${i}`, address: `203.0.113.${i}` })
    expect(await getQueueStatus(deps, { eventId, sessionKey: 'session-a', placeToken: first.placeToken })).toEqual({ status: 'prequeue', position: null, ahead: null, estimated_wait_seconds: null })
    // Another session cannot read (or use) this place.
    expect(await appErrorCodeOf(getQueueStatus(deps, { eventId, sessionKey: 'session-b', placeToken: first.placeToken }))).toBe('PLACE_INVALID')
    // Nothing is admitted before the on-sale instant.
    expect(await admissions()).toEqual([])
  })

  test('at the on-sale instant the pre-queue is shuffled in the published fair order and two are let in', async () => {
    // Their pages keep asking while they wait (every few seconds; here once, just before the instant).
    nowMs = ON_SALE.getTime() - 5_000
    for (const key of KEYS) await getQueueStatus(deps, { eventId, sessionKey: key, placeToken: (await joinQueue(deps, { eventId, sessionKey: key, address: addressOf(key) })).placeToken })
    nowMs = ON_SALE.getTime()
    const [round] = await admissions()
    expect(round).toMatchObject({ shuffled: true, admitted: 2, abandoned: 0 })
    const fairness = await getQueueFairness(deps, { eventId })
    if (!('seed' in fairness)) throw new Error('the fairness page shows no seed after the shuffle')
    expect(fairness.entries).toHaveLength(8)
    expect(verifyFairOrder({ commitment: fairness.commitment, seed: fairness.seed, entries: fairness.entries.map((e) => ({ id: e.id, joinedAt: e.joined_at })), order: fairness.order })).toEqual({ ok: true })
    // A second round with both slots taken admits nobody more (closed loop).
    expect((await admissions())[0]).toMatchObject({ admitted: 0 })
  })

  test('an admitted place’s poll carries its admission token; a waiting one sees its place and how many are ahead', async () => {
    const polls = await Promise.all(KEYS.map(async (key) => {
      const place = await joinQueue(deps, { eventId, sessionKey: key, address: addressOf(key) })
      return { key, status: await getQueueStatus(deps, { eventId, sessionKey: key, placeToken: place.placeToken }) }
    }))
    const admitted = polls.filter((p) => p.status.status === 'admitted')
    expect(admitted).toHaveLength(2)
    const room = await findEnabledWaitingRoom(handle.db, eventId)
    for (const { key, status } of admitted) {
      expect(verifyAdmissionToken(SECRET, status.admission_token!, { eventId, roomId: room!.id, session: hashQueueSession(key), nowMs })).toMatchObject({ ok: true })
      // Bound to its session: another browser cannot spend it.
      expect(verifyAdmissionToken(SECRET, status.admission_token!, { eventId, roomId: room!.id, session: hashQueueSession('someone-else'), nowMs })).toMatchObject({ ok: false, reason: 'other_session' })
    }
    const queued = polls.filter((p) => p.status.status === 'queued').map((p) => p.status).sort((a, b) => a.position! - b.position!)
    expect(queued.map((s) => s.position)).toEqual([3, 4, 5, 6, 7, 8])
    expect(queued.map((s) => s.ahead)).toEqual([0, 1, 2, 3, 4, 5])
    // The fair order is the order they are let in.
    const fairness = (await getQueueFairness(deps, { eventId })) as { order: string[] }
    expect(fairness.order).toHaveLength(8)
  })

  test('a signed-in buyer’s second device gets the account’s place back, with a token of its own', async () => {
    nowMs = ON_SALE.getTime() + 30_000
    const phone = await joinQueue(deps, { eventId, sessionKey: 'phone', accountKey: 'account:42', address: '192.0.2.50' })
    const laptop = await joinQueue(deps, { eventId, sessionKey: 'laptop', accountKey: 'account:42', address: '192.0.2.51' })
    expect([phone.created, laptop.created]).toEqual([true, false])
    const onPhone = await getQueueStatus(deps, { eventId, sessionKey: 'phone', placeToken: phone.placeToken })
    const onLaptop = await getQueueStatus(deps, { eventId, sessionKey: 'laptop', placeToken: laptop.placeToken })
    expect(onLaptop).toEqual(onPhone)
    expect(onPhone).toMatchObject({ status: 'queued', position: 9 })
    // Each device's token stays its own: the laptop's does not work in a third browser.
    expect(await appErrorCodeOf(getQueueStatus(deps, { eventId, sessionKey: 'stranger', placeToken: laptop.placeToken }))).toBe('PLACE_INVALID')
  })

  test('a late arrival goes to the end of the line, after everyone in the pre-queue', async () => {
    nowMs = ON_SALE.getTime() + 60_000
    const late = await joinQueue(deps, { eventId, sessionKey: 'late', address: '192.0.2.7' })
    expect(late.status).toBe('queued')
    expect(await getQueueStatus(deps, { eventId, sessionKey: 'late', placeToken: late.placeToken })).toMatchObject({ status: 'queued', position: 10, ahead: 7 })
  })

  test('a poll with the token its answer gave back, and the room as the instance saw it, reads no place (decision 071)', async () => {
    // A pre-queue place's token, as it was given before the shuffle, names no position: the first answer
    // after the shuffle gives one that does (joining again after it gives one too).
    const room = (await findEnabledWaitingRoom(handle.db, eventId))!
    const polls = await Promise.all(KEYS.map(async (key) => {
      const joined = await joinQueue(deps, { eventId, sessionKey: key, address: addressOf(key) })
      const { position, ...claims } = readPlaceToken(SECRET, joined.placeToken, { eventId, roomId: room.id, session: hashQueueSession(key) })!
      const placeToken = signPlaceToken(SECRET, claims)
      return { key, position, place: { placeToken }, status: await getQueueStatus(deps, { eventId, sessionKey: key, placeToken }) }
    }))
    const waiting = polls.find((p) => p.status.status === 'queued')!
    expect(waiting.status).toMatchObject({ position: waiting.position, place_token: expect.any(String) })
    // The same poll with the database gone: the room from the instance's copy, the position from the token.
    const gone = await createTestDb()
    await gone.close()
    const cheap = { ...deps, db: gone.db, findRoom: async () => room, admissionsPerMinute: async () => 2 }
    const again = await getQueueStatus(cheap, { eventId, sessionKey: waiting.key, placeToken: waiting.status.place_token! })
    expect(again).toMatchObject({ status: 'queued', position: waiting.status.position, ahead: waiting.status.ahead })
    expect(again.place_token).toBeUndefined()
    // With the old token, the position comes from the instance's map of the shuffle instead.
    const mapped = await getQueueStatus({ ...cheap, placePosition: async () => waiting.status.position! }, { eventId, sessionKey: waiting.key, placeToken: waiting.place.placeToken })
    expect(mapped).toMatchObject({ position: waiting.status.position, place_token: waiting.status.place_token })
    // Before the shuffle nothing is read either.
    expect(await getQueueStatus({ ...cheap, findRoom: async () => ({ ...room, shuffledAt: null }) }, { eventId, sessionKey: waiting.key, placeToken: waiting.place.placeToken })).toEqual({ status: 'prequeue', position: null, ahead: null, estimated_wait_seconds: null })
  })

  test('a hold fails closed with WAITING_ROOM_UNAVAILABLE when the waiting room’s state cannot be read', async () => {
    const t = createTestTicketing(handle.db, new Date(nowMs))
    const unreadable = { ...t.deps, clock, activeWaitingRoom: () => Promise.reject(new Error('connection terminated unexpectedly')) }
    const hold = reserveTickets(unreadable, { eventId, lines: [{ ticketClassId: classId, quantity: 1 }], userId: null, idempotency: null, admission: { token: null, sessionKey: 'session-a' } })
    await expect(hold).rejects.toMatchObject({ code: 'WAITING_ROOM_UNAVAILABLE', extra: { retryAfterSeconds: 5 } })
  })

  test('while the room is active a hold needs this browser’s admission, spends it once, and counts as a checkout', async () => {
    const room = (await findEnabledWaitingRoom(handle.db, eventId))!
    const t = createTestTicketing(handle.db, new Date(nowMs))
    const ticketing = { ...t.deps, clock, activeWaitingRoom: async () => ({ roomId: room.id, ticketClassId: null, secret: SECRET }) }
    const hold = (admission: { token: string | null; sessionKey: string | null }) =>
      reserveTickets(ticketing, { eventId, lines: [{ ticketClassId: classId, quantity: 1 }], userId: null, idempotency: null, admission })
    expect(await appErrorCodeOf(hold({ token: null, sessionKey: 'session-a' }))).toBe('ADMISSION_REQUIRED')
    // The admitted places and their tokens, as their pages read them.
    const admitted: { key: string; token: string }[] = []
    for (const key of KEYS) {
      const status = await getQueueStatus(deps, { eventId, sessionKey: key, placeToken: (await joinQueue(deps, { eventId, sessionKey: key, address: addressOf(key) })).placeToken })
      if (status.admission_token) admitted.push({ key, token: status.admission_token })
    }
    const [first] = admitted
    expect(await appErrorCodeOf(hold({ token: `${first!.token.slice(0, -3)}abc`, sessionKey: first!.key }))).toBe('ADMISSION_INVALID')
    expect(await appErrorCodeOf(hold({ token: first!.token, sessionKey: 'a-stranger' }))).toBe('ADMISSION_INVALID')
    const { order } = await hold({ token: first!.token, sessionKey: first!.key })
    expect(order.status).toBe('reserved')
    // Used once: the same admission again is refused, even by its own browser.
    expect(await appErrorCodeOf(hold({ token: first!.token, sessionKey: first!.key }))).toBe('ADMISSION_INVALID')
    // The held order keeps its slot taken: still no room for a third admission.
    expect((await admissions())[0]).toMatchObject({ admitted: 0 })
  })

  test('a hold refused for want of seats gives the admission back: the same admission then holds what is left', async () => {
    const room = (await findEnabledWaitingRoom(handle.db, eventId))!
    const t = createTestTicketing(handle.db, new Date(nowMs))
    const ticketing = { ...t.deps, clock, activeWaitingRoom: async () => ({ roomId: room.id, ticketClassId: null, secret: SECRET }) }
    // The other place let in, whose admission is not spent yet.
    let second = ''
    let status: Awaited<ReturnType<typeof getQueueStatus>> | undefined
    for (const key of KEYS) {
      const answer = await getQueueStatus(deps, { eventId, sessionKey: key, placeToken: (await joinQueue(deps, { eventId, sessionKey: key, address: addressOf(key) })).placeToken })
      if (answer.admission_token) [second, status] = [key, answer]
    }
    expect(status?.admission_token).toBeDefined()
    // One seat left in the class.
    await handle.db.update(ticketClasses).set({ capacity: sql`${ticketClasses.sold} + ${ticketClasses.held} + 1` }).where(eq(ticketClasses.id, classId))
    const hold = (quantity: number) =>
      reserveTickets(ticketing, { eventId, lines: [{ ticketClassId: classId, quantity }], userId: null, idempotency: null, admission: { token: status!.admission_token!, sessionKey: second } })
    expect(await appErrorCodeOf(hold(2))).toBe('NOT_ENOUGH_TICKETS')
    expect((await hold(1)).order.status).toBe('reserved')
    expect(await appErrorCodeOf(hold(1))).toBe('ADMISSION_INVALID')
  })
})

