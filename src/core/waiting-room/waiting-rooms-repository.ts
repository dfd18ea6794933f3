// Data access for on-sale waiting rooms (issue 42): the room of an event, its places, the shuffle that
// gives the pre-queue its order, the admissions, and the admission a hold spends. The one owner of the
// rows of waiting_rooms and waiting_room_entries.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { waitingRoomEntries, waitingRooms } from '@/db/schema'

export type WaitingRoomRow = typeof waitingRooms.$inferSelect
export type WaitingRoomEntryRow = typeof waitingRoomEntries.$inferSelect

/** The event's waiting room that is turned on, if any. */
export async function findEnabledWaitingRoom(db: Db, eventId: number): Promise<WaitingRoomRow | null> {
  const [row] = await db
    .select()
    .from(waitingRooms)
    .where(and(eq(waitingRooms.eventId, eventId), eq(waitingRooms.enabled, true)))
    .limit(1)
  return row ?? null
}

export type NewWaitingRoom = Omit<WaitingRoomRow, 'shuffledAt' | 'nowServing' | 'nextPosition' | 'enabled' | 'paused'>

/** Turns a new room on for the event, turning off the one before (its tokens stop working with it). */
export async function replaceWaitingRoom(db: Db, room: NewWaitingRoom): Promise<WaitingRoomRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(waitingRooms)
      .set({ enabled: false, updatedAt: room.updatedAt })
      .where(and(eq(waitingRooms.eventId, room.eventId), eq(waitingRooms.enabled, true)))
    const [row] = await tx.insert(waitingRooms).values(room).returning()
    await tx.execute(sql`create sequence ${sql.identifier(sequenceName(room.id))} as integer`)
    return row!
  })
}

/** Changes a room's settings that may change while it runs (pause, limit, admission time, pre-queue opening). */
export async function updateWaitingRoom(
  db: Db,
  roomId: string,
  changes: Partial<Pick<WaitingRoomRow, 'enabled' | 'paused' | 'maxActiveCheckouts' | 'admissionMinutes' | 'prequeueOpensAt'>> & { updatedAt: Date },
): Promise<WaitingRoomRow | null> {
  const [row] = await db.update(waitingRooms).set(changes).where(eq(waitingRooms.id, roomId)).returning()
  return row ?? null
}

export type JoinedPlace = { entry: WaitingRoomEntryRow; created: boolean }

/**
 * The name of the sequence a room's late arrivals take their places from (decision 072). Room ids are
 * ours (`newQueueId`); anything else is refused before it could reach DDL, which takes no parameters.
 */
function sequenceName(roomId: string): string {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(roomId)) throw new Error(`Not a waiting room id: ${JSON.stringify(roomId)}`)
  return `waiting_room_positions_${roomId}`
}

/** The room's sequence as a value SQL can take places from (`nextval`, `setval`). */
const sequenceOf = (roomId: string) => sql`quote_ident(${sequenceName(roomId)})::regclass`

/**
 * The session's place in the room: the one it has (its last sighting moved to now), or a new one. A new
 * place before the shuffle waits in the pre-queue without a position; after it, it takes the next
 * position at the end of the line. Null when the address already holds `maxPerAddress` places.
 *
 * One round trip, to the `waiting_room_join` function (drizzle/0053_waiting_room_positions.sql): it takes
 * the room's lock shared (the shuffle takes it exclusively) and the address's lock, then reads with a
 * snapshot taken after them. Joins no longer hold a transaction open across several turns of a busy
 * server's event loop, nor wait on the room's row (decision 072).
 */
export async function joinWaitingRoom(
  db: Db,
  input: { roomId: string; entryId: string; sessionHash: string; address: string; now: Date; maxPerAddress: number },
): Promise<JoinedPlace | null> {
  const [row] = await queryRows<{ joined: { outcome: 'no_room' | 'existing' | 'created' | 'cap'; entry?: EntryRecord } }>(
    db,
    sql`select waiting_room_join(${input.roomId}, ${input.entryId}, ${input.sessionHash}, ${input.address}, ${input.now.toISOString()}::timestamptz, ${input.maxPerAddress}::integer) as joined`,
  )
  const joined = typeof row?.joined === 'string' ? (JSON.parse(row.joined) as typeof row.joined) : row?.joined
  if (!joined?.entry) return null
  return { entry: toEntryRow(joined.entry), created: joined.outcome === 'created' }
}

