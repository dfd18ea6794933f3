// The SMTP adapter against a real SMTP server (smtp-server) on a loopback port of this branch's range.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SMTPServer } from 'smtp-server'
import { createMailer } from './mailer'

type Received = { from: string; to: string[]; data: string }
const received: Received[] = []
const PORT = 3950

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      const envelopeFrom = session.envelope.mailFrom
      received.push({
        from: envelopeFrom ? envelopeFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
  onRcptTo(address, _session, callback) {
    // A mailbox the server refuses, to show a refusal reaches the delivery loop as an error.
    if (address.address.startsWith('nobody@')) return callback(new Error('550 no such mailbox'))
    callback()
  },
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve))
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

test('With SMTP_URL set, an email with HTML and an attachment reaches the SMTP server from MAIL_FROM', async () => {
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${PORT}`, from: 'Tessera <no-reply@tessera.test>' })
  const pdf = Buffer.from('%PDF-1.4 ticket 42').toString('base64')
  await mailer.send({
    kind: 'order-confirmation',
    to: 'buyer@example.com',
    subject: 'Your tickets for Jazz Night',
    text: 'Thanks for your order.',
    html: '<p>Thanks for your <strong>order</strong>.</p>',
    attachments: [{ filename: 'ticket-42.pdf', contentType: 'application/pdf', contentBase64: pdf }],
    correlationId: 'order-42',
  })
  expect(received).toHaveLength(1)
  const mail = received[0]!
  expect(mail.from).toBe('no-reply@tessera.test')
  expect(mail.to).toEqual(['buyer@example.com'])
  expect(mail.data).toContain('Subject: Your tickets for Jazz Night')
  expect(mail.data).toContain('X-Tessera-Kind: order-confirmation')
  expect(mail.data).toMatch(/^X-Tessera-Correlation-Id: order-42\r?$/im)
  expect(mail.data).toContain('Content-Type: text/html')
  expect(mail.data).toMatch(/Content-Type: application\/pdf; name=ticket-42\.pdf/)
  expect(mail.data).toContain(pdf)
})

test('A recipient the SMTP server refuses makes the send fail, so the delivery loop retries it', async () => {
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${PORT}`, from: 'no-reply@tessera.test' })
  await expect(
    mailer.send({ kind: 'password-reset', to: 'nobody@example.com', subject: 'Reset', text: 'Link' }),
  ).rejects.toThrow(/no such mailbox/)
})

test('Without SMTP_URL the local adapter sends nothing anywhere and logs one line', async () => {
  const lines: string[] = []
  const mailer = createMailer({ smtpUrl: null, from: 'no-reply@tessera.test', log: (l) => lines.push(l) })
  const before = received.length
  await mailer.send({ kind: 'email-verification', to: 'new@example.com', subject: 'Confirm your email', text: 'Code' })
  expect(received.length).toBe(before)
  expect(lines).toEqual([
    '[mail] email-verification to new@example.com: Confirm your email (kept in the outbox, SMTP_URL is unset)',
  ])
})
