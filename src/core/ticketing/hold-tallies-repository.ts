// The running counts behind the hold limits (decision 049): the seats each session, account and address
// holds, per event and in total. A hold adds to them in its own statement (checkout-repository.ts) or
// under their row locks (reserve-tickets.ts); nothing takes seats back out (a payment, an expiry, a
// cancellation): a count runs high until a refusal recounts the real holds under the lock.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import type { HoldTally } from './hold-limits'

/**
 * The statement part that adds `seats` to each tally where it stays within its limit (the row's own,
 * possibly shrunk, or the configured one, whichever is lower), taking the rows' locks in the tallies'
 * order. Used as a CTE: it answers one row per tally that took the seats, so the hold goes ahead only when
 * every tally did.
 */
export function computeAddToHoldTalliesSql(tallies: readonly HoldTally[], seats: number): SQL {
  const col = <T>(pick: (t: HoldTally) => T) => sql.param(tallies.map(pick))
  return sql`insert into hold_tallies as h (subject, event_id, seats, seat_limit)
    select v.subject, v.event_id, ${seats}::int, v.seat_limit
    from unnest(${col((t) => t.subject)}::text[], ${col((t) => t.eventId)}::int[], ${col((t) => t.limit)}::int[]) with ordinality as v(subject, event_id, seat_limit, n)
    where ${seats}::int <= v.seat_limit
    order by v.n
    on conflict (subject, event_id) do update set seats = h.seats + excluded.seats
      where h.seats + excluded.seats <= least(h.seat_limit, excluded.seat_limit)
    returning 1`
}

/** Takes the tallies' row locks in their order (creating missing rows), for the locking path's recount. */
export async function lockHoldTallies(db: Db, tallies: readonly HoldTally[]): Promise<void> {
  if (tallies.length === 0) return
  const col = <T>(pick: (t: HoldTally) => T) => sql.param(tallies.map(pick))
  await queryRows(
    db,
    sql`insert into hold_tallies as h (subject, event_id, seats, seat_limit)
      select v.subject, v.event_id, 0, v.seat_limit
      from unnest(${col((t) => t.subject)}::text[], ${col((t) => t.eventId)}::int[], ${col((t) => t.limit)}::int[]) with ordinality as v(subject, event_id, seat_limit, n)
      order by v.n
      on conflict (subject, event_id) do update set seats = h.seats
      returning 1`,
  )
}

export type HeldBySubject = { subject: string; eventId: number; held: number; abandoned: number }

/**
 * Each tally's real count: the seats of its subject's unexpired holds (on its event, or all), and how
 * many of the subject's holds lapsed unpaid since `abandonedSince` (what shrinks a buyer's limit).
 */
export async function countHeldBySubjects(db: Db, tallies: readonly HoldTally[], now: Date, abandonedSince: Date): Promise<HeldBySubject[]> {
  if (tallies.length === 0) return []
  const col = <T>(pick: (t: HoldTally) => T) => sql.param(tallies.map(pick))
  const mine = sql`case v.kind when 'session' then o.hold_session = v.key when 'address' then o.hold_address = v.key else o.user_id = v.key::int end`
  const rows = await queryRows<{ subject: string; event_id: number; held: number; abandoned: number }>(
    db,
    sql`select v.subject, v.event_id,
          (select coalesce(sum(l.quantity), 0) from orders o join order_lines l on l.order_id = o.id
            where o.status = 'reserved' and o.expires_at > ${now}::timestamptz and (v.event_id = 0 or o.event_id = v.event_id) and ${mine})::int as held,
          (select count(*) from orders o
            where o.status in ('reserved', 'expired') and o.paid_at is null and o.expires_at <= ${now}::timestamptz
              and o.expires_at > ${abandonedSince}::timestamptz and o.waitlist_entry_id is null and ${mine})::int as abandoned
        from unnest(${col((t) => t.subject)}::text[], ${col((t) => t.kind)}::text[], ${col((t) => t.key)}::text[], ${col((t) => t.eventId)}::int[]) as v(subject, kind, key, event_id)`,
  )
  return rows.map((r) => ({ subject: r.subject, eventId: Number(r.event_id), held: Number(r.held), abandoned: Number(r.abandoned) }))
}

/** Sets each tally's count and limit (after a recount under their locks). */
export async function setHoldTallies(db: Db, values: readonly { subject: string; eventId: number; seats: number; limit: number }[]): Promise<void> {
  if (values.length === 0) return
  const col = <T>(pick: (t: (typeof values)[number]) => T) => sql.param(values.map(pick))
  await queryRows(
    db,
    sql`update hold_tallies h set seats = v.seats, seat_limit = v.seat_limit
      from unnest(${col((t) => t.subject)}::text[], ${col((t) => t.eventId)}::int[], ${col((t) => t.seats)}::int[], ${col((t) => t.limit)}::int[]) as v(subject, event_id, seats, seat_limit)
      where h.subject = v.subject and h.event_id = v.event_id`,
  )
}