/** A place's row as SQL written by hand returns it (snake case; times as Date or text, by driver). */
type EntryRecord = {
  id: string
  room_id: string
  session_hash: string
  address: string
  joined_at: Date | string
  in_prequeue: boolean
  position: number | null
  status: string
  last_seen_at: Date | string
  admitted_at: Date | string | null
  admission_expires_at: Date | string | null
  admission_used_at: Date | string | null
  order_id: number | null
}

function toEntryRow(r: EntryRecord): WaitingRoomEntryRow {
  const at = (v: Date | string | null) => (v === null ? null : new Date(v))
  return {
    id: r.id,
    roomId: r.room_id,
    sessionHash: r.session_hash,
    address: r.address,
    joinedAt: new Date(r.joined_at),
    inPrequeue: r.in_prequeue,
    position: r.position,
    status: r.status,
    lastSeenAt: new Date(r.last_seen_at),
    admittedAt: at(r.admitted_at),
    admissionExpiresAt: at(r.admission_expires_at),
    admissionUsedAt: at(r.admission_used_at),
    orderId: r.order_id,
  }
}

/** The pre-queue's entries in no particular order (the shuffle sorts them itself). */
export async function findPrequeueEntries(db: Db, roomId: string): Promise<{ id: string; joinedAt: Date }[]> {
  return db
    .select({ id: waitingRoomEntries.id, joinedAt: waitingRoomEntries.joinedAt })
    .from(waitingRoomEntries)
    .where(and(eq(waitingRoomEntries.roomId, roomId), eq(waitingRoomEntries.inPrequeue, true)))
}

/**
 * Runs the shuffle once: under the room's lock, if it has not run and the on-sale instant has come,
 * `order(entries)` gives the pre-queue's ids first to last; each gets its position, and late arrivals
 * continue after them. Answers false when another instance shuffled first or it is too early.
 */
export async function shuffleWaitingRoom(
  db: Db,
  roomId: string,
  now: Date,
  order: (seed: string, entries: { id: string; joinedAt: Date }[]) => string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The room's lock, exclusive: joins under way (they hold it shared) finish first and are listed; later
    // ones see the shuffle done.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`queue-room|${roomId}`}, 0))`)
    const [room] = await queryRows<{ seed: string }>(
      tx,
      sql`select seed from waiting_rooms where id = ${roomId} and shuffled_at is null and on_sale_at <= ${now.toISOString()}::timestamptz for update`,
    )
    if (!room) return false
    const ids = order(room.seed, await findPrequeueEntries(tx, roomId))
    if (ids.length > 0) {
      await tx.execute(
        sql`update waiting_room_entries e set position = o.position
            from unnest(${sql.param(ids)}::text[]) with ordinality as o(id, position)
            where e.room_id = ${roomId} and e.id = o.id`,
      )
    }
    // Late arrivals continue after the pre-queue. A sequence is not rolled back with the transaction, but
    // no join takes from it before this one commits (they read the room as not yet shuffled until then).
    await tx.execute(sql`select setval(${sequenceOf(roomId)}, ${ids.length + 1}, false)`)
    await tx.update(waitingRooms).set({ shuffledAt: now, updatedAt: now }).where(eq(waitingRooms.id, roomId))
    return true
  })
}

export type RoomCounts = { waiting: number; prequeue: number; admitted: number; activeCheckouts: number; abandoned: number; done: number }

/**
 * The room's counts. A checkout is active while its admission is unspent and unexpired, or spent on an
 * order that still holds its seats (reserved, not yet past its hold): completed, expired and abandoned
 * checkouts free their slot, which is what closes the admission's loop.
 */
export async function countWaitingRoom(db: Db, roomId: string, now: Date): Promise<RoomCounts> {
  const at = now.toISOString()
  const [row] = await queryRows<RoomCounts>(
    db,
    sql`select
          count(*) filter (where e.status = 'waiting' and e.position is not null)::int as "waiting",
          count(*) filter (where e.status = 'waiting' and e.position is null)::int as "prequeue",
          count(*) filter (where e.status = 'admitted')::int as "admitted",
          count(*) filter (where e.status = 'admitted' and (
            (e.admission_used_at is null and e.admission_expires_at > ${at}::timestamptz)
            or (o.status = 'reserved' and o.expires_at > ${at}::timestamptz)))::int as "activeCheckouts",
          count(*) filter (where e.status = 'abandoned')::int as "abandoned",
          count(*) filter (where e.status = 'done')::int as "done"
        from waiting_room_entries e
        left join orders o on o.id = e.order_id
        where e.room_id = ${roomId}`,
  )
  return row ?? { waiting: 0, prequeue: 0, admitted: 0, activeCheckouts: 0, abandoned: 0, done: 0 }
}

