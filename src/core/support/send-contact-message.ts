import 'server-only'
import { normalizeEmail, normalizeFullName } from '@/core/accounts/account-rules'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { CONTACT_MESSAGES_PER_EMAIL, CONTACT_MESSAGES_PER_IP } from '@/core/accounts/rate-limits'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeContactMessage, type ContactTopic } from './contact-message-rules'
import { insertContactMessage } from './contact-message-repository'

export type SendContactMessageInput = {
  name: string
  email: string
  topic: ContactTopic
  message: string
  helpLanguage: string
  userId: number | null
  ip: string
}

/**
 * Stores a Contact us message for the support team (spec §2, issue 23). Limited per address and per
 * email (RATE_LIMITED past 5 or 3 an hour), counted before anything is stored.
 */
export async function sendContactMessage({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: SendContactMessageInput): Promise<{ id: number }> {
  const now = clock.now()
  const email = normalizeEmail(input.email)
  await takeRateLimitHits(db, now, [
    [CONTACT_MESSAGES_PER_IP, input.ip],
    [CONTACT_MESSAGES_PER_EMAIL, email],
  ])
  return insertContactMessage(db, {
    name: normalizeFullName(input.name),
    email,
    topic: input.topic,
    message: normalizeContactMessage(input.message),
    helpLanguage: input.helpLanguage,
    userId: input.userId,
    createdAt: now,
  })
}
