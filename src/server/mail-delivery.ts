// Starts the outbox delivery loop once per server process (ARCHITECTURE §1 Mailer port). Requests only
// queue mail; this timer sends it, so a slow or unreachable SMTP server never holds up a request.
import 'server-only'
import type { Db } from '@/db/create-db'
import { deliverOutboxEmails } from '@/core/mail/deliver-outbox-emails'
import { createMailer } from '@/core/mail/mailer'
import { systemClock } from '@/core/shared/core-deps'
import { env } from '@/env'
import { startBackgroundLoop, type BackgroundLoop } from './background-loop'

const INTERVAL_MS = 2000

type Holder = { mailDelivery?: BackgroundLoop; stopped?: boolean }
// Kept on globalThis so a hot reload in development does not start a second loop.
const holder = ((globalThis as { __tesseraMail?: Holder }).__tesseraMail ??= {})

export function startMailDelivery(db: Db): void {
  // Once stopped for shutdown it stays stopped, whatever opens the database afterwards.
  if (holder.mailDelivery || holder.stopped) return
  const config = env()
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
  holder.mailDelivery = startBackgroundLoop(() => deliverOutboxEmails({ db, clock: systemClock, mailer }), INTERVAL_MS, (error) =>
    console.error('[mail] delivery pass failed:', (error as Error).message),
  )
}

/** For shutdown: no more delivery passes, and a pass under way finishes before the pool closes. */
export async function stopMailDelivery(): Promise<void> {
  holder.stopped = true
  const loop = holder.mailDelivery
  holder.mailDelivery = undefined
  await loop?.stop()
}
