import { expect, test } from 'vitest'
import { runWithRequestContext } from '@/core/shared/request-context'
import { SAFE_LOG_FIELDS, scrubText } from './log-redaction'
import {
  createBatchedDestination,
  createLogger,
  formatJsonRequestLine,
  formatPrettyLine,
  formatPrettyRequestLine,
  REQUEST_MESSAGE,
  writeRequestLine,
} from './logger'

function capture() {
  const lines: string[] = []
  return { lines, destination: { write: (line: string) => void lines.push(line) } }
}

function records(lines: string[]) {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
}

test('Each log line is one JSON object with the level, the time and the message', () => {
  const { lines, destination } = capture()
  createLogger({ level: 'info', pretty: false, destination }).info({ port: 3000 }, 'ready')
  expect(lines).toHaveLength(1)
  const [record] = records(lines)
  expect(record).toMatchObject({ level: 'info', msg: 'ready', port: 3000 })
  expect(typeof record?.time).toBe('number')
})

test('The per-request line, written by hand, is the line pino writes for the same fields, even for an awkward path', () => {
  const fields = { correlationId: 'corr-id-12345678', method: 'GET', route: '/e/[slug]', path: '/e/"quoted"\n\\line\u2028/', status: 404, durationMs: 1.5, userId: 'u-7' }
  const byHand = capture()
  writeRequestLine(createLogger({ level: 'info', pretty: false, destination: byHand.destination }), 'info', fields)
  const byPino = capture()
  createLogger({ level: 'info', pretty: false, destination: byPino.destination }).info({ [SAFE_LOG_FIELDS]: true, ...fields }, REQUEST_MESSAGE)
  expect(byHand.lines).toHaveLength(1)
  expect(byHand.lines[0]!.endsWith('\n')).toBe(true)
  expect(byHand.lines[0]!.trimEnd()).not.toContain('\n')
  const { time: handTime, ...hand } = records(byHand.lines)[0]!
  const { time: pinoTime, ...pino } = records(byPino.lines)[0]!
  expect(hand).toEqual(pino)
  expect(Math.abs(Number(handTime) - Number(pinoTime))).toBeLessThan(1000)
  // Pretty output (the Local stage), written by hand too, reads as pino's line does when made readable.
  const pretty = capture()
  writeRequestLine(createLogger({ level: 'info', pretty: true, destination: pretty.destination }), 'info', fields)
  expect(pretty.lines[0]).toContain('INFO  [corr-id-] request  method=GET route=/e/[slug]')
  const time = Date.UTC(2026, 10, 30, 9, 5, 7, 42)
  for (const line of [fields, { ...fields, userId: 42 }, { ...fields, userId: undefined }]) {
    expect(formatPrettyRequestLine('debug', time, line)).toBe(formatPrettyLine(formatJsonRequestLine('debug', time, line)))
  }
  expect(formatPrettyRequestLine('info', time, fields)).toMatch(/^09:05:07\.042 INFO  \[corr-id-\] request  method=GET/)
})

test('Lines written while serving a request carry its correlation id, route and user id', () => {
  const { lines, destination } = capture()
  const log = createLogger({ level: 'info', pretty: false, destination })
  runWithRequestContext({ correlationId: 'corr-id-12345678', route: '/e/[slug]', userId: 'u-7' }, () => log.warn('slow query'))
  log.info('outside')
  const [inside, outside] = records(lines)
  expect(inside).toMatchObject({ correlationId: 'corr-id-12345678', route: '/e/[slug]', userId: 'u-7', msg: 'slow query' })
  expect(outside).not.toHaveProperty('correlationId')
})

