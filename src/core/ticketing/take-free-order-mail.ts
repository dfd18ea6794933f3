import { normalizeEmail } from '@/core/accounts/account-rules'
import { assertUnderRateLimit, recordRateLimitHit } from '@/core/accounts/rate-limiter'
import { AppError, isAppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { computeMailLimitChecks } from './mail-limits'
import type { TicketingDeps } from './ticketing-deps'

export const TOO_MANY_EMAILS = 'We have sent as many ticket emails for free orders as we may for now, to this address or from this browser. Please try again later.'

/**
 * Counts a free order's confirmation email against its recipient and its sender (decision 048, issue 39
 * finding 7) before the order is completed: free orders cost nothing, so without this anyone could mail
 * anyone as often as they liked. A buyer signed in with that verified address mails only themselves and is
 * not counted. Over a limit: 429 TOO_MANY_EMAILS (`limited_by`), counted and logged; nothing is written.
 */
export async function takeFreeOrderMail(deps: TicketingDeps, input: { buyerEmail: string; actorEmail: string | null; session: string | null; address: string | null }): Promise<void> {
  if (!deps.mailLimits) return
  const recipient = normalizeEmail(input.buyerEmail)
  if (input.actorEmail !== null && normalizeEmail(input.actorEmail) === recipient) return
  const now = deps.clock.now()
  const checks = computeMailLimitChecks(deps.mailLimits, { recipient, session: input.session, address: input.address })
  for (const check of checks) {
    try {
      await assertUnderRateLimit(deps.db, check.rule, check.subject, now)
    } catch (error) {
      if (!isAppError(error) || error.code !== 'RATE_LIMITED') throw error
      metrics.refusal(check.refusal)
      throw new AppError('TOO_MANY_EMAILS', TOO_MANY_EMAILS, undefined, { retryAfterSeconds: error.extra.retryAfterSeconds, details: { limited_by: check.limitedBy } })
    }
  }
  for (const check of checks) await recordRateLimitHit(deps.db, check.rule, check.subject, now)
}
