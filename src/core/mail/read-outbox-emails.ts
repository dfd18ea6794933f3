// The outbox's emails as they read to staff and tests: sent ones as they were sent, queued templated ones
// as they will be sent (rendered on reading, render-queued-email.ts).
import type { Db } from '@/db/create-db'
import { findOutboxRowById, findOutboxRows, type FindOutboxEmailsFilter, type OutboxEmail } from './outbox-repository'
import { renderOutboxRow } from './render-queued-email'

/** Emails newest first, optionally for one recipient (case-insensitive) and/or one kind. */
export async function findOutboxEmails(db: Db, filter: FindOutboxEmailsFilter = {}): Promise<OutboxEmail[]> {
  return Promise.all((await findOutboxRows(db, filter)).map(renderOutboxRow))
}

/** One email by id, or null. */
export async function findOutboxEmailById(db: Db, id: string): Promise<OutboxEmail | null> {
  const row = await findOutboxRowById(db, id)
  return row ? renderOutboxRow(row) : null
}
