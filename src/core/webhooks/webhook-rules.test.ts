import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { expect, test } from 'vitest'
import { computeWebhookUrlProblem, isPublicAddress } from './webhook-address-rules'
import { computeTrailWebhookType } from './webhook-event-types'
import { computeWebhookBody, MAX_WEBHOOK_BODY_BYTES } from './webhook-payload'
import { computeNextWebhookAttemptAt, MAX_RETRY_AFTER_MS, parseRetryAfter, WEBHOOK_RETRY_DELAYS_MS } from './webhook-retry-schedule'
import { createWebhookSender, resolveWebhookAddress, WebhookAddressError } from './webhook-sender'
import { computeWebhookHeaders, generateWebhookSecret, openWebhookSecret, sealWebhookSecret } from './webhook-signature'

const now = new Date('2026-11-25T10:00:00Z')

test('Webhooks never go to this machine, a private network, link-local or metadata addresses', () => {
  for (const address of ['127.0.0.1', '127.9.9.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe', '2002:c0a8:0101::1']) {
    expect(isPublicAddress(address), address).toBe(false)
  }
  for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
    expect(isPublicAddress(address), address).toBe(true)
  }
  expect(isPublicAddress('not an address')).toBe(false)
})

test('A webhook URL must be http or https, with a host and no credentials', () => {
  expect(computeWebhookUrlProblem('https://example.com/hooks')).toBeNull()
  expect(computeWebhookUrlProblem('http://example.com:8080/x?y=1')).toBeNull()
  expect(computeWebhookUrlProblem('ftp://example.com/')).toMatch(/http/)
  expect(computeWebhookUrlProblem('file:///etc/passwd')).toMatch(/http/)
  expect(computeWebhookUrlProblem('https://user:pw@example.com/')).toMatch(/password/)
  expect(computeWebhookUrlProblem('not a url')).toMatch(/absolute/)
})

test('Names that resolve to loopback are refused unless private addresses are allowed (test servers)', async () => {
  await expect(resolveWebhookAddress('127.0.0.1', false)).rejects.toBeInstanceOf(WebhookAddressError)
  await expect(resolveWebhookAddress('localhost', false)).rejects.toBeInstanceOf(WebhookAddressError)
  await expect(resolveWebhookAddress('[::1]', false)).rejects.toBeInstanceOf(WebhookAddressError)
  await expect(resolveWebhookAddress('169.254.169.254', false)).rejects.toThrow(/private, loopback, link-local/)
  await expect(resolveWebhookAddress('127.0.0.1', true)).resolves.toEqual({ address: '127.0.0.1', family: 4 })
})

