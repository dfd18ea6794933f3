// Starts the outbox delivery loop once per server process (ARCHITECTURE §1 Mailer port). Requests only
// queue mail; this timer sends it, so a slow or unreachable SMTP server never holds up a request.
import 'server-only'
import type { Db } from '@/db/create-db'
import { deliverOutboxEmails } from '@/core/mail/deliver-outbox-emails'
import { createMailer } from '@/core/mail/mailer'
import { systemClock } from '@/core/shared/core-deps'
import { env } from '@/env'

const INTERVAL_MS = 2000

type Holder = { mailDelivery?: NodeJS.Timeout }
// Kept on globalThis so a hot reload in development does not start a second loop.
const holder = ((globalThis as { __tesseraMail?: Holder }).__tesseraMail ??= {})

export function startMailDelivery(db: Db): void {
  if (holder.mailDelivery) return
  const config = env()
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
  let running = false
  holder.mailDelivery = setInterval(() => {
    // Passes never overlap: a slow SMTP server makes the next tick skip, not pile up.
    if (running) return
    running = true
    deliverOutboxEmails({ db, clock: systemClock, mailer })
      .catch((error: unknown) => console.error('[mail] delivery pass failed:', (error as Error).message))
      .finally(() => {
        running = false
      })
  }, INTERVAL_MS)
  // The loop alone must not keep a finished process (a script, a test) alive.
  holder.mailDelivery.unref()
}
