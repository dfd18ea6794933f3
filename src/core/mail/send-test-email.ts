import 'server-only'
import { assertEmailQueued } from './recipient-cap'
import { findUserCredentialsById } from '@/core/accounts/accounts-repository'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { enqueueEmail } from './outbox-repository'

/** The staff member asking; the email goes to their own address and nowhere else. */
export type SendTestEmailInput = { userId: number }

/**
 * Staff check the mail set-up (local outbox or SMTP) end to end: a short email with an HTML part and a
 * small text attachment, to the staff member's own address, through the same outbox as every email.
 */
export async function sendTestEmail({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: SendTestEmailInput) {
  const user = await findUserCredentialsById(db, input.userId)
  if (!user) throw new AppError('NOT_FOUND', 'This account no longer exists.')
  const at = clock.now().toISOString()
  const text = `This is a test email from Tessera, queued at ${at}. If you can read it, mail delivery works.`
  const queued = await enqueueEmail(db, {
    kind: 'mailbox-test',
    to: user.email,
    subject: 'Tessera test email',
    text,
    html: `<p>This is a <strong>test email</strong> from Tessera, queued at ${at}.</p><p>If you can read it, mail delivery works.</p>`,
    attachments: [
      { filename: 'test.txt', contentType: 'text/plain', contentBase64: Buffer.from(`${text}\n`).toString('base64') },
    ],
  })
  assertEmailQueued(queued)
  return { id: queued.id! }
}