test('Passwords, tokens, cookies, card numbers and email bodies never reach a log line', () => {
  const { lines, destination } = capture()
  const log = createLogger({ level: 'info', pretty: false, destination })
  log.info(
    {
      password: 'hunter2-secret',
      user: { email: 'ana@example.com', newPassword: 'n3w-pa55word' },
      headers: { authorization: 'Bearer abc.def.ghi', cookie: 'session=s3ss10nvalue' },
      sessionToken: 'tok_123456789',
      payment: { cardNumber: '4242 4242 4242 4242', cvc: '123', amountMinor: 2500 },
      email: { to: 'ana@example.com', subject: 'Your tickets', html: '<p>Dear Ana, your code is QR-998877</p>', text: 'Dear Ana, code QR-998877' },
      url: 'postgres://app:dbpa55@db.internal/tessera',
    },
    'charged card 4111-1111-1111-1111 with header Bearer eyJhbGciOi.payload.sig',
  )
  log.error({ err: new Error('login failed for password reset token Bearer zzz-top-secret') }, 'oops')
  const text = lines.join('\n')
  for (const secret of ['hunter2-secret', 'n3w-pa55word', 'abc.def.ghi', 's3ss10nvalue', 'tok_123456789', '4242 4242 4242 4242', '4111-1111-1111-1111', '"123"', 'QR-998877', 'dbpa55', 'eyJhbGciOi', 'zzz-top-secret']) {
    expect(text, secret).not.toContain(secret)
  }
  // What is safe to keep stays, so the lines are still useful.
  const [first, second] = records(lines)
  expect(first).toMatchObject({ payment: { amountMinor: 2500 }, email: { subject: 'Your tickets' } })
  expect(second?.err).toMatchObject({ message: expect.stringContaining('login failed') as unknown })
})

test('Long digit runs that are not card numbers (order ids, timestamps) stay readable', () => {
  const { lines, destination } = capture()
  createLogger({ level: 'info', pretty: false, destination }).info('order 1234567890123 at 1795453086195')
  expect(records(lines)[0]?.msg).toBe('order 1234567890123 at 1795453086195')
})

test('Debug lines are dropped at the info level', () => {
  const { lines, destination } = capture()
  const log = createLogger({ level: 'info', pretty: false, destination })
  log.debug('probe')
  expect(lines).toHaveLength(0)
})

test('The Local stage prints readable lines instead of JSON', () => {
  const { lines, destination } = capture()
  const log = createLogger({ level: 'info', pretty: true, destination })
  runWithRequestContext({ correlationId: 'abcdef12-rest-of-id' }, () => log.info({ status: 200, durationMs: 3.2 }, 'request'))
  expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO  \[abcdef12\] request {2}status=200 durationMs=3\.2/)
  expect(formatPrettyLine('not json')).toBe('not json')
})

test('The per-request line is written as given, once per field, and still masks a card number in its path', () => {
  const { lines, destination } = capture()
  const log = createLogger({ level: 'info', pretty: false, destination })
  runWithRequestContext({ correlationId: 'corr-id-abcdefgh', route: '/orders/[id]' }, () => {
    log.info(
      { [SAFE_LOG_FIELDS]: true, correlationId: 'corr-id-abcdefgh', route: '/orders/[id]', path: scrubText('/x/4242424242424242/'), status: 200 },
      REQUEST_MESSAGE,
    )
    log.info({ password: 'hunter2-secret' }, 'not marked')
  })
  expect(lines[0]!.match(/"correlationId"/g)).toHaveLength(1)
  const [request, other] = records(lines)
  expect(request).toEqual({ level: 'info', time: request!.time, correlationId: 'corr-id-abcdefgh', route: '/orders/[id]', path: '/x/[card number]/', status: 200, msg: 'request' })
  // Unmarked records are walked as before, and get the request context.
  expect(other).toMatchObject({ password: '[redacted]', correlationId: 'corr-id-abcdefgh', msg: 'not marked' })
})

test('Log lines are handed to stdout in batches, in the order they were written, and a flush hands on the rest', () => {
  const { lines: writes, destination } = capture()
  const batched = createBatchedDestination(destination, 230)
  const log = createLogger({ level: 'info', pretty: false, destination: batched })
  log.info('first')
  writeRequestLine(log, 'info', { correlationId: 'c-1', method: 'GET', route: '/', path: '/', status: 200, durationMs: 1 })
  log.warn('third')
  // Lines of about 50, 150 and 50 characters pass 230 with the third: one write holds all three, in order.
  expect(writes).toHaveLength(1)
  expect(records(writes[0]!.trimEnd().split('\n')).map((record) => record.msg)).toEqual(['first', 'request', 'third'])
  log.info('fourth')
  expect(writes).toHaveLength(1)
  batched.flush()
  expect(writes).toHaveLength(2)
  expect(records([writes[1]!])[0]).toMatchObject({ msg: 'fourth' })
  batched.flush()
  expect(writes).toHaveLength(2)
})

test('An API key’s secret in a path or a message keeps only its visible prefix', () => {
  const secret = 'tsk_live_abcdefghjkmn_Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg'
  expect(scrubText(`/api/v3/x/?key=${secret}`)).toBe('/api/v3/x/?key=tsk_live_abcdefghjkmn_[redacted]')
  expect(scrubText(`pasted ${secret} here`)).not.toContain(secret.slice(22))
})
