// The one shape of an email, shared by every use case that sends mail (ticketing, creators, security)
// and by the Mailer adapters. Pure: no I/O, so it may be imported anywhere.

/** `contentId`: set when the HTML shows the attachment inline (`<img src="cid:…">`), as ticket QR codes are. */
export type EmailAttachment = { filename: string; contentType: string; contentBase64: string; contentId?: string }

export type EmailMessage = {
  /** Names the email, e.g. 'order-confirmation', 'password-reset', 'email-verification', 'waitlist-offer'. */
  kind: string
  to: string
  subject: string
  text: string
  html?: string
  attachments?: EmailAttachment[]
  /** Ties the email to what caused it (an order id, a token id) for support and tests. */
  correlationId?: string
}

/**
 * An email the outbox renders when it sends it (issue 36), from `snapshot` by the template named
 * `template` (src/core/mail/render-queued-email.ts): the request that queues it draws nothing.
 */
export type TemplatedEmail = {
  kind: string
  to: string
  template: string
  /** Plain JSON: everything the template needs, as it was when the email was queued. */
  snapshot: unknown
  correlationId?: string
}
