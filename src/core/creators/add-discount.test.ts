// Organizers' discounts on PGlite (issue 19 §1): a promo code the organizer adds is taken in checkout and
// refused with a reason once it is unknown, not yet active, expired or used up; only the organizer adds
// them, and bad ones are refused field by field.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CacheChange } from '@/core/shared/core-caches'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import type { DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser, type User } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { addDiscount, computeDiscountProblems, type AddDiscountInput } from './add-discount'
import { deleteDiscount } from './delete-discount'

let handle: DbHandle
let organizerUser: User
let stranger: User
let staff: User
const changes: CacheChange[] = []
const deps = () => ({
  db: handle.db,
  invalidateCaches: async (change: CacheChange) => {
    changes.push(change)
  },
})

beforeAll(async () => {
  handle = await createTestDb()
  organizerUser = await insertUser(handle.db, { fullName: 'Rosa Organizer' })
  stranger = await insertUser(handle.db)
  staff = await insertUser(handle.db, { isStaff: true })
})
afterAll(async () => {
  await handle?.close()
})

async function ownEvent() {
  const organizer = await insertOrganizer(handle.db, { ownerUserId: organizerUser.id })
  const event = await insertEvent(handle.db, { organizerId: organizer.id })
  const cls = await insertTicketClass(handle.db, {
    eventId: event.id,
    capacity: 50,
    priceMinor: 2500,
    kind: 'paid',
    maxPerOrder: 10,
  })
  return { event, cls }
}

const code = (eventId: number, over: Partial<AddDiscountInput> = {}): AddDiscountInput => ({
  eventId,
  manager: { userId: organizerUser.id, isStaff: false },
  kind: 'coded',
  code: 'SPRING20',
  percentOff: 20,
  amountOffMinor: null,
  quantityAvailable: 0,
  startAt: null,
  endAt: null,
  ...over,
})

test('An organizer adds a promo code that buyers then use in any letter case; the event’s caches are dropped', async () => {
  const { event, cls } = await ownEvent()
  const added = await addDiscount(deps(), code(event.id))
  expect(added).toMatchObject({
    event_id: String(event.id),
    type: 'coded',
    code: 'SPRING20',
    percent_off: 20,
    quantity_available: 0,
    quantity_sold: 0,
  })
  expect(changes).toContainEqual({ kind: 'event', ids: [event.id] })

  const t = createTestTicketing(handle.db)
  const { order } = await reserveTickets(t.deps, {
    eventId: event.id,
    lines: [{ ticketClassId: cls.id, quantity: 2 }],
    discountCode: 'spring20',
    userId: null,
    idempotency: null,
  })
  expect(order.discount.value).toBe(1000)
  expect(order.subtotal.value).toBe(5000)
})

test('Only the organizer adds discounts: anyone else, staff included, is told there is no such event', async () => {
  const { event } = await ownEvent()
  for (const manager of [
    { userId: stranger.id, isStaff: false },
    { userId: staff.id, isStaff: true },
  ]) {
    await expect(addDiscount(deps(), code(event.id, { manager }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  }
})

test('A promo code is refused in checkout with its reason: unknown, not yet active, expired, used up', async () => {
  const { event, cls } = await ownEvent()
  const t = createTestTicketing(handle.db)
  const now = t.deps.clock.now().getTime()
  const hour = 3_600_000
  await addDiscount(deps(), code(event.id, { code: 'LATER', startAt: new Date(now + hour) }))
  await addDiscount(
    deps(),
    code(event.id, { code: 'GONE', startAt: new Date(now - 3 * hour), endAt: new Date(now - hour) }),
  )
  await addDiscount(deps(), code(event.id, { code: 'ONCE', quantityAvailable: 1 }))
  const hold = (discountCode: string) =>
    reserveTickets(t.deps, {
      eventId: event.id,
      lines: [{ ticketClassId: cls.id, quantity: 1 }],
      discountCode,
      userId: null,
      idempotency: null,
    })
  const refusal = async (discountCode: string) => {
    try {
      await hold(discountCode)
    } catch (error) {
      return (error as { code: string; argumentErrors?: Record<string, string[]> }).argumentErrors
        ?.discount_code?.[0]
    }
    throw new Error(`${discountCode} was accepted`)
  }
  expect(await refusal('NOSUCH')).toBe('That promo code is not valid for this event.')
  expect(await refusal('LATER')).toBe('That promo code is not active yet.')
  expect(await refusal('GONE')).toBe('That promo code has expired.')
  // One use: the first hold takes it, the next buyer is told it is used up.
  expect((await hold('ONCE')).order.discount.value).toBe(500)
  expect(await refusal('ONCE')).toBe('That promo code has been used up.')
})

test('Bad discounts are refused field by field, and an event has each code once in any letter case', async () => {
  const base = {
    kind: 'coded' as const,
    code: 'X10',
    percentOff: 10,
    amountOffMinor: null,
    quantityAvailable: 0,
    startAt: null,
    endAt: null,
  }
  expect(computeDiscountProblems(base)).toEqual({})
  expect(computeDiscountProblems({ ...base, code: null })).toHaveProperty('code')
  expect(computeDiscountProblems({ ...base, kind: 'open' })).toHaveProperty('code')
  expect(computeDiscountProblems({ ...base, percentOff: null })).toHaveProperty('percent_off')
  expect(computeDiscountProblems({ ...base, amountOffMinor: 500 })).toHaveProperty('percent_off')
  expect(computeDiscountProblems({ ...base, kind: 'bogo', code: null })).toHaveProperty('percent_off')
  expect(computeDiscountProblems({ ...base, kind: 'bogo', code: null, percentOff: null })).toEqual({})
  expect(
    computeDiscountProblems({ ...base, startAt: new Date('2027-01-02'), endAt: new Date('2027-01-01') }),
  ).toHaveProperty('end_date')

  const { event } = await ownEvent()
  await addDiscount(deps(), code(event.id, { code: 'Friends15' }))
  await expect(addDiscount(deps(), code(event.id, { code: 'FRIENDS15' }))).rejects.toMatchObject({
    code: 'CONFLICT',
  })
  await expect(addDiscount(deps(), code(event.id, { code: null }))).rejects.toMatchObject({
    code: 'INVALID_ARGUMENT',
  })
})

test('An organizer removes an unused discount once; anyone else, a second removal and a used code are refused', async () => {
  const { event, cls } = await ownEvent()
  const organizer = { userId: organizerUser.id, isStaff: false }
  const unused = await addDiscount(deps(), code(event.id, { code: 'UNUSED' }))
  const used = await addDiscount(deps(), code(event.id, { code: 'USED' }))
  const remove = (id: string, manager = organizer) => deleteDiscount(deps(), { discountId: Number(id), manager })

  await expect(remove(unused.id, { userId: stranger.id, isStaff: false })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  // Two tabs remove it at once: one succeeds, the other is told it is gone.
  const both = await Promise.allSettled([remove(unused.id), remove(unused.id)])
  expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
  expect((both.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ code: 'NOT_FOUND' })
  await expect(remove(unused.id)).rejects.toMatchObject({ code: 'NOT_FOUND' })

  const t = createTestTicketing(handle.db)
  await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], discountCode: 'USED', userId: null, idempotency: null })
  await expect(remove(used.id)).rejects.toMatchObject({ code: 'CONFLICT' })
})
