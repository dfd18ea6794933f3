import type { Metadata } from 'next'
import styles from '@/components/account/forms.module.css'
import mailbox from '@/components/admin/mailbox.module.css'
import { mailboxTime } from '@/components/admin/mailbox-time'
import { SendTestEmailButton } from '@/components/admin/send-test-email-button'
import { listMailboxEmails } from '@/core/mail/list-mailbox-emails'
import { getDeps } from '@/server/get-deps'
import { requirePageStaff } from '@/server/viewer'

export const metadata: Metadata = { title: 'Mailbox', robots: { index: false } }

type Props = { searchParams: Promise<{ to?: string | string[] }> }

// Staff-only mailbox: every email the site has queued or sent (ARCHITECTURE §1 Mailer), newest first, to
// read what a user was sent. Non-staff get a 404.
export default async function MailboxPage({ searchParams }: Props) {
  const raw = (await searchParams).to
  const to = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 320) ?? ''
  await requirePageStaff(`/admin/mailbox/${to ? `?to=${encodeURIComponent(to)}` : ''}`)
  const { emails } = await listMailboxEmails(await getDeps(), { to: to || undefined, limit: 100 })
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        Mailbox
      </h1>
      <form method="get" action="/admin/mailbox/" role="search" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="mailbox-to">Recipient email</label>
          <input id="mailbox-to" name="to" type="email" defaultValue={to} />
        </div>
        <button type="submit" className={styles.primary}>
          Filter
        </button>
      </form>
      <SendTestEmailButton />
      <section aria-labelledby="mailbox-emails">
        <h2 id="mailbox-emails">{to ? `Emails to ${to}` : 'All emails'} ({emails.length})</h2>
        {emails.length === 0 ? (
          <p>No emails.</p>
        ) : (
          <div className={mailbox.scroll}>
            <table className={mailbox.table}>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">To</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Queued</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {emails.map((e) => (
                  <tr key={e.id}>
                    <td>
                      <a href={`/admin/mailbox/${e.id}/`}>{e.subject}</a>
                    </td>
                    <td>{e.to}</td>
                    <td>{e.kind}</td>
                    <td>{mailboxTime(e.created)}</td>
                    <td>{e.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  )
}
