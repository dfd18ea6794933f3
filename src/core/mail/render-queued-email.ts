// The outbox's templates (issue 36): an email queued as a snapshot is rendered here, when it is sent or
// read from the mailbox, by the template its row names. One entry per template.
import { CONFIRMATION_TEMPLATE, renderConfirmationEmail, type ConfirmationSnapshot } from '@/core/ticketing/confirmation-email'
import { REMINDER_TEMPLATE, renderReminderEmail, type ReminderSnapshot } from '@/core/ticketing/reminder-email'
import { renderTicketReceivedEmail, TICKET_RECEIVED_TEMPLATE, type TicketReceivedSnapshot } from '@/core/ticketing/transfer-emails'
import type { EmailMessage } from './email-message'
import type { OutboxEmail, OutboxRow } from './outbox-repository'

const TEMPLATES = new Map<string, (snapshot: unknown) => Promise<EmailMessage>>([
  // The snapshot was written by computeConfirmationEmail; rows are ours, so it is read as written.
  [CONFIRMATION_TEMPLATE, (snapshot) => renderConfirmationEmail(snapshot as ConfirmationSnapshot)],
  // Written by computeReminderEmail (issue 40).
  [REMINDER_TEMPLATE, (snapshot) => renderReminderEmail(snapshot as ReminderSnapshot)],
  // A transferred ticket's new holder (decision 059), written by computeTicketReceivedEmail.
  [TICKET_RECEIVED_TEMPLATE, (snapshot) => renderTicketReceivedEmail(snapshot as TicketReceivedSnapshot)],
])

/** The email `template` renders from `snapshot`; an unknown template is an error the delivery retries and records. */
export function renderTemplatedEmail(template: string, snapshot: unknown): Promise<EmailMessage> {
  const render = TEMPLATES.get(template)
  if (!render) return Promise.reject(new Error(`The outbox has no email template "${template}".`))
  return render(snapshot)
}

/** `row` as an email: a templated one not sent yet is rendered now (and not stored: the delivery stores what it sends). */
export async function renderOutboxRow(row: OutboxRow): Promise<OutboxEmail> {
  const { template, ...rest } = row
  if (!template) return { ...rest, subject: rest.subject ?? '', text: rest.text ?? '' }
  const email = await renderTemplatedEmail(template.name, template.snapshot)
  return { ...rest, subject: email.subject, text: email.text, ...(email.html !== undefined ? { html: email.html } : {}), attachments: email.attachments ?? [] }
}
