// Issue 39 finding 7, what decision 048 left (decision 051): each kind of email had its own limit, so a mix
// of cheap requests (password resets, order lookups, free orders, wait-list joins) could still send one
// address dozens of emails an hour. The outbox's enqueue now caps every email to an address at
// MAIL_TO_RECIPIENT_PER_HOUR (20) whatever its kind; a paid order's tickets still go out.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { requestPasswordReset } from '@/core/accounts/request-password-reset'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { configureRecipientCap, DEFAULT_MAIL_TO_RECIPIENT_PER_HOUR } from '@/core/mail/recipient-cap'
import { renderMetrics } from '@/core/shared/metrics'
import { completeOrder } from '@/core/ticketing/complete-order'
import { joinWaitlist } from '@/core/ticketing/join-waitlist'
import { DEFAULT_MAIL_LIMITS } from '@/core/ticketing/mail-limits'
import { requestOrderLookup } from '@/core/ticketing/request-order-lookup'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { insertUser } from '../factories/insert-user'
import { createTestDb } from '../helpers/test-db'
import { buyAsGuest, createTestTicketing, guestWithLink } from '../helpers/ticketing-deps'

let handle: DbHandle
const capped: { kind: string; to: string }[] = []
beforeAll(async () => {
  handle = await createTestDb()
  // As the server's composition root sets it, with the default.
  configureRecipientCap({ perHour: DEFAULT_MAIL_TO_RECIPIENT_PER_HOUR, onCapped: (mail) => capped.push(mail) })
})
afterAll(async () => {
  configureRecipientCap({ perHour: null, onCapped: () => undefined })
  await handle.close()
})

async function refusalsCounted(rule: string): Promise<number> {
  const line = (await renderMetrics()).split('\n').find((l) => l.startsWith(`tessera_abuse_refusals_total{rule="${rule}"}`))
  return Number(line?.split(' ')[1] ?? 0)
}

test('Password resets, order lookups, free orders and wait-list joins to one address stop at the cap together; a paid order’s tickets still go out', async () => {
  const victim = 'mixed.victim@example.com'
  await insertUser(handle.db, { email: victim })
  const t = createTestTicketing(handle.db)
  const limited = { ...t, deps: { ...t.deps, mailLimits: DEFAULT_MAIL_LIMITS } }
  const event = await insertEvent(handle.db, { name: 'Mixed Kinds Gig' })
  const paid = await insertTicketClass(handle.db, { eventId: event.id, capacity: 100, priceMinor: 2500, kind: 'paid', maxPerOrder: 10 })
  const free = await insertTicketClass(handle.db, { eventId: event.id, capacity: 100, priceMinor: 0, kind: 'free', maxPerOrder: 10, name: 'Free' })
  const soldOut = await insertTicketClass(handle.db, { eventId: event.id, capacity: 1, priceMinor: 2500, kind: 'paid', maxPerOrder: 10, name: 'Sold out' })
  await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: soldOut.id, quantity: 1 }], userId: null, idempotency: null })
  const before = await refusalsCounted('mail_recipient_cap')

  // One real purchase, so that the address has orders to look up.
  await buyAsGuest(handle.db, { eventId: event.id, ticketClassId: paid.id, quantity: 1, buyer: { name: 'Victim', email: victim } })
  // Each kind within its own per-address limit, every request from a fresh address and browser.
  for (let i = 0; i < 5; i += 1) await requestPasswordReset(t.deps, { email: victim, ip: `198.51.100.${i}`, siteUrl: 'https://tessera.test' })
  for (let i = 0; i < 3; i += 1) await requestOrderLookup(t.deps, { email: victim, ip: `198.51.100.${10 + i}` })
  for (let i = 0; i < 4; i += 1) await joinWaitlist(t.deps, { ticketClassId: soldOut.id, email: victim, quantity: 1, ip: `198.51.100.${20 + i}` })
  // 13 emails so far; of ten free orders, seven are mailed and three reach the cap.
  for (let i = 0; i < DEFAULT_MAIL_LIMITS.perRecipient; i += 1) {
    const { order } = await reserveTickets(limited.deps, { eventId: event.id, lines: [{ ticketClassId: free.id, quantity: 1 }], userId: null, idempotency: null })
    // Past the cap the order still completes (its page shows the tickets); only its email is kept back.
    const done = await completeOrder(limited.deps, { orderId: Number(order.id), actor: guestWithLink(order.access_token), buyer: { name: 'Sender', email: victim }, client: { session: `mix-${i}`, address: `203.0.113.${i}` } })
    expect(done.order.status).toBe('paid')
  }
  expect(await findOutboxEmails(handle.db, { to: victim, limit: 500 })).toHaveLength(DEFAULT_MAIL_TO_RECIPIENT_PER_HOUR)

  // A wait-list join is nothing but its email: past the cap it is refused and nothing is written.
  await expect(joinWaitlist(t.deps, { ticketClassId: soldOut.id, email: victim, quantity: 1, ip: '198.51.100.40' })).rejects.toMatchObject({
    code: 'TOO_MANY_EMAILS',
    extra: { details: { limited_by: 'recipient' } },
  })
  expect(await findOutboxEmails(handle.db, { to: victim, kind: 'waitlist-confirm' })).toHaveLength(4)
  // Another address is not affected.
  await joinWaitlist(t.deps, { ticketClassId: soldOut.id, email: 'someone.else@example.com', quantity: 1, ip: '198.51.100.41' })
  expect(await findOutboxEmails(handle.db, { to: 'someone.else@example.com', kind: 'waitlist-confirm' })).toHaveLength(1)

  // Money moved: a paid order's confirmation with its tickets is never held back.
  await buyAsGuest(handle.db, { eventId: event.id, ticketClassId: paid.id, quantity: 2, buyer: { name: 'Victim', email: victim } })
  const confirmations = await findOutboxEmails(handle.db, { to: victim, kind: 'order-confirmation', limit: 500 })
  expect(confirmations.filter((mail) => mail.subject.length > 0)).toHaveLength(confirmations.length)
  expect(await findOutboxEmails(handle.db, { to: victim, limit: 500 })).toHaveLength(DEFAULT_MAIL_TO_RECIPIENT_PER_HOUR + 1)

  // Each email kept back was counted and reported with its kind.
  const keptBack = 1 + 5 + 3 + 4 + DEFAULT_MAIL_LIMITS.perRecipient - DEFAULT_MAIL_TO_RECIPIENT_PER_HOUR + 1
  expect(await refusalsCounted('mail_recipient_cap')).toBe(before + keptBack)
  expect(capped.filter((mail) => mail.to === victim)).toHaveLength(keptBack)
  expect(new Set(capped.map((mail) => mail.kind))).toEqual(new Set(['order-confirmation', 'waitlist-confirm']))
})
