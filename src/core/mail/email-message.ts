// The one shape of an email, shared by every use case that sends mail (ticketing, creators, security)
// and by the Mailer adapters. Pure: no I/O, so it may be imported anywhere.

export type EmailAttachment = { filename: string; contentType: string; contentBase64: string }

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