test('A sender without the allow flag makes no request to a loopback receiver', async () => {
  let requests = 0
  const server = http.createServer((_req, res) => {
    requests += 1
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  try {
    const result = await createWebhookSender({ timeoutMs: 2000, allowPrivateAddresses: false })({ url: `http://127.0.0.1:${port}/hook`, headers: {}, body: '{}' })
    expect(result.status).toBeNull()
    expect(result.error).toMatch(/private, loopback/)
    expect(requests).toBe(0)
  } finally {
    server.close()
  }
})

test('The sender follows no redirect and reads at most 64 KB of an answer', async () => {
  const server = http.createServer((req, res) => {
    if (req.url === '/moved') {
      res.writeHead(302, { location: 'http://169.254.169.254/' })
      res.end()
      return
    }
    res.writeHead(200)
    res.end('x'.repeat(200_000))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const send = createWebhookSender({ timeoutMs: 2000, allowPrivateAddresses: true })
  try {
    expect((await send({ url: `${base}/moved`, headers: {}, body: '{}' })).status).toBe(302)
    const big = await send({ url: `${base}/big`, headers: {}, body: '{}' })
    expect(big.status).toBe(200)
    expect(big.excerpt!.length).toBeLessThanOrEqual(1000)
  } finally {
    server.close()
  }
})

test('Attempts to one receiver reuse a kept connection, and one cut off at 64 KB is closed rather than kept', async () => {
  const connections = new Set<unknown>()
  const server = http.createServer((req, res) => {
    connections.add(req.socket)
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end(req.url === '/big' ? 'x'.repeat(200_000) : 'ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const send = createWebhookSender({ timeoutMs: 2000, allowPrivateAddresses: true })
  try {
    for (let i = 0; i < 5; i++) expect((await send({ url: `${base}/hook`, headers: {}, body: '{}' })).status).toBe(200)
    expect(connections.size).toBe(1)
    expect((await send({ url: `${base}/big`, headers: {}, body: '{}' })).status).toBe(200)
    expect((await send({ url: `${base}/hook`, headers: {}, body: '{}' })).status).toBe(200)
    // The cut-off answer's connection was not handed to the next attempt.
    expect(connections.size).toBe(2)
  } finally {
    server.closeAllConnections()
    server.close()
  }
})

test('Failed deliveries follow the Standard Webhooks schedule for about three days, then stop', () => {
  const delay = (attempts: number) => {
    const at = computeNextWebhookAttemptAt(attempts, now)
    return at ? at.getTime() - now.getTime() : null
  }
  expect([1, 2, 3, 4, 5, 6].map(delay)).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000])
  const total = WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)
  expect(total / 3_600_000).toBeGreaterThan(60)
  expect(total / 3_600_000).toBeLessThan(80)
  expect(delay(WEBHOOK_RETRY_DELAYS_MS.length + 1)).toBeNull()
})

test('A compressed schedule (tests) and a receiver’s Retry-After change the wait, not the number of attempts', () => {
  expect(computeNextWebhookAttemptAt(3, now, { scale: 0.001 })!.getTime() - now.getTime()).toBe(1800)
  expect(computeNextWebhookAttemptAt(1, now, { retryAfterMs: 2000 })!.getTime() - now.getTime()).toBe(2000)
  expect(computeNextWebhookAttemptAt(1, now, { retryAfterMs: 7 * 24 * 3_600_000 })!.getTime() - now.getTime()).toBe(MAX_RETRY_AFTER_MS)
  expect(computeNextWebhookAttemptAt(WEBHOOK_RETRY_DELAYS_MS.length + 1, now, { retryAfterMs: 1000 })).toBeNull()
  expect(parseRetryAfter('3', now)).toBe(3000)
  expect(parseRetryAfter(new Date(now.getTime() + 10_000).toUTCString(), now)).toBe(10_000)
  expect(parseRetryAfter('soon', now)).toBeNull()
  expect(parseRetryAfter(null, now)).toBeNull()
})

test('Signatures verify with the official standardwebhooks package, with either secret during a rotation', () => {
  const current = generateWebhookSecret()
  const previous = generateWebhookSecret()
  expect(current).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
  const body = JSON.stringify({ type: 'order.placed', timestamp: now.toISOString(), data: { id: '1' } })
  const at = new Date()
  const headers = computeWebhookHeaders([current, previous], 'msg_test1', at, body)
  expect(headers['webhook-signature']!.split(' ')).toHaveLength(2)
  expect(new Webhook(current).verify(body, headers)).toEqual(JSON.parse(body))
  expect(new Webhook(previous).verify(body, headers)).toEqual(JSON.parse(body))
  expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow()
  expect(() => new Webhook(current).verify(body.replace('"1"', '"2"'), headers)).toThrow()
})

test('Secrets are stored sealed and open only with the server’s secret', () => {
  const secret = generateWebhookSecret()
  const sealed = sealWebhookSecret(secret, 'server secret one')
  expect(sealed).not.toContain(secret.slice(6))
  expect(openWebhookSecret(sealed, 'server secret one')).toBe(secret)
  expect(() => openWebhookSecret(sealed, 'another server secret')).toThrow()
})

test('Bodies stay under 20 KB: a huge order keeps its id and says it was trimmed', () => {
  const small = computeWebhookBody('order.placed', now, { id: '7', tickets: [{ id: '1' }] })
  expect(JSON.parse(small)).toEqual({ type: 'order.placed', timestamp: now.toISOString(), data: { id: '7', tickets: [{ id: '1' }] } })
  const tickets = Array.from({ length: 2000 }, (_, i) => ({ id: String(i), printed_code: 'ABCD-EFGH-IJKL', attendee_name: 'Someone With A Long Name' }))
  const big = computeWebhookBody('order.placed', now, { id: '8', status: 'paid', tickets })
  expect(Buffer.byteLength(big)).toBeLessThanOrEqual(MAX_WEBHOOK_BODY_BYTES)
  expect(JSON.parse(big).data).toEqual({ id: '8', status: 'paid', tickets: [], truncated: true })
})

test('Payments, refunds, cancellations and check-ins of the trail become webhooks; holds and expiries do not', () => {
  expect(computeTrailWebhookType({ type: 'order.paid', ticketId: null })).toBe('order.placed')
  expect(computeTrailWebhookType({ type: 'order.refunded', ticketId: null })).toBe('order.refunded')
  expect(computeTrailWebhookType({ type: 'order.partially_refunded', ticketId: null })).toBe('order.refunded')
  expect(computeTrailWebhookType({ type: 'order.cancelled', ticketId: null })).toBe('order.cancelled')
  expect(computeTrailWebhookType({ type: 'ticket.checked_in', ticketId: 3 })).toBe('attendee.checked_in')
  expect(computeTrailWebhookType({ type: 'order.created', ticketId: null })).toBeNull()
  expect(computeTrailWebhookType({ type: 'order.expired', ticketId: null })).toBeNull()
  expect(computeTrailWebhookType({ type: 'ticket.refunded', ticketId: 3 })).toBeNull()
})
