// Stripe Connect payouts (issue 37 point 3, decision 046) against a local fake of Stripe's API over real
// HTTP, with the official package doing the talking, on a real database: onboarding makes one Express
// account and answers its link; the account finishing onboarding (seen on the creator's return, or by
// Stripe's account.updated webhook) lets paid tickets go on sale; a payout is a Transfer to the account
// in its currency, once per attempt; a refused transfer fails the payout with Stripe's reason and its
// retry is paid; a reversed transfer fails a paid payout; the ledger reconciles after every step.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findLedgerProblems, findOrganizerBalances } from '@/core/ledger/ledger-repository'
import { publishEvent } from '@/core/creators/publish-event'
import { findOwnOrganizer } from '@/core/creators/organizer-profile-repository'
import type { DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertPaidOrder } from '../../../tests/factories/insert-paid-order'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { applyStripeConnectEvent } from './apply-stripe-connect-event'
import { getPayoutMethod } from './get-payout-method'
import { combinePayoutTransfers, createTestPayoutTransfers } from './payout-transfers'
import { listPayoutsOfOrganizer } from './payouts-repository'
import { retryPayout } from './retry-payout'
import { startStripeOnboarding } from './start-stripe-onboarding'
import { computeStripeAccountStatus, createStripeConnect, type StripeConnect } from './stripe-connect'
import { sweepPayouts } from './sweep-payouts'

const SECRET_KEY = 'sk_test_fake_connect_0123456789'
const WEBHOOK_SECRET = 'whsec_fake_connect_0123456789abcdef'
const SITE = 'https://tessera.example'

type Seen = { method: string; path: string; form: URLSearchParams; headers: http.IncomingHttpHeaders }
type FakeAccount = { id: string; details_submitted: boolean; payouts_enabled: boolean; charges_enabled: boolean; last4: string | null }
type FakeTransfer = { id: string; amount: number; currency: string; destination: string; reversed: boolean }

const seen: Seen[] = []
const accounts = new Map<string, FakeAccount>()
const accountsByKey = new Map<string, string>()
const transfers = new Map<string, FakeTransfer>()
const transfersByKey = new Map<string, string>()
/** Accounts whose next transfers Stripe refuses, with the error code it gives. */
const refusing = new Map<string, string>()
let server: http.Server
let connect: StripeConnect
let handle: DbHandle

function accountJson(a: FakeAccount) {
  return {
    id: a.id,
    object: 'account',
    type: 'express',
    country: 'US',
    details_submitted: a.details_submitted,
    payouts_enabled: a.payouts_enabled,
    charges_enabled: a.charges_enabled,
    business_profile: { name: 'Pier Hall Nights' },
    external_accounts: { object: 'list', data: a.last4 ? [{ id: 'ba_1', object: 'bank_account', last4: a.last4 }] : [] },
  }
}

const transferJson = (t: FakeTransfer) => ({ object: 'transfer', amount_reversed: t.reversed ? t.amount : 0, ...t })
const notFound = { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such object' } } }

/** Stripe's API as far as Connect payouts use it: Express accounts, account links and transfers. */
function answer(s: Seen): { status: number; body: object } {
  const key = String(s.headers['idempotency-key'] ?? '')
  if (s.method === 'POST' && s.path === '/v1/accounts') {
    // Stripe answers a repeated idempotency key with the first answer: one account.
    const id = accountsByKey.get(key) ?? `acct_${accounts.size + 1}`
    if (!accounts.has(id)) accounts.set(id, { id, details_submitted: false, payouts_enabled: false, charges_enabled: false, last4: null })
    accountsByKey.set(key, id)
    return { status: 200, body: accountJson(accounts.get(id)!) }
  }
  const account = /^\/v1\/accounts\/(acct_\w+)$/.exec(s.path)?.[1]
  if (s.method === 'GET' && account) return accounts.has(account) ? { status: 200, body: accountJson(accounts.get(account)!) } : notFound
  if (s.method === 'POST' && s.path === '/v1/account_links') {
    return { status: 200, body: { object: 'account_link', created: 1, expires_at: 301, url: `https://connect.stripe.example/setup/${s.form.get('account')}/${seen.length}` } }
  }
  if (s.method === 'POST' && s.path === '/v1/transfers') {
    const destination = s.form.get('destination') ?? ''
    const code = refusing.get(destination)
    if (code) return { status: 400, body: { error: { type: 'invalid_request_error', code, message: 'Your platform balance is too low for this transfer.' } } }
    const id = transfersByKey.get(key) ?? `tr_${transfers.size + 1}`
    if (!transfers.has(id)) transfers.set(id, { id, amount: Number(s.form.get('amount')), currency: s.form.get('currency') ?? '', destination, reversed: false })
    transfersByKey.set(key, id)
    return { status: 200, body: transferJson(transfers.get(id)!) }
  }
  const transfer = /^\/v1\/transfers\/(tr_\w+)$/.exec(s.path)?.[1]
  if (s.method === 'GET' && transfer) return transfers.has(transfer) ? { status: 200, body: transferJson(transfers.get(transfer)!) } : notFound
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const s: Seen = { method: req.method ?? '', path: new URL(req.url ?? '/', 'http://x').pathname, form: new URLSearchParams(raw), headers: req.headers }
      seen.push(s)
      const { status, body } = answer(s)
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${seen.length}` })
      res.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  connect = createStripeConnect({ secretKey: SECRET_KEY, webhookSecrets: [WEBHOOK_SECRET], apiBase: `http://127.0.0.1:${port}` })
  handle = await createTestDb()
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await handle?.close()
})

