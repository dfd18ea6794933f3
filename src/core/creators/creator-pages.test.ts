// The organizer pages beyond one event (issue 20), on PGlite: "Contact the organizer" by email, Contact
// Sales, the contacts list and its CSV, and the creator overview. Refusals store and send nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import type { CoreDeps } from '@/core/shared/core-deps'
import { sendOrganizerMessage } from '@/core/organizers/send-organizer-message'
import { findOrganizerProfileById } from '@/core/organizers/organizers-repository'
import { findLatestSalesInquiries } from '@/core/support/sales-inquiry-repository'
import { sendSalesInquiry } from '@/core/support/send-sales-inquiry'
import type { DbHandle } from '@/db/create-db'
import { createCacheInvalidation } from '@/server/cache-invalidation'
import { createCacheRegistry } from '@/server/cache-registry'
import { buildEventDraftInput } from '../../../tests/factories/build-event-draft-input'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertUser, type User } from '../../../tests/factories/insert-user'
import { allowPaidSales, insertCreator } from '../../../tests/factories/insert-creator'
import { appErrorCodeOf } from '../../../tests/helpers/app-error-code'
import { createTestDb } from '../../../tests/helpers/test-db'
import { buyAsGuest } from '../../../tests/helpers/ticketing-deps'
import { addTicketClass } from './add-ticket-class'
import { createEventDraft } from './create-event-draft'
import { exportMyContactsCsv } from './export-my-contacts-csv'
import { getCreatorOverview } from './get-creator-overview'
import { listMyContacts } from './list-my-contacts'
import { publishEvent } from './publish-event'
import { updateMyOrganizerProfile } from './update-my-organizer-profile'

let handle: DbHandle
let deps: Pick<CoreDeps, 'db' | 'clock' | 'caches' | 'invalidateCaches'>
let creator: User

beforeAll(async () => {
  handle = await createTestDb()
  const registry = createCacheRegistry(handle.db)
  deps = { db: handle.db, clock: { now: () => new Date() }, caches: registry.caches, invalidateCaches: createCacheInvalidation(handle, registry).invalidate }
  creator = await insertCreator(handle.db, { fullName: 'Nia Host', email: 'nia.host@example.com' })
})

afterAll(async () => {
  await handle?.close()
})

async function liveEventOf(user: User, name: string) {
  const { eventId } = await createEventDraft(deps, buildEventDraftInput(user.id, { name }))
  const cls = await addTicketClass(deps, { eventId, manager: { userId: user.id, isStaff: false }, name: 'General', free: false, currency: 'USD', priceMinor: 1500, capacity: 30, minPerOrder: 1, maxPerOrder: 10, salesStart: null, salesEnd: null })
  await publishEvent(deps, { eventId, manager: { userId: user.id, isStaff: false } })
  return { eventId, classId: Number(cls.id) }
}

const message = (over: Partial<Parameters<typeof sendOrganizerMessage>[1]> = {}) => ({ organizerId: 0, eventId: null, name: ' Sam  Guest ', email: 'Sam.Guest@Example.com', message: 'Is there step-free access?\u0007', ip: '198.51.100.20', ...over })

