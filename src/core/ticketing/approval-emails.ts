// The buyer's emails of approval (decision 064), plain text in the buyer's language (the order's locale):
// "registration received, awaiting approval" (no ticket, no QR: nothing admits yet), "declined" with the
// organizer's optional message (already plain text, approval-rules.ts), and "lapsed" when nobody decided
// in time. Approval itself sends the ordinary confirmation with the tickets (confirmation-email.ts).
import type { EmailMessage } from '@/core/mail/email-message'
import { mailWords } from '@/core/mail/mail-texts'
import { formatMoneyExact } from '@/core/money/money'
import { formatEventTime } from './event-time-text'
import type { EmailEvent } from './ticketing-emails'

/** The event as these emails need it, from the ticketing read of it. */
export function computeApprovalEmailEvent(event: EmailEvent): EmailEvent {
  return { id: event.id, name: event.name, startAt: event.startAt, endAt: event.endAt, timeZone: event.timeZone }
}

type ApprovalEmailInput = {
  to: string
  event: EmailEvent
  orderId: number
  /** The card's authorised amount; null for a free registration. */
  authorizedMinor: number | null
  currency: string
  locale?: string | null
}

export function computeApprovalReceivedEmail(input: ApprovalEmailInput & { orderUrl: string }): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  const lines = [
    t('hiThere'),
    '',
    t('approval.received', { event: input.event.name, orderId: input.orderId }),
    t('when', { when: formatEventTime(input.event.startAt, input.event.timeZone, localeTag) }),
    '',
    ...(input.authorizedMinor !== null ? [t('approval.receivedCard', { amount: formatMoneyExact(input.authorizedMinor, input.currency, localeTag) })] : []),
    t('approval.noTicketsYet'),
    '',
    t('approval.viewOrder', { url: input.orderUrl }),
  ]
  return { kind: 'order-approval-received', to: input.to, subject: t('approval.receivedSubject', { event: input.event.name }), text: lines.join('\n'), correlationId: `order:${input.orderId}` }
}

/** Declined by the organizer (`lapsed` false) or left undecided past the time limit (`lapsed` true). */
export function computeApprovalDeclinedEmail(input: ApprovalEmailInput & { message: string | null; lapsed: boolean }): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  const values = { event: input.event.name, orderId: input.orderId }
  const lines = [
    t('hiThere'),
    '',
    t(input.lapsed ? 'approval.lapsed' : 'approval.declined', values),
    ...(input.authorizedMinor !== null ? [t('approval.declinedCard', { amount: formatMoneyExact(input.authorizedMinor, input.currency, localeTag) })] : []),
    ...(input.message ? ['', t('approval.messageFrom'), input.message] : []),
  ]
  return {
    kind: input.lapsed ? 'order-approval-lapsed' : 'order-declined',
    to: input.to,
    subject: t(input.lapsed ? 'approval.lapsedSubject' : 'approval.declinedSubject', { event: input.event.name }),
    text: lines.join('\n'),
    correlationId: `order:${input.orderId}`,
  }
}
