// The emails the creator tools send (issue 20), plain text with the event's time in its own zone, named:
// the organizer's message to every attendee and the notice of a changed time or place. Pure. Issue 25:
// in each holder's language (the locale of the page their order was made on; English when none).
import type { EmailMessage } from '@/core/mail/email-message'
import { mailWords } from '@/core/mail/mail-texts'
import type { RateLimitRule } from '@/core/accounts/rate-limits'
import { formatEventTime } from '@/core/ticketing/event-time-text'

export const ATTENDEE_EMAIL_SUBJECT_MAX_LENGTH = 150
export const ATTENDEE_EMAIL_MESSAGE_MAX_LENGTH = 5000
// An email to every attendee reaches many inboxes: a few an hour per event is plenty for real news.
export const ATTENDEE_EMAILS_PER_EVENT: RateLimitRule = { name: 'attendee-email-event', limit: 3, windowSeconds: 60 * 60 }
// And per organizer account across its events (issue 39 finding 7, decision 048): creating events must not
// multiply what one account may send.
export const ATTENDEE_EMAILS_PER_MANAGER: RateLimitRule = { name: 'attendee-email-manager', limit: 10, windowSeconds: 24 * 60 * 60 }
// Resending tickets mails the buyer their QR codes again; capped so a button cannot flood an inbox.
export const TICKET_RESENDS_PER_ORDER: RateLimitRule = { name: 'ticket-resend-order', limit: 5, windowSeconds: 60 * 60 }

type EmailEvent = { id: number; name: string; url: string }

export function computeAttendeeAnnouncementEmail(input: { to: string; name: string | null; event: EmailEvent; organizerName: string; subject: string; message: string; locale?: string | null }): EmailMessage {
  const { t } = mailWords(input.locale)
  return {
    kind: 'attendee-announcement',
    to: input.to,
    subject: `${input.subject} (${input.event.name})`,
    text: [
      input.name ? t('hi', { name: input.name }) : t('hiThere'),
      '',
      t('announcement.writes', { organizer: input.organizerName, event: input.event.name }),
      '',
      input.message,
      '',
      t('eventPage', { url: input.event.url }),
    ].join('\n'),
    correlationId: `event:${input.event.id}`,
  }
}

export type EventPlaceAndTime = { startAt: Date; endAt: Date; timeZone: string; place: string }

/** Where an event happens, as its change email names it (and compares it: a venue re-saved unchanged is no change). */
export function computePlaceText(event: { isOnline: boolean; venue: { name: string; address1: string; city: string } | null }): string {
  if (event.isOnline) return 'Online'
  if (!event.venue) return 'To be announced'
  return [event.venue.name, event.venue.address1, event.venue.city].filter(Boolean).join(', ')
}

/** What changed that ticket holders must hear of (issue 20: "a time or place change emails ticket holders"). */
export function computeEventChanges(before: EventPlaceAndTime, after: EventPlaceAndTime): ('time' | 'place')[] {
  const changes: ('time' | 'place')[] = []
  if (before.startAt.getTime() !== after.startAt.getTime() || before.endAt.getTime() !== after.endAt.getTime() || before.timeZone !== after.timeZone) changes.push('time')
  if (before.place !== after.place) changes.push('place')
  return changes
}

export function computeEventChangeEmail(input: { to: string; name: string | null; event: EmailEvent; changes: ('time' | 'place')[]; after: EventPlaceAndTime; locale?: string | null }): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  const what = input.changes.length === 2 ? 'both' : input.changes[0]!
  return {
    kind: 'event-changed',
    to: input.to,
    subject: t('changed.subject', { what, event: input.event.name }),
    text: [
      input.name ? t('hi', { name: input.name }) : t('hiThere'),
      '',
      t('changed.text', { what, event: input.event.name }),
      '',
      t('when', { when: formatEventTime(input.after.startAt, input.after.timeZone, localeTag) }),
      t('changed.where', { place: input.after.place }),
      '',
      t('eventPage', { url: input.event.url }),
    ].join('\n'),
    correlationId: `event:${input.event.id}`,
  }
}