describe('Contact the organizer', () => {
  test('A message about an event reaches the organizer’s contact email with the sender to reply to', async () => {
    const { eventId } = await liveEventOf(creator, 'Garden Open Day')
    const profile = await updateMyOrganizerProfile(deps, { userId: creator.id, origin: 'http://localhost', contactEmail: 'hello@garden.example', socialLinks: { instagram: 'https://instagram.com/garden' } })
    await sendOrganizerMessage(deps, message({ organizerId: Number(profile.id), eventId }))
    const [mail] = await findOutboxEmails(handle.db, { to: 'hello@garden.example', kind: 'organizer-message' })
    expect(mail?.subject).toBe('Message from Sam Guest about Garden Open Day')
    expect(mail?.text).toContain('Sam Guest (sam.guest@example.com) wrote to')
    expect(mail?.text).toContain('Is there step-free access?\n')
    expect(mail?.text).toContain('Reply to sam.guest@example.com to answer.')
    // The organizer page reads the profile's links for its contact block.
    expect((await findOrganizerProfileById(handle.db, Number(profile.id)))?.socialLinks).toEqual({ instagram: 'https://instagram.com/garden' })
  })

  test('Without a contact email the owner’s account email is used; an organizer no one owns cannot be written to', async () => {
    const owner = await insertUser(handle.db, { email: 'owner.only@example.com' })
    const profile = await updateMyOrganizerProfile(deps, { userId: owner.id, origin: 'http://localhost', name: 'Owner Only Events' })
    await sendOrganizerMessage(deps, message({ organizerId: Number(profile.id), email: 'other.sender@example.com', ip: '198.51.100.21' }))
    expect(await findOutboxEmails(handle.db, { to: 'owner.only@example.com', kind: 'organizer-message' })).toHaveLength(1)
    const orphan = await insertOrganizer(handle.db, { ownerUserId: null })
    expect(await appErrorCodeOf(sendOrganizerMessage(deps, message({ organizerId: orphan.id, ip: '198.51.100.22' })))).toBe('CONFLICT')
    expect(await appErrorCodeOf(sendOrganizerMessage(deps, message({ organizerId: 999_999, ip: '198.51.100.22' })))).toBe('NOT_FOUND')
  })

  test('An organizer whose owner made their account on a German page is written to in German', async () => {
    const owner = await insertCreator(handle.db, { email: 'gartenfest@example.com', locale: 'de_DE' })
    const { eventId } = await liveEventOf(owner, 'Gartenfest')
    const profile = await updateMyOrganizerProfile(deps, { userId: owner.id, origin: 'http://localhost', name: 'Gartenfreunde' })
    await sendOrganizerMessage(deps, message({ organizerId: Number(profile.id), eventId, ip: '198.51.100.25' }))
    const [mail] = await findOutboxEmails(handle.db, { to: 'gartenfest@example.com', kind: 'organizer-message' })
    expect(mail?.subject).toBe('Nachricht von Sam Guest zu Gartenfest')
    expect(mail?.text).toContain('Sam Guest (sam.guest@example.com) hat Gartenfreunde über Tessera zu Gartenfest geschrieben:')
    expect(mail?.text).toContain('Is there step-free access?\n')
    expect(mail?.text).toContain('Schreib an sam.guest@example.com, um zu antworten.')
  })

  test('Another organizer’s event is refused, and a sender may write three times an hour', async () => {
    const other = await insertCreator(handle.db)
    const { eventId } = await liveEventOf(other, 'Someone Else’s Fair')
    const mine = await updateMyOrganizerProfile(deps, { userId: creator.id, origin: 'http://localhost', description: 'Gardens.' })
    expect(await appErrorCodeOf(sendOrganizerMessage(deps, message({ organizerId: Number(mine.id), eventId, ip: '198.51.100.23' })))).toBe('NOT_FOUND')
    const send = () => sendOrganizerMessage(deps, message({ organizerId: Number(mine.id), email: 'chatty@example.com', ip: '198.51.100.24' }))
    for (let i = 0; i < 3; i++) await send()
    expect(await appErrorCodeOf(send())).toBe('RATE_LIMITED')
    expect(await findOutboxEmails(handle.db, { to: 'hello@garden.example', kind: 'organizer-message' })).toHaveLength(4)
  })
})

describe('Contact Sales', () => {
  test('An inquiry is stored tidied, and the same email is limited to three an hour', async () => {
    const inquiry = { name: ' Lee  Planner ', email: 'Lee@Festival.example', organization: 'Big\u00a0Fest\u0007', ticketsPerYear: '10k_100k' as const, message: 'Three stages.\r\nTwo days.', userId: null }
    await sendSalesInquiry(deps, { ...inquiry, ip: '198.51.100.30' })
    const [stored] = await findLatestSalesInquiries(handle.db, 1)
    expect(stored).toMatchObject({ name: 'Lee Planner', email: 'lee@festival.example', organization: 'Big Fest', ticketsPerYear: '10k_100k', message: 'Three stages.\nTwo days.' })
    await sendSalesInquiry(deps, { ...inquiry, ip: '198.51.100.31' })
    await sendSalesInquiry(deps, { ...inquiry, ip: '198.51.100.32' })
    expect(await appErrorCodeOf(sendSalesInquiry(deps, { ...inquiry, ip: '198.51.100.33' }))).toBe('RATE_LIMITED')
    expect(await findLatestSalesInquiries(handle.db, 10)).toHaveLength(3)
  })
})

