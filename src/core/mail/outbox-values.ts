// An outbox row's values, computed from an email (rendered or templated) for whichever writer inserts it:
// the outbox's own enqueueEmail, or the checkout's one-statement payment (checkout-repository.ts).
import { currentRequestContext } from '@/core/shared/request-context'
import type { EmailAttachment, EmailMessage, TemplatedEmail } from './email-message'

/** An attachment as the outbox row's JSON stores it. */
export type StoredAttachment = { filename: string; content_type: string; content_base64: string; content_id?: string }

/** The outbox row of `message`: a rendered email's content, or a templated one's template and snapshot. */
export function computeOutboxValues(message: EmailMessage | TemplatedEmail): OutboxValues {
  // The request that caused the email (issue 24) when there is one, so its log lines and the email join.
  const correlationId = currentRequestContext()?.correlationId ?? message.correlationId ?? null
  if ('template' in message) {
    return { kind: message.kind, toAddress: message.to, subject: null, text: null, html: null, attachments: [], template: message.template, snapshot: message.snapshot, correlationId }
  }
  return {
    kind: message.kind,
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    attachments: toStoredAttachments(message.attachments ?? []),
    template: null,
    snapshot: null,
    correlationId,
  }
}

export type OutboxValues = {
  kind: string
  toAddress: string
  subject: string | null
  text: string | null
  html: string | null
  attachments: StoredAttachment[]
  template: string | null
  snapshot: unknown
  correlationId: string | null
}

export function toStoredAttachments(attachments: readonly EmailAttachment[]): StoredAttachment[] {
  return attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, content_base64: a.contentBase64, ...(a.contentId ? { content_id: a.contentId } : {}) }))
}

