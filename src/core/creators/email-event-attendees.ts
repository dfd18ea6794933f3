// The dashboard's "Email attendees" (issue 20): one message from the organizer to every buyer who still
// holds a valid ticket, one email per address, queued through the outbox (the Mailer port) in one
// transaction, so that either everyone is written to or no one. A few an hour per event, ten a day per
// account; and the organizer's words go only to addresses that paid or were confirmed by their owner, never
// to one that anyone typed into a free order (issue 39 finding 7, decision 048).
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { eventPath } from '@/core/events/event-json'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeTextInput } from '@/core/shared/text-input'
import { ATTENDEE_EMAIL_MESSAGE_MAX_LENGTH, ATTENDEE_EMAIL_SUBJECT_MAX_LENGTH, ATTENDEE_EMAILS_PER_EVENT, ATTENDEE_EMAILS_PER_MANAGER, computeAttendeeAnnouncementEmail } from './creator-emails'
import { findTicketHolderEmailsByEventId } from './event-attendees-repository'
import { findManagedEvent, type Manager } from './managed-event-access'

export async function emailEventAttendees(
  { db, clock, siteUrl }: Pick<CoreDeps, 'db' | 'clock'> & { siteUrl: string },
  input: { eventId: number; manager: Manager; subject: string; message: string },
): Promise<{ emailed: number }> {
  const subject = normalizeTextInput(input.subject, { maxLength: ATTENDEE_EMAIL_SUBJECT_MAX_LENGTH }).trim()
  const message = normalizeTextInput(input.message, { maxLength: ATTENDEE_EMAIL_MESSAGE_MAX_LENGTH, multiline: true }).trim()
  const problems: Record<string, string[]> = {}
  if (!subject) problems.subject = ['Write a subject.']
  if (!message) problems.message = ['Write your message.']
  if (Object.keys(problems).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', problems)
  const now = clock.now()
  return db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write')
    const holders = await findTicketHolderEmailsByEventId(tx, event.id, { paidOrConfirmed: true })
    if (holders.length === 0) throw new AppError('CONFLICT', 'No one holds a ticket to this event yet whom we may email: free tickets’ buyers are reached only through accounts with a confirmed email.')
    await takeRateLimitHits(tx, now, [
      [ATTENDEE_EMAILS_PER_EVENT, String(event.id)],
      [ATTENDEE_EMAILS_PER_MANAGER, String(input.manager.userId)],
    ])
    const emailEvent = { id: event.id, name: event.name, url: `${siteUrl}${eventPath(event.nameSlug, event.id)}` }
    for (const holder of holders) {
      await enqueueEmail(tx, computeAttendeeAnnouncementEmail({ to: holder.email, name: holder.name, event: emailEvent, organizerName: event.organizerName, subject, message, locale: holder.locale }))
    }
    return { emailed: holders.length }
  })
}