describe('Contacts and the creator overview', () => {
  test('Contacts list each buyer once across my events, and the CSV neutralises formulas', async () => {
    const host = await insertCreator(handle.db)
    const a = await liveEventOf(host, 'Quiz Night')
    const b = await liveEventOf(host, 'Film Club')
    await buyAsGuest(handle.db, { eventId: a.eventId, ticketClassId: a.classId, quantity: 2, buyer: { name: 'Ada Lovelace', email: 'ada.contacts@example.com' } })
    await buyAsGuest(handle.db, { eventId: b.eventId, ticketClassId: b.classId, quantity: 1, buyer: { name: 'Ada L.', email: 'ADA.contacts@example.com' } })
    await buyAsGuest(handle.db, { eventId: a.eventId, ticketClassId: a.classId, quantity: 1, buyer: { name: '=HYPERLINK("http://evil.example")', email: 'formula@example.com' } })
    const elsewhere = await liveEventOf(creator, 'Not Theirs')
    await buyAsGuest(handle.db, { eventId: elsewhere.eventId, ticketClassId: elsewhere.classId, quantity: 1, buyer: { name: 'Stranger', email: 'stranger.contacts@example.com' } })
    const contacts = await listMyContacts(deps, { userId: host.id })
    expect(contacts.map((c) => c.email).sort()).toEqual(['ada.contacts@example.com', 'formula@example.com'])
    expect(contacts.find((c) => c.email === 'ada.contacts@example.com')).toMatchObject({ name: 'Ada L.', orders: 2, tickets: 3, events: 2 })
    const csv = await exportMyContactsCsv(deps, { userId: host.id })
    expect(csv.split('\r\n')[0]).toBe('"Name","Email","Orders","Tickets","Events","Last order"')
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")","formula@example.com"`)
    expect(csv).not.toContain('stranger.contacts@example.com')
  })

  test('The overview shows my upcoming events, this week’s sales and what to do next', async () => {
    const host = await insertUser(handle.db)
    const empty = await getCreatorOverview(deps, { userId: host.id })
    expect(empty).toMatchObject({ organizerName: null, upcoming: [], weekSales: [] })
    expect(empty.nextSteps.map((s) => s.href)).toEqual(['/myprofile/', '/manage/events/create'])
    await allowPaidSales(handle.db, host.id)
    const live = await liveEventOf(host, 'Harbour Choir')
    const unsold = await liveEventOf(host, 'Harbour Poetry')
    const { eventId: draftId } = await createEventDraft(deps, buildEventDraftInput(host.id, { name: 'Harbour Draft' }))
    await buyAsGuest(handle.db, { eventId: live.eventId, ticketClassId: live.classId, quantity: 2, buyer: { name: 'Buyer', email: 'week@example.com' } })
    const overview = await getCreatorOverview(deps, { userId: host.id })
    expect(overview.upcoming.map((e) => e.name).sort()).toEqual(['Harbour Choir', 'Harbour Poetry'])
    // Two $15 tickets: the creator's $30, not the buyer's total with Tessera's fees.
    expect(overview.weekSales).toEqual([{ currency: 'USD', orders: 1, tickets: 2, netMinor: 3000 }])
    expect(overview.nextSteps.map((s) => s.href)).toContain(`/manage/events/${draftId}/edit`)
    expect(overview.nextSteps.map((s) => s.href)).toContain(`/manage/events/${unsold.eventId}/`)
  })
})
