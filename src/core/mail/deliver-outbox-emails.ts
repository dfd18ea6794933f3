import 'server-only'
import type { Db } from '@/db/create-db'
import type { Clock } from '@/core/shared/core-deps'
import type { Mailer } from './mailer'
import { claimDueOutboxEmails, markOutboxEmailAttemptFailed, markOutboxEmailSent } from './outbox-repository'
import { nextRetryAt } from './retry-backoff'
import { renderOutboxRow } from './render-queued-email'

export type DeliverOutboxEmailsDeps = { db: Db; clock: Clock; mailer: Mailer }

export type DeliverOutboxEmailsInput = {
  /** Most emails claimed in one pass. */
  limit?: number
  /** How long a claimed email is left alone by other instances while this one sends it. */
  leaseMs?: number
}

export type DeliveryPass = { sent: number; retried: number; failed: number }

/**
 * One pass of the delivery loop: claims due pending emails (never the same one as another instance),
 * renders the templated ones and sends each through the Mailer; a failure is retried later with backoff,
 * then marked failed.
 */
export async function deliverOutboxEmails(
  { db, clock, mailer }: DeliverOutboxEmailsDeps,
  input: DeliverOutboxEmailsInput = {},
): Promise<DeliveryPass> {
  const now = clock.now()
  const claimed = await claimDueOutboxEmails(db, {
    now,
    leaseUntil: new Date(now.getTime() + (input.leaseMs ?? 5 * 60_000)),
    limit: input.limit ?? 20,
  })
  const pass: DeliveryPass = { sent: 0, retried: 0, failed: 0 }
  for (const row of claimed) {
    try {
      // A templated email is rendered here, once per attempt, and stored as sent (issue 36).
      const email = await renderOutboxRow(row)
      await mailer.send(email)
      await markOutboxEmailSent(db, row.id, clock.now(), row.template ? email : null)
      pass.sent += 1
    } catch (error) {
      const retryAt = nextRetryAt(row.attempts, clock.now())
      await markOutboxEmailAttemptFailed(db, row.id, { error: (error as Error).message ?? String(error), retryAt })
      if (retryAt) pass.retried += 1
      else pass.failed += 1
    }
  }
  return pass
}
