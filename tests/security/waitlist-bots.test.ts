// Issue 39 finding 1 (its wait-list part) and finding 7 (wait-list joins accept any address): one browser
// put 40 made-up addresses on a wait-list and the freed seat went to the first of them as a 24-hour offer,
// while the real fan was 41st; and the join email carried whatever the joiner typed to an address nobody
// had confirmed. Now an entry counts only once its address is confirmed from the emailed link, and one
// confirmed address holds one place per event (decision 048).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { ticketClasses } from '@/db/schema'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { renderMetrics } from '@/core/shared/metrics'
import { confirmWaitlistEntry } from '@/core/ticketing/confirm-waitlist-entry'
import { joinWaitlist } from '@/core/ticketing/join-waitlist'
import { offerFreedTickets } from '@/core/ticketing/offer-freed-tickets'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { createTestDb } from '../helpers/test-db'
import { createTestTicketing } from '../helpers/ticketing-deps'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

async function soldOutClass(t: ReturnType<typeof createTestTicketing>) {
  const event = await insertEvent(handle.db, {})
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: 1, priceMinor: 2500, kind: 'paid', maxPerOrder: 10 })
  await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  return { event, cls }
}

/** The link of the (latest) confirmation email sent to `to`, as its owner would open it. */
async function confirmationLink(to: string): Promise<{ entryId: number; token: string }> {
  const links = (await findOutboxEmails(handle.db, { to, kind: 'waitlist-confirm' })).map((mail) => /https?:\/\/\S+\/waitlist\/confirm\/\?\S+/.exec(mail.text)?.[0])
  const link = links.filter(Boolean).map((l) => new URL(l!)).sort((a, b) => Number(b.searchParams.get('entry')) - Number(a.searchParams.get('entry')))[0]
  if (!link) throw new Error(`no confirmation link was emailed to ${to}`)
  return { entryId: Number(link.searchParams.get('entry')), token: link.searchParams.get('token') ?? '' }
}

async function refusalsCounted(rule: string): Promise<number> {
  const line = (await renderMetrics()).split('\n').find((l) => l.startsWith(`tessera_abuse_refusals_total{rule="${rule}"}`))
  return Number(line?.split(' ')[1] ?? 0)
}

test('A freed seat goes to the fan who confirmed their address, not to forty made-up addresses that joined first', async () => {
  const t = createTestTicketing(handle.db)
  const { cls } = await soldOutClass(t)
  for (let i = 0; i < 40; i += 1) {
    const joined = await joinWaitlist(t.deps, { ticketClassId: cls.id, email: `bot-${i}@made-up.example`, quantity: 1 })
    // Not in line until confirmed: no place to show.
    expect(joined.waitlist_entry).toMatchObject({ status: 'waiting', confirmed: false, position: null })
  }
  await joinWaitlist(t.deps, { ticketClassId: cls.id, email: 'real.fan@example.com', quantity: 1 })
  const confirmed = await confirmWaitlistEntry(t.deps, await confirmationLink('real.fan@example.com'))
  expect(confirmed.waitlist_entry).toMatchObject({ confirmed: true, position: 1 })
  expect(await findOutboxEmails(handle.db, { to: 'real.fan@example.com', kind: 'waitlist-joined' })).toHaveLength(1)

  await handle.db.update(ticketClasses).set({ capacity: 2 }).where(eq(ticketClasses.id, cls.id))
  expect(await offerFreedTickets(t.deps, { ticketClassId: cls.id })).toBe(1)
  expect(await findOutboxEmails(handle.db, { to: 'real.fan@example.com', kind: 'waitlist-offer' })).toHaveLength(1)
  expect(await findOutboxEmails(handle.db, { to: 'bot-0@made-up.example', kind: 'waitlist-offer' })).toHaveLength(0)
})

test('One confirmed address holds one wait-list place per event: a second is refused, counted, and the first keeps its place', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await soldOutClass(t)
  const other = await insertTicketClass(handle.db, { eventId: event.id, capacity: 0, priceMinor: 4000, kind: 'paid', maxPerOrder: 10, name: 'Balcony' })
  await joinWaitlist(t.deps, { ticketClassId: cls.id, email: 'twice@example.com', quantity: 1 })
  const first = await confirmationLink('twice@example.com')
  await confirmWaitlistEntry(t.deps, first)
  // The same address, spelled otherwise, on another class of the same event.
  await joinWaitlist(t.deps, { ticketClassId: other.id, email: 'Twice@Example.COM', quantity: 1 })
  const before = await refusalsCounted('waitlist_email_taken')
  await expect(confirmWaitlistEntry(t.deps, await confirmationLink('twice@example.com'))).rejects.toMatchObject({ code: 'ALREADY_ON_WAITLIST' })
  expect(await refusalsCounted('waitlist_email_taken')).toBe(before + 1)
  // Confirming the first again answers its place; another event takes the address as well.
  await expect(confirmWaitlistEntry(t.deps, { entryId: first.entryId, token: first.token })).resolves.toMatchObject({ waitlist_entry: { confirmed: true, position: 1 } })
  const elsewhere = await soldOutClass(t)
  await joinWaitlist(t.deps, { ticketClassId: elsewhere.cls.id, email: 'twice-elsewhere@example.com', quantity: 1 })
  await expect(confirmWaitlistEntry(t.deps, await confirmationLink('twice-elsewhere@example.com'))).resolves.toMatchObject({ waitlist_entry: { confirmed: true } })
})

test('The email to an unconfirmed address carries nothing the joiner typed but the address, and a forged link confirms nothing', async () => {
  const t = createTestTicketing(handle.db)
  const { cls } = await soldOutClass(t)
  const joined = await joinWaitlist(t.deps, { ticketClassId: cls.id, email: 'victim@example.com', name: 'Cheap pills at spam.example', quantity: 2 })
  const [mail] = await findOutboxEmails(handle.db, { to: 'victim@example.com' })
  expect(mail?.kind).toBe('waitlist-confirm')
  expect(`${mail?.subject}\n${mail?.text}`).not.toContain('spam.example')
  expect(mail?.text).toContain('nothing happens without your confirmation')
  const entryId = Number(joined.waitlist_entry.id)
  await expect(confirmWaitlistEntry(t.deps, { entryId, token: 'x'.repeat(43) })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', argumentErrors: { token: [expect.any(String)] } })
  // The token of one entry does not confirm another.
  const { token } = await confirmationLink('victim@example.com')
  await expect(confirmWaitlistEntry(t.deps, { entryId: entryId + 1000, token })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
})
