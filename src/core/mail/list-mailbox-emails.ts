import 'server-only'
import type { Db } from '@/db/create-db'
import type { OutboxEmail, OutboxStatus } from './outbox-repository'
import { findOutboxEmails } from './read-outbox-emails'
import { sanitizeEmailHtml } from './sanitize-email-html'

export type MailboxEmail = {
  id: string
  kind: string
  to: string
  subject: string
  text: string
  /** Sanitised; null for a text-only email. */
  html: string | null
  /** `content_id`: set when the HTML shows the attachment inline. */
  attachments: { filename: string; content_type: string; content_id?: string }[]
  /** ISO 8601. */
  created: string
  status: OutboxStatus
}

export type ListMailboxEmailsInput = { to?: string; kind?: string; limit?: number }

/**
 * The staff mailbox: queued and sent emails, newest first, optionally for one recipient or kind. The
 * caller has checked the viewer is staff. Attachment contents stay out of the list (names and types only).
 */
export async function listMailboxEmails(
  { db }: { db: Db },
  input: ListMailboxEmailsInput,
): Promise<{ emails: MailboxEmail[] }> {
  const rows = await findOutboxEmails(db, input)
  return { emails: rows.map(toMailboxEmail) }
}

/** What staff may see of an outbox email: sanitised HTML, attachment names without their contents. */
export function toMailboxEmail(e: OutboxEmail): MailboxEmail {
  return {
    id: e.id,
    kind: e.kind,
    to: e.to,
    subject: e.subject,
    text: e.text,
    html: e.html ? sanitizeEmailHtml(e.html) : null,
    attachments: e.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, ...(a.contentId ? { content_id: a.contentId } : {}) })),
    created: e.createdAt.toISOString(),
    status: e.status,
  }
}