/** The next places in line (waiting, by position), for the admission to pick from. */
export async function findNextInLine(db: Db, roomId: string, limit: number): Promise<{ id: string; position: number; lastSeenAt: Date }[]> {
  const rows = await queryRows<{ id: string; position: number; last_seen_at: string | Date }>(
    db,
    sql`select id, position, last_seen_at from waiting_room_entries
        where room_id = ${roomId} and status = 'waiting' and position is not null
        order by position limit ${limit}`,
  )
  return rows.map((r) => ({ id: r.id, position: r.position, lastSeenAt: new Date(r.last_seen_at) }))
}

/**
 * Records one admission round under the room's lock (one instance at a time): the admitted places with
 * their deadline, the given-up ones, and the room's highest admitted place.
 */
export async function recordAdmissions(
  db: Db,
  input: { roomId: string; admit: readonly string[]; abandon: readonly string[]; now: Date; admissionExpiresAt: Date },
): Promise<void> {
  if (input.admit.length === 0 && input.abandon.length === 0) return
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from waiting_rooms where id = ${input.roomId} for update`)
    if (input.abandon.length > 0) {
      await tx.execute(
        sql`update waiting_room_entries set status = 'abandoned'
            where room_id = ${input.roomId} and status = 'waiting' and id = any(${sql.param([...input.abandon])}::text[])`,
      )
    }
    if (input.admit.length > 0) {
      await tx.execute(
        sql`update waiting_room_entries set status = 'admitted', admitted_at = ${input.now.toISOString()}::timestamptz,
              admission_expires_at = ${input.admissionExpiresAt.toISOString()}::timestamptz
            where room_id = ${input.roomId} and status = 'waiting' and id = any(${sql.param([...input.admit])}::text[])`,
      )
    }
    await tx.execute(
      sql`update waiting_rooms set now_serving = greatest(now_serving, coalesce((
            select max(position) from waiting_room_entries where room_id = ${input.roomId} and status in ('admitted', 'abandoned', 'done')), 0)),
            updated_at = ${input.now.toISOString()}::timestamptz
          where id = ${input.roomId}`,
    )
  })
}

/** Moves the last sighting of the places whose pages asked since the last flush (one statement per batch). */
export async function touchWaitingRoomEntries(db: Db, entryIds: readonly string[], now: Date): Promise<void> {
  if (entryIds.length === 0) return
  await db.execute(
    sql`update waiting_room_entries set last_seen_at = greatest(last_seen_at, ${now.toISOString()}::timestamptz)
        where id = any(${sql.param([...entryIds])}::text[])`,
  )
}

/**
 * Spends an admission on a hold, in the hold's transaction: only an admitted place whose admission is
 * unspent and unexpired, of this room, gives true, once.
 */
export async function spendAdmission(db: Db, input: { roomId: string; entryId: string; now: Date }): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update waiting_room_entries set admission_used_at = ${input.now.toISOString()}::timestamptz
        where id = ${input.entryId} and room_id = ${input.roomId} and status = 'admitted'
          and admission_used_at is null and admission_expires_at > ${input.now.toISOString()}::timestamptz
        returning id`,
  )
  return rows.length === 1
}

/** Ties a spent admission to the order it held, so the room counts that checkout as active until it ends. */
export async function linkAdmissionOrder(db: Db, entryId: string, orderId: number): Promise<void> {
  await db.update(waitingRoomEntries).set({ orderId }).where(eq(waitingRoomEntries.id, entryId))
}

/**
 * When the event (or one class) goes on sale next: the earliest sales start after `now` among its
 * classes, the on-sale instant a waiting room lines up for. Null when no class has one scheduled.
 */
export async function findNextSalesStart(db: Db, input: { eventId: number; ticketClassId: number | null; now: Date }): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select min(sales_start) as at from ticket_classes
        where event_id = ${input.eventId} and sales_start > ${input.now.toISOString()}::timestamptz ${classFilterOf(input.ticketClassId)}`,
  )
  return row?.at ? new Date(row.at) : null
}

// A room lines up for all the event's classes, or for one of them.
const classFilterOf = (ticketClassId: number | null) => (ticketClassId === null ? sql`` : sql`and id = ${ticketClassId}`)

/**
 * Tickets sold of the event (or of one class): the classes' sold counters (paid tickets and registrations
 * awaiting approval; refunds and declines give theirs back), as the dashboard's "Tickets sold" reads them.
 */
export async function countSoldTickets(db: Db, input: { eventId: number; ticketClassId: number | null }): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(sold), 0)::int as n from ticket_classes where event_id = ${input.eventId} ${classFilterOf(input.ticketClassId)}`,
  )
  return row?.n ?? 0
}

