// The email that invites someone to a private event (decision 060): who invites them, to what and when,
// and the link that opens the event for them. It says nothing else the organizer typed.
import type { EmailMessage } from '@/core/mail/email-message'
import { mailWords } from '@/core/mail/mail-texts'
import { formatEventTime } from '@/core/ticketing/event-time-text'

export function computeEventInvitationEmail(input: {
  to: string
  organizer: string
  event: { name: string; startAt: Date; timeZone: string }
  url: string
  locale?: string | null
}): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  return {
    kind: 'event-invitation',
    to: input.to,
    subject: t('invitation.subject', { name: input.event.name }),
    text: [
      t('hiThere'),
      '',
      t('invitation.about', { organizer: input.organizer, name: input.event.name }),
      t('when', { when: formatEventTime(input.event.startAt, input.event.timeZone, localeTag) }),
      '',
      t('invitation.open'),
      '',
      input.url,
      '',
      t('invitation.yours'),
    ].join('\n'),
  }
}
