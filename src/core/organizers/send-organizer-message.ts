import 'server-only'
// "Contact the organizer" (issue 20; the Help Center and event texts promise it): a message from an event
// or organizer page, emailed to the organizer through the outbox (the Mailer port) with the sender's
// address to reply to. Limited per address and per sender before anything is queued. Written in the
// organizer's language (its owner's recorded locale, issue 25; English when none).
import { assertEmailQueued } from '@/core/mail/recipient-cap'
import { normalizeEmail, normalizeFullName } from '@/core/accounts/account-rules'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { ORGANIZER_MESSAGES_PER_EMAIL, ORGANIZER_MESSAGES_PER_IP } from '@/core/accounts/rate-limits'
import { mailWords } from '@/core/mail/mail-texts'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeContactMessage } from '@/core/support/contact-message-rules'
import { findOrganizerMessageRecipient } from './organizers-repository'

export type SendOrganizerMessageInput = { organizerId: number; eventId: number | null; name: string; email: string; message: string; ip: string }

export async function sendOrganizerMessage({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: SendOrganizerMessageInput): Promise<void> {
  const now = clock.now()
  const email = normalizeEmail(input.email)
  const name = normalizeFullName(input.name)
  await db.transaction(async (tx) => {
    const recipient = await findOrganizerMessageRecipient(tx, input.organizerId, input.eventId)
    if (!recipient) throw new AppError('NOT_FOUND', 'There is no such organizer.')
    if (!recipient.email) throw new AppError('CONFLICT', 'This organizer cannot receive messages on Tessera.')
    await takeRateLimitHits(tx, now, [
      [ORGANIZER_MESSAGES_PER_IP, input.ip],
      [ORGANIZER_MESSAGES_PER_EMAIL, email],
    ])
    const { t } = mailWords(recipient.locale)
    const values = { name, email, organizer: recipient.name, event: recipient.eventName ?? '' }
    const about = recipient.eventName ? 'About' : ''
    // The message is all this request does: kept back by the organizer's cap, it answers 429 (decision 051).
    assertEmailQueued(await enqueueEmail(tx, {
      kind: 'organizer-message',
      to: recipient.email,
      subject: t(`organizerMessage.subject${about}`, values),
      text: [t(`organizerMessage.intro${about}`, values), '', normalizeContactMessage(input.message), '', t('organizerMessage.reply', values)].join('\n'),
      correlationId: `organizer:${input.organizerId}`,
    }))
  })
}
