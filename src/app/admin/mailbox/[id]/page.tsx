import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import styles from '@/components/account/forms.module.css'
import mailbox from '@/components/admin/mailbox.module.css'
import { mailboxTime } from '@/components/admin/mailbox-time'
import { getMailboxEmail } from '@/core/mail/get-mailbox-email'
import { AppError } from '@/core/shared/app-error'
import { getDeps } from '@/server/get-deps'
import { requirePageStaff } from '@/server/viewer'

export const metadata: Metadata = { title: 'Email', robots: { index: false } }

type Props = { params: Promise<{ id: string }> }

// One email of the staff mailbox. Its HTML is sanitised and shown in a sandboxed frame (no scripts, no
// same-origin access), so nothing in an email can act on the staff member's session.
export default async function MailboxEmailPage({ params }: Props) {
  const { id } = await params
  await requirePageStaff(`/admin/mailbox/${encodeURIComponent(id)}/`)
  const email = await getMailboxEmail(await getDeps(), { id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') notFound()
    throw error
  })
  return (
    <main className={styles.wide}>
      <p>
        <a href={`/admin/mailbox/?to=${encodeURIComponent(email.to)}`}>All emails to {email.to}</a>
      </p>
      <h1 id="page-content" tabIndex={-1}>
        {email.subject}
      </h1>
      <dl className={mailbox.meta}>
        <dt>To</dt>
        <dd>{email.to}</dd>
        <dt>Kind</dt>
        <dd>{email.kind}</dd>
        <dt>Queued</dt>
        <dd>{mailboxTime(email.created)}</dd>
        <dt>Status</dt>
        <dd>{email.status}</dd>
      </dl>
      <section aria-labelledby="email-attachments">
        <h2 id="email-attachments">Attachments ({email.attachments.length})</h2>
        {email.attachments.length === 0 ? (
          <p>No attachments.</p>
        ) : (
          <ul>
            {email.attachments.map((a, i) => (
              <li key={`${i}-${a.filename}`}>
                {a.filename} ({a.content_type})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="email-text">
        <h2 id="email-text">Text</h2>
        <div className={mailbox.text}>{email.text}</div>
      </section>
      {email.html ? (
        <section aria-labelledby="email-html">
          <h2 id="email-html">HTML</h2>
          <iframe title="HTML version of the email" sandbox="" srcDoc={email.html} className={mailbox.html} />
        </section>
      ) : null}
    </main>
  )
}
