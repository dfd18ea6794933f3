import 'server-only'
import nodemailer from 'nodemailer'
import type { EmailMessage } from './email-message'

/** The Mailer port (ARCHITECTURE §1): delivers one email or throws. Use cases never call it directly;
 * they queue with `enqueueEmail` and the delivery loop sends through this. */
export type Mailer = { send(message: EmailMessage): Promise<void> }

export type MailerConfig = {
  /** smtp:// or smtps:// URL; null keeps mail local (outbox + log). */
  smtpUrl: string | null
  /** The From header, e.g. `Tessera <no-reply@tessera.test>`. */
  from: string
  /** Where the local adapter writes its one line per email; defaults to the console. */
  log?: (line: string) => void
}

/** The adapter the configuration asks for: SMTP when SMTP_URL is set, else the local one. */
export function createMailer(config: MailerConfig): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.from) : createLocalMailer(config.log)
}

/**
 * The zero-setup adapter: nothing leaves the machine. The email stays readable in the outbox (staff
 * mailbox at /admin/mailbox/), so "delivering" it is only a log line; the loop then marks it sent.
 */
export function createLocalMailer(log: (line: string) => void = (line) => console.info(line)): Mailer {
  return {
    async send(message) {
      log(`[mail] ${message.kind} to ${message.to}: ${message.subject} (kept in the outbox, SMTP_URL is unset)`)
    },
  }
}

/** Sends through an SMTP server with nodemailer; a refused or failed send throws, so the loop retries. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
          ...(a.contentId ? { cid: a.contentId } : {}),
        })),
        headers: {
          'X-Tessera-Kind': message.kind,
          ...(message.correlationId ? { 'X-Tessera-Correlation-Id': message.correlationId } : {}),
        },
      })
    },
  }
}
