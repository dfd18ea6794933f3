// The one transition function of wait-list entries (issue 36): every status change is checked against
// the table in waitlist-state.ts before it is written.
import type { Db } from '@/db/create-db'
import { writeExpiredOffersMove, writeWaitlistEntryMove } from './waitlist-repository'
import { assertWaitlistMove } from './waitlist-state'

/** A waiting entry is offered seats: a held order made for it, until `offerExpiresAt`. */
export async function offerToEntry(tx: Db, entryId: number, offerExpiresAt: Date): Promise<void> {
  assertWaitlistMove('waiting', 'offered')
  await writeWaitlistEntryMove(tx, entryId, 'waiting', 'offered', offerExpiresAt)
}

/** A class's offers that ran out unbought lapse, so the next in line can be asked. */
export async function lapseExpiredOffers(tx: Db, ticketClassId: number, now: Date): Promise<void> {
  assertWaitlistMove('offered', 'lapsed')
  await writeExpiredOffersMove(tx, ticketClassId, now, 'lapsed')
}