/**
 * The event's classes with a sales start, in the organizer's order: those a room can line up for (their
 * start is still to come) and the one a running room already lined up for.
 */
export async function findTicketClassesWithSalesStart(db: Db, eventId: number): Promise<{ id: number; name: string; salesStart: Date }[]> {
  const rows = await queryRows<{ id: number; name: string; sales_start: string | Date }>(
    db,
    sql`select id, name, sales_start from ticket_classes
        where event_id = ${eventId} and sales_start is not null order by sort_order, id`,
  )
  return rows.map((r) => ({ id: Number(r.id), name: r.name, salesStart: new Date(r.sales_start) }))
}

/** Every room that is turned on, for the admission loop. */
export async function findEnabledWaitingRooms(db: Db): Promise<WaitingRoomRow[]> {
  return db.select().from(waitingRooms).where(eq(waitingRooms.enabled, true))
}

/** One place of a room, as a poll reads it. */
export async function findWaitingRoomEntry(db: Db, roomId: string, entryId: string): Promise<WaitingRoomEntryRow | null> {
  const [row] = await db
    .select()
    .from(waitingRoomEntries)
    .where(and(eq(waitingRoomEntries.roomId, roomId), eq(waitingRoomEntries.id, entryId)))
    .limit(1)
  return row ?? null
}

/**
 * A place given up (its page stopped asking) that asks again: it goes to the end of the line, as a new
 * arrival would, with the next place of the room's sequence. Before the shuffle it simply waits in the
 * pre-queue again.
 */
export async function rejoinWaitingRoom(db: Db, input: { roomId: string; entryId: string; now: Date }): Promise<WaitingRoomEntryRow | null> {
  const rows = await queryRows<EntryRecord>(
    db,
    sql`update waiting_room_entries e set status = 'waiting', in_prequeue = r.shuffled_at is null, last_seen_at = ${input.now.toISOString()}::timestamptz,
          position = case when r.shuffled_at is not null then nextval(${sequenceOf(input.roomId)})::integer end
        from waiting_rooms r
        where r.id = ${input.roomId} and e.room_id = r.id and e.id = ${input.entryId} and e.status = 'abandoned'
        returning e.*`,
  )
  return rows[0] ? toEntryRow(rows[0]) : null
}

/** How many places were admitted since `since`: the recent pace a wait is estimated from. */
export async function countAdmittedSince(db: Db, roomId: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from waiting_room_entries where room_id = ${roomId} and admitted_at >= ${since.toISOString()}::timestamptz`,
  )
  return row?.n ?? 0
}

/** The pre-queue's entries in the order the shuffle gave them (by position), for the fairness page. */
export async function findShuffledPrequeue(db: Db, roomId: string): Promise<{ id: string; joinedAt: Date; position: number | null }[]> {
  return db
    .select({ id: waitingRoomEntries.id, joinedAt: waitingRoomEntries.joinedAt, position: waitingRoomEntries.position })
    .from(waitingRoomEntries)
    .where(and(eq(waitingRoomEntries.roomId, roomId), eq(waitingRoomEntries.inPrequeue, true)))
    .orderBy(waitingRoomEntries.position)
}

/**
 * The positions the shuffle gave the pre-queue (decision 071): read once per instance after the shuffle,
 * so that the first polls after it find their place without a read each. Positions of the pre-queue never
 * change afterwards but for a place given up that joins again (its new position is then read from its row).
 */
export async function findPrequeuePositions(db: Db, roomId: string): Promise<{ id: string; position: number }[]> {
  return queryRows<{ id: string; position: number }>(
    db,
    sql`select id, position from waiting_room_entries where room_id = ${roomId} and in_prequeue and position is not null`,
  )
}

/** Runs `work` in a transaction holding the room's lock: one admission round of a room at a time, across instances. */
export async function withWaitingRoomLock<T>(db: Db, roomId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from waiting_rooms where id = ${roomId} for update`)
    return work(tx)
  })
}
