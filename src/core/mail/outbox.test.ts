// The outbox on PGlite: queueing in the caller's transaction, the mailbox listing, and the delivery loop
// (sent, retried with backoff, given up), with a fake Mailer standing in for the mail server.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { outboxEmails } from '@/db/schema'
import { createTestDb } from '../../../tests/helpers/test-db'
import { deliverOutboxEmails } from './deliver-outbox-emails'
import type { EmailMessage } from './email-message'
import { listMailboxEmails } from './list-mailbox-emails'
import type { Mailer } from './mailer'
import { enqueueEmail } from './outbox-repository'
import { findOutboxEmails } from './read-outbox-emails'
import { MAX_DELIVERY_ATTEMPTS } from './retry-backoff'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})
beforeEach(async () => {
  await handle.db.delete(outboxEmails)
})

const message = (over: Partial<EmailMessage> = {}): EmailMessage => ({
  kind: 'order-confirmation',
  to: 'buyer@example.com',
  subject: 'Your tickets',
  text: 'Thanks for your order.',
  ...over,
})

function recordingMailer(failWith?: string): Mailer & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = []
  return {
    sent,
    async send(m) {
      if (failWith) throw new Error(failWith)
      sent.push(m)
    },
  }
}

const clockAt = (iso: string) => ({ now: () => new Date(iso) })

describe('queueing', () => {
  test('An email queued inside a transaction that rolls back is never queued', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueEmail(tx, message({ subject: 'Rolled back' }))
        throw new Error('payment failed')
      }),
    ).rejects.toThrow('payment failed')
    await handle.db.transaction(async (tx) => {
      await enqueueEmail(tx, message({ subject: 'Committed' }))
    })
    expect((await findOutboxEmails(handle.db)).map((e) => e.subject)).toEqual(['Committed'])
  })

  test('Queued emails keep their parts and attachments, and list newest first by recipient and kind', async () => {
    const first = await enqueueEmail(handle.db, message({ to: 'Ana@Example.com', kind: 'password-reset' }))
    const second = await enqueueEmail(
      handle.db,
      message({
        to: 'ana@example.com',
        html: '<p>Hi</p>',
        correlationId: 'order-42',
        attachments: [{ filename: 'ticket.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0x' }],
      }),
    )
    await enqueueEmail(handle.db, message({ to: 'bo@example.com' }))

    const anas = await findOutboxEmails(handle.db, { to: 'ANA@example.com' })
    expect(anas.map((e) => e.id)).toEqual([second.id, first.id])
    expect(anas[0]).toMatchObject({
      kind: 'order-confirmation',
      html: '<p>Hi</p>',
      correlationId: 'order-42',
      status: 'pending',
      attachments: [{ filename: 'ticket.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0x' }],
    })
    expect((await findOutboxEmails(handle.db, { to: 'ana@example.com', kind: 'password-reset' })).map((e) => e.id)).toEqual([
      first.id,
    ])
    expect(await findOutboxEmails(handle.db, { limit: 1 })).toHaveLength(1)
  })

  test('The staff mailbox shows sanitised HTML, inline images of attachments only, and attachment names without their contents', async () => {
    await enqueueEmail(
      handle.db,
      message({
        html: '<h1>Hi</h1><p onclick="steal()">Hello <script>alert(1)</script><img src="https://tracker.example/p.gif"><a href="javascript:x()">x</a><img src="cid:qr@tessera" alt="QR code"></p>',
        attachments: [
          { filename: 'ticket.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0x' },
          { filename: 'qr.png', contentType: 'image/png', contentBase64: 'iVBORw0K', contentId: 'qr@tessera' },
        ],
      }),
    )
    const { emails } = await listMailboxEmails(handle, { to: 'buyer@example.com' })
    expect(emails).toHaveLength(1)
    // Headings move below the mailbox page's own (h1 subject, h2 parts).
    expect(emails[0]!.html).toBe('<h3>Hi</h3><p>Hello <a rel="noopener noreferrer" target="_blank">x</a><img src="cid:qr@tessera" alt="QR code" /></p>')
    expect(emails[0]!.attachments).toEqual([
      { filename: 'ticket.pdf', content_type: 'application/pdf' },
      { filename: 'qr.png', content_type: 'image/png', content_id: 'qr@tessera' },
    ])
    expect(JSON.stringify(emails)).not.toContain('JVBERi0x')
  })
})

describe('delivery loop', () => {
  test('Pending emails are sent once and marked sent; a later pass sends nothing again', async () => {
    await enqueueEmail(handle.db, message({ subject: 'One' }))
    await enqueueEmail(handle.db, message({ subject: 'Two' }))
    const mailer = recordingMailer()
    const clock = clockAt('2099-01-01T10:00:00Z')

    expect(await deliverOutboxEmails({ db: handle.db, clock, mailer })).toEqual({ sent: 2, retried: 0, failed: 0 })
    expect(mailer.sent.map((m) => m.subject)).toEqual(['One', 'Two'])
    expect(await deliverOutboxEmails({ db: handle.db, clock, mailer })).toEqual({ sent: 0, retried: 0, failed: 0 })
    const rows = await findOutboxEmails(handle.db)
    expect(rows.map((e) => [e.status, e.attempts, e.sentAt?.toISOString()])).toEqual([
      ['sent', 1, '2099-01-01T10:00:00.000Z'],
      ['sent', 1, '2099-01-01T10:00:00.000Z'],
    ])
  })

  test('A failed send is retried after a growing delay, then given up as failed', async () => {
    await enqueueEmail(handle.db, message())
    const down = recordingMailer('connection refused')
    let now = new Date('2099-01-01T10:00:00Z')
    const clock = { now: () => now }

    expect(await deliverOutboxEmails({ db: handle.db, clock, mailer: down })).toEqual({ sent: 0, retried: 1, failed: 0 })
    let [row] = await findOutboxEmails(handle.db)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' })

    // Not due again until its backoff (30 s) has passed.
    now = new Date('2099-01-01T10:00:20Z')
    expect(await deliverOutboxEmails({ db: handle.db, clock, mailer: down })).toEqual({ sent: 0, retried: 0, failed: 0 })

    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + 2 * 60 * 60_000)
      await deliverOutboxEmails({ db: handle.db, clock, mailer: down })
    }
    ;[row] = await findOutboxEmails(handle.db)
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, lastError: 'connection refused' })

    // A failed email stays failed: the mail server coming back does not resend it on its own.
    now = new Date(now.getTime() + 24 * 60 * 60_000)
    const up = recordingMailer()
    expect(await deliverOutboxEmails({ db: handle.db, clock, mailer: up })).toEqual({ sent: 0, retried: 0, failed: 0 })
  })

  test('An email that failed once is sent when the mail server is back', async () => {
    await enqueueEmail(handle.db, message())
    let now = new Date('2099-01-01T10:00:00Z')
    const clock = { now: () => now }
    await deliverOutboxEmails({ db: handle.db, clock, mailer: recordingMailer('timeout') })
    now = new Date('2099-01-01T10:01:00Z')
    const up = recordingMailer()
    expect(await deliverOutboxEmails({ db: handle.db, clock, mailer: up })).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(up.sent).toHaveLength(1)
    const [row] = await findOutboxEmails(handle.db)
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
  })
})
