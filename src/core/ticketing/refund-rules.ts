// Refunds under the event's refund policy (refund-policy.ts, issue 19 §8): granted at once while the policy
// allows; "contact the organizer" and "no refunds" are not granted by the attendee alone.
import { AppError } from '@/core/shared/app-error'

const DAYS: Record<string, number> = { '1_day': 1, '7_days': 7, '30_days': 30 }

/** True when an attendee's refund is granted at once: an N-day policy until N days before the start. */
export function canRefundAtOnce(policy: string, eventStart: Date, now: Date): boolean {
  const days = DAYS[policy]
  if (days === undefined) return false
  return now.getTime() <= eventStart.getTime() - days * 24 * 3600 * 1000
}

export function assertRefundAllowed(policy: string, eventStart: Date, now: Date): void {
  if (canRefundAtOnce(policy, eventStart, now)) return
  const reason =
    policy === 'none'
      ? 'This event does not offer refunds.'
      : DAYS[policy] !== undefined
        ? `Refunds closed ${DAYS[policy]} ${DAYS[policy] === 1 ? 'day' : 'days'} before the event.`
        : 'Contact the organizer to request a refund for this event.'
  throw new AppError('CONFLICT', reason)
}