const signer = new Stripe(SECRET_KEY)
/** A Connect webhook delivery as Stripe signs it. */
function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event)
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) }) }
}

function clockAt(ms: number) {
  return { now: () => new Date(ms) }
}

/** A creator with a confirmed email, their organizer's method a Stripe account (onboarding started). */
async function onboardedCreator(start: number) {
  const user = await insertUser(handle.db, { emailVerifiedAt: new Date(start - 86_400_000) })
  const { url } = await startStripeOnboarding({ db: handle.db, clock: clockAt(start), stripeConnect: connect, siteUrl: SITE }, { userId: user.id })
  const organizer = (await findOwnOrganizer(handle.db, user.id))!
  const accountId = /setup\/(acct_\w+)\//.exec(url)![1]!
  return { user, organizer, accountId }
}

function finishOnboarding(accountId: string, last4 = '6789') {
  Object.assign(accounts.get(accountId)!, { details_submitted: true, payouts_enabled: true, charges_enabled: true, last4 })
}

test('A connected account can be paid only once its owner finished onboarding and Stripe enabled payouts', () => {
  expect(computeStripeAccountStatus({ details_submitted: false, payouts_enabled: false })).toBe('pending')
  expect(computeStripeAccountStatus({ details_submitted: true, payouts_enabled: false })).toBe('pending')
  expect(computeStripeAccountStatus({ details_submitted: true, payouts_enabled: true })).toBe('active')
})

