import 'server-only'
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { outboxEmails } from '@/db/schema'
import type { EmailAttachment, EmailMessage, TemplatedEmail } from './email-message'
import { computeOutboxValues, toStoredAttachments, type StoredAttachment } from './outbox-values'
import { currentRecipientCap, isNeverDroppedEmail } from './recipient-cap'
import { metrics } from '@/core/shared/metrics'

export type OutboxStatus = 'pending' | 'sent' | 'failed'

export type OutboxEmail = EmailMessage & {
  id: string
  attachments: EmailAttachment[]
  status: OutboxStatus
  attempts: number
  lastError: string | null
  createdAt: Date
  sentAt: Date | null
}

/**
 * An outbox row as stored: a templated email (TemplatedEmail) has no subject or text until it is sent,
 * only its template and snapshot; render-queued-email.ts turns it into an OutboxEmail.
 */
export type OutboxRow = Omit<OutboxEmail, 'subject' | 'text'> & {
  subject: string | null
  text: string | null
  template: { name: string; snapshot: unknown } | null
}


/**
 * Queues an email. Pass the transaction handle (`tx`) of the order or token the email belongs to, so
 * both commit or neither does (ARCHITECTURE §7: an order is never paid without its email queued).
 *
 * Every email counts against its recipient's cap (recipient-cap.ts, decision 051): past
 * MAIL_TO_RECIPIENT_PER_HOUR emails of any kind to the address in the last hour, nothing is queued, the
 * refusal is counted (`mail_recipient_cap`) and reported, and the answer's `id` is null; a request whose
 * only effect is this email then answers 429 (`assertEmailQueued`). `moneyMoved` (a paid order's tickets)
 * and refund notices are queued whatever the count: money moved, which no cheap request can do.
 */
export async function enqueueEmail(db: Db, message: EmailMessage | TemplatedEmail, options: { moneyMoved?: boolean } = {}): Promise<{ id: string | null }> {
  const cap = currentRecipientCap()
  if (cap.perHour !== null && !isNeverDroppedEmail({ kind: message.kind, moneyMoved: options.moneyMoved ?? false })) {
    // Two requests mailing one address at once are counted one after the other: the lock lasts until the
    // caller's transaction ends (a plain handle's statement is its own transaction).
    const address = message.to.trim().toLowerCase()
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`outbox-recipient:${address}`}))`)
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(and(eq(sql`lower(${outboxEmails.toAddress})`, address), gt(outboxEmails.createdAt, sql`now() - interval '1 hour'`)))
    if ((counted?.n ?? 0) >= cap.perHour) {
      metrics.refusal('mail_recipient_cap')
      cap.onCapped({ kind: message.kind, to: message.to })
      return { id: null }
    }
  }
  const [row] = await db.insert(outboxEmails).values(computeOutboxValues(message)).returning({ id: outboxEmails.id })
  return { id: String(row!.id) }
}

export type FindOutboxEmailsFilter = { to?: string; kind?: string; limit?: number }

/** Emails newest first, optionally for one recipient (case-insensitive) and/or one kind. */
export async function findOutboxRows(db: Db, filter: FindOutboxEmailsFilter = {}): Promise<OutboxRow[]> {
  const conditions = []
  if (filter.to) conditions.push(eq(sql`lower(${outboxEmails.toAddress})`, filter.to.trim().toLowerCase()))
  if (filter.kind) conditions.push(eq(outboxEmails.kind, filter.kind))
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(Math.min(Math.max(filter.limit ?? 50, 1), 500))
  return rows.map(toOutboxRow)
}

/** One email by id, or null. */
export async function findOutboxRowById(db: Db, id: string): Promise<OutboxRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, Number(id)))
  return row ? toOutboxRow(row) : null
}

/**
 * Claims up to `limit` due pending emails for one delivery attempt and pushes their next attempt past
 * `leaseUntil`, so another instance (or this one, if it crashes mid-send) leaves them alone until then.
 * `FOR UPDATE SKIP LOCKED` lets several instances claim at once without ever claiming the same row.
 */
export async function claimDueOutboxEmails(
  db: Db,
  input: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  // One statement: the due rows are locked (skipping ones another instance holds) and leased at once.
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, input.now)))
    .orderBy(outboxEmails.nextAttemptAt, outboxEmails.id)
    .limit(input.limit)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(outboxEmails)
    .set({ nextAttemptAt: input.leaseUntil, attempts: sql`${outboxEmails.attempts} + 1` })
    .where(inArray(outboxEmails.id, due))
    .returning()
  return rows.map(toOutboxRow).sort((a, b) => Number(a.id) - Number(b.id))
}

/** Marks an email sent; a templated one keeps what it was rendered to (`rendered`), as it was sent. */
export async function markOutboxEmailSent(db: Db, id: string, sentAt: Date, rendered: EmailMessage | null = null): Promise<void> {
  const content = rendered
    ? { subject: rendered.subject, text: rendered.text, html: rendered.html ?? null, attachments: toStoredAttachments(rendered.attachments ?? []) }
    : {}
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt, lastError: null, ...content })
    .where(eq(outboxEmails.id, Number(id)))
}

/** Records a failed attempt: tried again at `retryAt`, or given up (`failed`) when `retryAt` is null. */
export async function markOutboxEmailAttemptFailed(
  db: Db,
  id: string,
  input: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(outboxEmails)
    .set(
      input.retryAt
        ? { lastError: input.error.slice(0, 2000), nextAttemptAt: input.retryAt }
        : { lastError: input.error.slice(0, 2000), status: 'failed' },
    )
    .where(eq(outboxEmails.id, Number(id)))
}

function toOutboxRow(row: typeof outboxEmails.$inferSelect): OutboxRow {
  const stored = (Array.isArray(row.attachments) ? row.attachments : []) as StoredAttachment[]
  return {
    id: String(row.id),
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    ...(row.html !== null ? { html: row.html } : {}),
    attachments: stored.map((a) => ({
      filename: a.filename,
      contentType: a.content_type,
      contentBase64: a.content_base64,
      ...(a.content_id ? { contentId: a.content_id } : {}),
    })),
    ...(row.correlationId !== null ? { correlationId: row.correlationId } : {}),
    // Rendered once sent: the row then holds what was sent, and it is read as it is.
    template: row.template !== null && row.subject === null ? { name: row.template, snapshot: row.snapshot } : null,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  }
}