test('Onboarding creates one Express account per organizer and answers a fresh Stripe link back to the payouts page each time', async () => {
  const start = Date.parse('2031-01-10T10:00:00Z')
  const user = await insertUser(handle.db, { emailVerifiedAt: new Date(start) })
  const deps = { db: handle.db, clock: clockAt(start), stripeConnect: connect, siteUrl: SITE }
  const before = seen.length

  const first = await startStripeOnboarding(deps, { userId: user.id })
  const second = await startStripeOnboarding(deps, { userId: user.id })

  const calls = seen.slice(before)
  const created = calls.filter((c) => c.path === '/v1/accounts')
  expect(created).toHaveLength(1)
  expect(Object.fromEntries(created[0]!.form)).toMatchObject({ type: 'express', 'capabilities[transfers][requested]': 'true' })
  expect(created[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`)
  const accountId = accounts.get(accountsByKey.get(String(created[0]!.headers['idempotency-key']))!)!.id
  const links = calls.filter((c) => c.path === '/v1/account_links')
  expect(links.map((l) => Object.fromEntries(l.form))).toEqual([
    { account: accountId, type: 'account_onboarding', refresh_url: `${SITE}/mypayouts/?stripe=refresh`, return_url: `${SITE}/mypayouts/?stripe=return` },
    { account: accountId, type: 'account_onboarding', refresh_url: `${SITE}/mypayouts/?stripe=refresh`, return_url: `${SITE}/mypayouts/?stripe=return` },
  ])
  expect(first.url).toMatch(new RegExp(`^https://connect\\.stripe\\.example/setup/${accountId}/`))
  expect(second.url).not.toBe(first.url)
  expect(await getPayoutMethod({ db: handle.db, clock: clockAt(start) }, { userId: user.id })).toMatchObject({ kind: 'stripe', status: 'pending', last4: '' })
})

test('Without Stripe configured, onboarding is refused with a conflict, not an error', async () => {
  const user = await insertUser(handle.db)
  await expect(startStripeOnboarding({ db: handle.db, clock: clockAt(Date.now()), stripeConnect: null, siteUrl: SITE }, { userId: user.id })).rejects.toMatchObject({ code: 'CONFLICT' })
})

test('Paid tickets go on sale once onboarding is finished, seen when the creator comes back from Stripe', async () => {
  const start = Date.parse('2031-02-10T10:00:00Z')
  const { user, organizer, accountId } = await onboardedCreator(start)
  const event = await insertEvent(handle.db, { organizerId: organizer.id, status: 'draft', publishedAt: null, summary: 'Jazz by the water.', isOnline: true, onlineUrl: 'https://meet.example/pier', startAt: new Date(start + 30 * 86_400_000), endAt: new Date(start + 30 * 86_400_000 + 7_200_000) })
  await insertTicketClass(handle.db, { eventId: event.id, kind: 'paid', priceMinor: 2500, capacity: 20 })
  const publish = () => publishEvent({ db: handle.db, clock: clockAt(start + 60_000), invalidateCaches: () => Promise.resolve() }, { eventId: event.id, manager: { userId: user.id, isStaff: false } })

  await expect(publish()).rejects.toMatchObject({ code: 'PAYOUTS_NOT_SET_UP' })
  finishOnboarding(accountId)
  // Coming back to /mypayouts/ asks Stripe how the account stands, before any webhook arrives.
  expect(await getPayoutMethod({ db: handle.db, clock: clockAt(start + 60_000), stripeConnect: connect }, { userId: user.id })).toMatchObject({ kind: 'stripe', status: 'active', last4: '6789' })
  await expect(publish()).resolves.toBeUndefined()
})

test('Stripe’s account.updated webhook, signed, activates the account; a forged one is refused', async () => {
  const start = Date.parse('2031-03-10T10:00:00Z')
  const { user, accountId } = await onboardedCreator(start)
  finishOnboarding(accountId, '4321')
  const event = { id: 'evt_acct_1', object: 'event', type: 'account.updated', account: accountId, data: { object: accountJson(accounts.get(accountId)!) } }
  const forged = webhook(event, 'whsec_someone_else')
  expect(() => connect.readWebhook(forged.payload, forged.header, new Date())).toThrow()

  const good = webhook(event)
  const read = connect.readWebhook(good.payload, good.header, new Date())!
  expect(read).toMatchObject({ type: 'account', account: { accountId, status: 'active', last4: '4321' } })
  await applyStripeConnectEvent({ db: handle.db, clock: clockAt(start + 1000) }, read)
  expect(await getPayoutMethod({ db: handle.db, clock: clockAt(start + 1000) }, { userId: user.id })).toMatchObject({ kind: 'stripe', status: 'active', last4: '4321' })
})

const DAY = 86_400_000

/** An organizer with an active Stripe account and one paid order of an event that ended at `end`. */
async function organizerWithSales(end: number, currency: string, subtotal: number) {
  const { user, organizer, accountId } = await onboardedCreator(end - 40 * DAY)
  finishOnboarding(accountId)
  await getPayoutMethod({ db: handle.db, clock: clockAt(end - 39 * DAY), stripeConnect: connect }, { userId: user.id })
  const event = await insertEvent(handle.db, { organizerId: organizer.id, startAt: new Date(end - 7_200_000), endAt: new Date(end) })
  await insertPaidOrder(handle.db, { eventId: event.id, organizerId: organizer.id, subtotal, currency, paidAt: new Date(end - 30 * DAY) })
  return { user, organizer, accountId }
}

const sweepAt = (ms: number) => sweepPayouts({ db: handle.db, clock: clockAt(ms), transfers: combinePayoutTransfers(createTestPayoutTransfers(), connect.transfers) })

test('A payout is one Transfer to the connected account in its currency, and is paid; the ledger reconciles', async () => {
  const end = Date.parse('2031-04-01T22:00:00Z')
  const { organizer, accountId } = await organizerWithSales(end, 'EUR', 4000)
  await sweepAt(end + 5 * DAY)
  const before = seen.length
  expect(await sweepAt(end + 5.1 * DAY)).toMatchObject({ sent: 1 })
  const [payout] = await listPayoutsOfOrganizer(handle.db, organizer.id)
  const transfer = seen.slice(before).find((s) => s.path === '/v1/transfers')!
  expect(Object.fromEntries(transfer.form)).toMatchObject({ amount: '4000', currency: 'eur', destination: accountId, transfer_group: `payout_${payout!.id}`, 'metadata[payout_id]': String(payout!.id) })
  expect(transfer.headers['idempotency-key']).toBe(`tessera-payout-${payout!.id}-1`)
  expect(payout).toMatchObject({ status: 'in_transit', providerReference: expect.stringMatching(/^tr_/) })

  await sweepAt(end + 6 * DAY)
  expect((await listPayoutsOfOrganizer(handle.db, organizer.id))[0]).toMatchObject({ status: 'paid', amountMinor: 4000, failureReason: null })
  expect(await findOrganizerBalances(handle.db, organizer.id)).toEqual([{ currency: 'EUR', pendingMinor: 0, availableMinor: 0, paidOutMinor: 4000 }])
  expect(await findLedgerProblems(handle.db)).toEqual([])
})

test('A transfer Stripe refuses fails the payout with its reason and the money back; the retry is paid', async () => {
  const end = Date.parse('2031-05-01T22:00:00Z')
  const { user, organizer, accountId } = await organizerWithSales(end, 'USD', 2500)
  await sweepAt(end + 5 * DAY)
  refusing.set(accountId, 'balance_insufficient')
  await sweepAt(end + 5.1 * DAY)
  const [failed] = await listPayoutsOfOrganizer(handle.db, organizer.id)
  expect(failed).toMatchObject({ status: 'failed', failureReason: 'balance_insufficient', attempts: 1 })
  expect(await findOrganizerBalances(handle.db, organizer.id)).toEqual([{ currency: 'USD', pendingMinor: 0, availableMinor: 2500, paidOutMinor: 0 }])
  expect(await findLedgerProblems(handle.db)).toEqual([])

  refusing.delete(accountId)
  await retryPayout({ db: handle.db, clock: clockAt(end + 5.2 * DAY) }, { userId: user.id, payoutId: failed!.id })
  const before = seen.length
  await sweepAt(end + 5.3 * DAY)
  expect(seen.slice(before).find((s) => s.path === '/v1/transfers')!.headers['idempotency-key']).toBe(`tessera-payout-${failed!.id}-2`)
  await sweepAt(end + 5.4 * DAY)
  expect((await listPayoutsOfOrganizer(handle.db, organizer.id))[0]).toMatchObject({ id: failed!.id, status: 'paid', attempts: 2, failureReason: null })
  expect(await findOrganizerBalances(handle.db, organizer.id)).toEqual([{ currency: 'USD', pendingMinor: 0, availableMinor: 0, paidOutMinor: 2500 }])
  expect(await findLedgerProblems(handle.db)).toEqual([])
})

test('A fully reversed transfer fails its paid payout once, whichever way Stripe tells us, and the ledger still reconciles', async () => {
  const end = Date.parse('2031-06-01T22:00:00Z')
  const { organizer } = await organizerWithSales(end, 'JPY', 5000)
  await sweepAt(end + 5 * DAY)
  await sweepAt(end + 5.1 * DAY)
  await sweepAt(end + 5.2 * DAY)
  const [paid] = await listPayoutsOfOrganizer(handle.db, organizer.id)
  expect(paid).toMatchObject({ status: 'paid', amountMinor: 5000 })
  const transfer = transfers.get(paid!.providerReference!)!
  expect(transfer).toMatchObject({ amount: 5000, currency: 'jpy' })

  transfer.reversed = true
  const event = { id: 'evt_rev_1', object: 'event', type: 'transfer.reversed', data: { object: transferJson(transfer) } }
  const delivery = webhook(event)
  const read = connect.readWebhook(delivery.payload, delivery.header, new Date())!
  expect(read).toEqual({ id: 'evt_rev_1', type: 'transfer_reversed', reference: transfer.id, reason: 'transfer_reversed' })
  await applyStripeConnectEvent({ db: handle.db, clock: clockAt(end + 6 * DAY) }, read)
  await applyStripeConnectEvent({ db: handle.db, clock: clockAt(end + 6 * DAY) }, read)

  expect((await listPayoutsOfOrganizer(handle.db, organizer.id))[0]).toMatchObject({ status: 'failed', failureReason: 'transfer_reversed', paidAt: null })
  expect(await findOrganizerBalances(handle.db, organizer.id)).toEqual([{ currency: 'JPY', pendingMinor: 0, availableMinor: 5000, paidOutMinor: 0 }])
  expect(await findLedgerProblems(handle.db)).toEqual([])
})
