// The organizer's remaining tools on PGlite (issue 20): changing and deleting ticket classes, the order
// list, image uploads, the organizer profile and the event wizard (built-in writer, and a language model
// on loopback whose failures fall back to it). Every refusal leaves the database as it was.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { isAppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import type { DbHandle } from '@/db/create-db'
import { events, images, organizers, ticketClasses } from '@/db/schema'
import { updateEvent } from '@/core/events/update-event'
import { createCacheInvalidation } from '@/server/cache-invalidation'
import { createCacheRegistry } from '@/server/cache-registry'
import { insertUser, type User } from '../../../tests/factories/insert-user'
import { insertCreator } from '../../../tests/factories/insert-creator'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../tests/helpers/fake-openai-server'
import { createTestDb } from '../../../tests/helpers/test-db'
import { buyAsGuest, createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { appErrorCodeOf } from '../../../tests/helpers/app-error-code'
import { buildEventDraftInput } from '../../../tests/factories/build-event-draft-input'
import { createOpenAiCompatibleLanguageModel } from '@/core/concierge/openai-compatible-language-model'
import { addTicketClass } from './add-ticket-class'
import { autoCreateEvent } from './auto-create-event'
import type { AutoCreateAnswers } from './auto-create-rules'
import { createEventDraft, type CreateEventDraftInput } from './create-event-draft'
import { deleteTicketClass } from './delete-ticket-class'
import { getManagedEvent } from './get-managed-event'
import { getMyOrganizerProfile } from './get-my-organizer-profile'
import { listEventOrders } from './list-event-orders'
import { publishEvent } from './publish-event'
import { updateMyOrganizerProfile } from './update-my-organizer-profile'
import { updateTicketClass } from './update-ticket-class'
import { uploadMedia } from './upload-media'
import { renderHouseStyleCover } from '@/server/house-style-cover'

let handle: DbHandle
let deps: Pick<CoreDeps, 'db' | 'clock' | 'caches' | 'invalidateCaches' | 'imageStore'>
let imageDir: string
let creator: User
let stranger: User
let staff: User
const ORIGIN = 'http://localhost'
const nextYear = new Date().getUTCFullYear() + 1

beforeAll(async () => {
  handle = await createTestDb()
  const registry = createCacheRegistry(handle.db)
  const invalidation = createCacheInvalidation(handle, registry)
  imageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-media-'))
  deps = { db: handle.db, clock: { now: () => new Date() }, caches: registry.caches, invalidateCaches: invalidation.invalidate, imageStore: createLocalDirectoryImageStore(imageDir) }
  creator = await insertCreator(handle.db, { fullName: 'Mina Organizer' })
  stranger = await insertUser(handle.db)
  staff = await insertUser(handle.db, { isStaff: true })
})

afterAll(async () => {
  await handle?.close()
  await fs.rm(imageDir, { recursive: true, force: true })
})

const owner = () => ({ userId: creator.id, isStaff: false })
const other = () => ({ userId: stranger.id, isStaff: false })

const codeOf = appErrorCodeOf

async function argumentKeys(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
    return []
  } catch (error) {
    if (isAppError(error)) return Object.keys(error.argumentErrors ?? {})
    throw error
  }
}

const draftInput = (name: string, overrides: Partial<CreateEventDraftInput> = {}): CreateEventDraftInput => buildEventDraftInput(creator.id, { name, ...overrides })

const addClass = (eventId: number, over: { name?: string; capacity?: number; priceMinor?: number } = {}) =>
  addTicketClass(deps, { eventId, manager: owner(), name: over.name ?? 'General', free: false, currency: 'USD', priceMinor: over.priceMinor ?? 2000, capacity: over.capacity ?? 20, minPerOrder: 1, maxPerOrder: 10, salesStart: null, salesEnd: null })

const buy = (eventId: number, ticketClassId: number, quantity: number, buyer: { name: string; email: string }) => buyAsGuest(handle.db, { eventId, ticketClassId, quantity, buyer })

const classRow = async (id: number) => (await handle.db.select().from(ticketClasses).where(eq(ticketClasses.id, id)))[0]

describe('Changing and deleting ticket classes', () => {
  test('The organizer renames, reprices and resizes a class; the event’s price summary follows', async () => {
    const { eventId } = await createEventDraft(deps, draftInput('Rope Work Evening'))
    const cls = await addClass(eventId)
    const changed = await updateTicketClass(deps, { ticketClassId: Number(cls.id), manager: owner(), name: 'Standard', priceMinor: 3500, capacity: 30, salesEnd: new Date(`${nextYear}-07-10T00:00:00Z`) })
    expect(changed).toMatchObject({ id: cls.id, name: 'Standard', cost: { value: 3500, currency: 'USD' }, quantity_total: 30 })
    const [event] = await handle.db.select().from(events).where(eq(events.id, eventId))
    expect(event).toMatchObject({ minPriceMinor: 3500, maxPriceMinor: 3500, isFree: false })
    const free = await updateTicketClass(deps, { ticketClassId: Number(cls.id), manager: owner(), free: true })
    expect(free).toMatchObject({ free: true, cost: { value: 0 } })
    expect((await handle.db.select().from(events).where(eq(events.id, eventId)))[0]).toMatchObject({ isFree: true })
  })

  test('Another user, staff and an unknown id are told there is no such class; nothing changes', async () => {
    const { eventId } = await createEventDraft(deps, draftInput('Private Knots'))
    const cls = await addClass(eventId)
    const id = Number(cls.id)
    expect(await codeOf(updateTicketClass(deps, { ticketClassId: id, manager: other(), name: 'Hijacked' }))).toBe('NOT_FOUND')
    expect(await codeOf(updateTicketClass(deps, { ticketClassId: id, manager: { userId: staff.id, isStaff: true }, name: 'Staffed' }))).toBe('NOT_FOUND')
    expect(await codeOf(deleteTicketClass(deps, { ticketClassId: id, manager: other() }))).toBe('NOT_FOUND')
    expect(await codeOf(updateTicketClass(deps, { ticketClassId: 999_999, manager: owner(), name: 'Ghost' }))).toBe('NOT_FOUND')
    expect((await classRow(id))?.name).toBe('General')
  })

  test('Invalid merges are refused naming the field: a paid class at 0, min above max, sales ending before they start', async () => {
    const { eventId } = await createEventDraft(deps, draftInput('Splice Clinic'))
    const id = Number((await addClass(eventId)).id)
    expect(await argumentKeys(updateTicketClass(deps, { ticketClassId: id, manager: owner(), priceMinor: 0 }))).toEqual(['cost.value'])
    expect(await argumentKeys(updateTicketClass(deps, { ticketClassId: id, manager: owner(), minPerOrder: 11 }))).toEqual(['minimum_quantity'])
    expect(
      await argumentKeys(updateTicketClass(deps, { ticketClassId: id, manager: owner(), salesStart: new Date(`${nextYear}-05-02T00:00:00Z`), salesEnd: new Date(`${nextYear}-05-01T00:00:00Z`) })),
    ).toEqual(['sales_end'])
    expect(await classRow(id)).toMatchObject({ priceMinor: 2000, minPerOrder: 1, salesStart: null, salesEnd: null })
  })

  test('The quantity cannot go below what is sold; a class with sales cannot be deleted; an unsold one can', async () => {
    const { eventId } = await createEventDraft(deps, draftInput('Knot Night Live'))
    const sold = Number((await addClass(eventId, { name: 'Door', capacity: 10 })).id)
    const spare = Number((await addClass(eventId, { name: 'Spare', capacity: 5 })).id)
    await publishEvent(deps, { eventId, manager: owner() })
    await buy(eventId, sold, 3, { name: 'Ada', email: 'ada@example.com' })
    let message = ''
    try {
      await updateTicketClass(deps, { ticketClassId: sold, manager: owner(), capacity: 2 })
    } catch (error) {
      message = isAppError(error) ? (error.argumentErrors?.quantity_total?.[0] ?? '') : ''
    }
    expect(message).toContain('at least 3')
    expect(await codeOf(updateTicketClass(deps, { ticketClassId: sold, manager: owner(), capacity: 3 }))).toBe('ok')
    let conflict = ''
    try {
      await deleteTicketClass(deps, { ticketClassId: sold, manager: owner() })
    } catch (error) {
      conflict = isAppError(error) && error.code === 'CONFLICT' ? error.message : ''
    }
    expect(conflict).toContain('3 sold tickets')
    expect(await classRow(sold)).toBeDefined()
    expect(await codeOf(deleteTicketClass(deps, { ticketClassId: spare, manager: owner() }))).toBe('ok')
    expect(await classRow(spare)).toBeUndefined()
  })

  test('A published event keeps its last ticket class; a draft may lose it', async () => {
    const { eventId } = await createEventDraft(deps, draftInput('Lone Class'))
    const only = Number((await addClass(eventId)).id)
    await publishEvent(deps, { eventId, manager: owner() })
    expect(await codeOf(deleteTicketClass(deps, { ticketClassId: only, manager: owner() }))).toBe('CONFLICT')
    const draft = await createEventDraft(deps, draftInput('Lone Draft Class'))
    const draftOnly = Number((await addClass(draft.eventId)).id)
    expect(await codeOf(deleteTicketClass(deps, { ticketClassId: draftOnly, manager: owner() }))).toBe('ok')
  })
})

describe('The organizer’s order list', () => {
  let eventId: number
  let orderIds: number[]

  beforeAll(async () => {
    ;({ eventId } = await createEventDraft(deps, draftInput('Harbour Knot Fair')))
    const cls = Number((await addClass(eventId, { capacity: 50, priceMinor: 1200 })).id)
    await publishEvent(deps, { eventId, manager: owner() })
    orderIds = []
    for (const [name, email] of [['Ada Lovelace', 'ada@example.com'], ['Alan Turing', 'alan@example.com'], ['Grace Hopper', 'grace@navy.example'], ['Edsger 100%_Dijkstra', 'ewd@example.com']] as const) {
      orderIds.push(await buy(eventId, cls, 2, { name, email }))
    }
    // A hold nobody paid for is not an order the organizer sees by default.
    const t = createTestTicketing(handle.db)
    await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId: cls, quantity: 1 }], userId: null, idempotency: null })
  })

  test('Lists the paid orders newest first with their totals, and pages through them', async () => {
    const first = await listEventOrders(deps, { eventId, manager: owner(), page: 1, pageSize: 3 })
    expect(first.pagination).toEqual({ object_count: 4, page_number: 1, page_size: 3, page_count: 2, has_more_items: true })
    expect(first.orders.map((o) => Number(o.id))).toEqual([...orderIds].reverse().slice(0, 3))
    expect(first.orders[0]).toMatchObject({ status: 'paid', quantity: 2, email: 'ewd@example.com', costs: { subtotal: { value: 2400, currency: 'USD' } } })
    const second = await listEventOrders(deps, { eventId, manager: owner(), page: 2, pageSize: 3 })
    expect(second.orders.map((o) => Number(o.id))).toEqual([orderIds[0]])
    expect(second.pagination.has_more_items).toBe(false)
    const held = await listEventOrders(deps, { eventId, manager: owner(), status: 'reserved', page: 1, pageSize: 10 })
    expect(held.orders).toHaveLength(1)
  })

  test('Finds orders by part of a name or email, or by order number; wildcards are plain text', async () => {
    const names = async (q: string) => (await listEventOrders(deps, { eventId, manager: owner(), q, page: 1, pageSize: 10 })).orders.map((o) => o.name)
    expect(await names('hopper')).toEqual(['Grace Hopper'])
    expect(await names('NAVY.example')).toEqual(['Grace Hopper'])
    expect(await names(`#${orderIds[1]}`)).toEqual(['Alan Turing'])
    expect(await names('100%_')).toEqual(['Edsger 100%_Dijkstra'])
    expect(await names('%')).toEqual(['Edsger 100%_Dijkstra'])
    expect(await names('nobody at all')).toEqual([])
  })

  test('Staff may read the list; anyone else is told there is no such event', async () => {
    expect(await codeOf(listEventOrders(deps, { eventId, manager: { userId: staff.id, isStaff: true }, page: 1, pageSize: 10 }))).toBe('ok')
    expect(await codeOf(listEventOrders(deps, { eventId, manager: other(), page: 1, pageSize: 10 }))).toBe('NOT_FOUND')
  })
})

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer()

describe('Image uploads', () => {
  test('A PNG becomes a 512×256 card and a 1600×800 page picture, stored and recorded for its uploader', async () => {
    const media = await uploadMedia(deps, { userId: creator.id, bytes: await png(900, 700), type: 'image-event-logo' })
    expect(media.card).toMatchObject({ width: 512, height: 256 })
    expect(media.original).toMatchObject({ width: 1600, height: 800 })
    const card = await deps.imageStore.get(media.card.url.replace('/images/', ''))
    expect(await sharp(card!.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 256 })
    const page = await deps.imageStore.get(media.original.url.replace('/images/', ''))
    expect(await sharp(page!.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 })
    const [row] = await handle.db.select().from(images).where(eq(images.id, Number(media.id)))
    expect(row).toMatchObject({ uploadedByUserId: creator.id, width: 1600, height: 800, contentType: 'image/webp' })
    expect(row?.blurDataUrl).toMatch(/^data:image\/png;base64,/)
    expect(media.edge_color).toMatch(/^#[0-9a-f]{6}$/)
  })

  test('Text named like an image, a truncated PNG and an empty file are refused with nothing stored', async () => {
    const before = (await handle.db.select({ id: images.id }).from(images)).length
    const text = new TextEncoder().encode('this is not a picture at all, whatever its name says')
    expect(await codeOf(uploadMedia(deps, { userId: creator.id, bytes: text, type: 'image-event-logo' }))).toBe('INVALID_ARGUMENT')
    const truncated = (await png(64, 64)).subarray(0, 40)
    expect(await codeOf(uploadMedia(deps, { userId: creator.id, bytes: truncated, type: 'image-event-logo' }))).toBe('INVALID_ARGUMENT')
    expect(await codeOf(uploadMedia(deps, { userId: creator.id, bytes: new Uint8Array(), type: 'image-event-logo' }))).toBe('INVALID_ARGUMENT')
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'white' } }).gif().toBuffer()
    expect(await codeOf(uploadMedia(deps, { userId: creator.id, bytes: gif, type: 'image-event-logo' }))).toBe('INVALID_ARGUMENT')
    expect((await handle.db.select({ id: images.id }).from(images)).length).toBe(before)
  })

  test('An image over 10 MB is refused before it is decoded', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    let message = ''
    try {
      await uploadMedia(deps, { userId: creator.id, bytes: big, type: 'image-event-logo' })
    } catch (error) {
      message = isAppError(error) ? error.message : ''
    }
    expect(message).toBe('Choose an image under 10 MB.')
  })

  test('An event takes its organizer’s upload as its picture; someone else’s upload or a logo is refused', async () => {
    const { eventId } = await createEventDraft(deps, draftInput('Pictured Knots'))
    const mine = await uploadMedia(deps, { userId: creator.id, bytes: await png(600, 300), type: 'image-event-logo' })
    const theirs = await uploadMedia(deps, { userId: stranger.id, bytes: await png(600, 300), type: 'image-event-logo' })
    const updated = await updateEvent(deps, { eventId, image: { mediaId: Number(mine.id), byUserId: creator.id } })
    expect(updated.imageId).toBe(Number(mine.id))
    const json = await getManagedEvent(deps, { eventId, manager: owner(), origin: ORIGIN })
    expect(json.image?.id).toBe(mine.id)
    expect(await argumentKeys(updateEvent(deps, { eventId, image: { mediaId: Number(theirs.id), byUserId: creator.id } }))).toEqual(['logo_id'])
    const logo = await uploadMedia(deps, { userId: creator.id, bytes: await png(600, 300), type: 'image-organizer-logo' })
    expect(logo).toMatchObject({ type: 'image-organizer-logo', card: { width: 256, height: 256 }, original: { width: 800, height: 800 } })
    expect(await argumentKeys(updateEvent(deps, { eventId, image: { mediaId: Number(logo.id), byUserId: creator.id } }))).toEqual(['logo_id'])
    expect((await handle.db.select().from(events).where(eq(events.id, eventId)))[0]?.imageId).toBe(Number(mine.id))
    expect((await updateEvent(deps, { eventId, image: { mediaId: null, byUserId: creator.id } })).imageId).toBeNull()
  })
})

describe('The organizer profile', () => {
  test('The first event creates it; its owner reads and edits every field; null clears one', async () => {
    const newcomer = await insertUser(handle.db, { fullName: 'Nell Newcomer' })
    expect(await codeOf(getMyOrganizerProfile(deps, { userId: newcomer.id, origin: ORIGIN }))).toBe('NOT_FOUND')
    await createEventDraft(deps, draftInput('First Of Many', { creatorUserId: newcomer.id }))
    const created = await getMyOrganizerProfile(deps, { userId: newcomer.id, origin: ORIGIN })
    expect(created).toMatchObject({ name: 'Nell Newcomer', description: '', logo: null, website: null, social_links: {}, contact_email: null })
    const logo = await uploadMedia(deps, { userId: newcomer.id, bytes: await png(400, 400), type: 'image-organizer-logo' })
    const edited = await updateMyOrganizerProfile(deps, {
      userId: newcomer.id,
      origin: ORIGIN,
      name: 'Harbour Knot Society',
      description: 'We tie things together.',
      logoMediaId: Number(logo.id),
      website: 'https://knots.example',
      socialLinks: { instagram: 'https://www.instagram.com/knots', x: 'https://x.com/knots' },
      contactEmail: 'hello@knots.example',
    })
    expect(edited).toMatchObject({
      id: created.id,
      name: 'Harbour Knot Society',
      url: `${ORIGIN}/o/harbour-knot-society-${created.id}/`,
      logo: { id: logo.id, url: logo.card.url },
      website: 'https://knots.example',
      social_links: { instagram: 'https://www.instagram.com/knots', x: 'https://x.com/knots' },
      contact_email: 'hello@knots.example',
    })
    const cleared = await updateMyOrganizerProfile(deps, { userId: newcomer.id, origin: ORIGIN, website: null, socialLinks: { x: null }, logoMediaId: null })
    expect(cleared).toMatchObject({ website: null, social_links: { instagram: 'https://www.instagram.com/knots' }, logo: null, name: 'Harbour Knot Society' })
    expect(await handle.db.select().from(organizers).where(eq(organizers.ownerUserId, newcomer.id))).toHaveLength(1)
  })

  test('Editing before any event creates the profile', async () => {
    const early = await insertUser(handle.db, { fullName: 'Early Bird' })
    const profile = await updateMyOrganizerProfile(deps, { userId: early.id, origin: ORIGIN, description: 'Coming soon.' })
    expect(profile).toMatchObject({ name: 'Early Bird', description: 'Coming soon.' })
  })

  test('A link to the wrong network, another user’s logo and an event picture as logo are refused with nothing changed', async () => {
    const before = await getMyOrganizerProfile(deps, { userId: creator.id, origin: ORIGIN }).catch(() => null)
    expect(await argumentKeys(updateMyOrganizerProfile(deps, { userId: creator.id, origin: ORIGIN, socialLinks: { facebook: 'https://evil.example/facebook.com' } }))).toEqual(['social_links.facebook'])
    const theirs = await uploadMedia(deps, { userId: stranger.id, bytes: await png(300, 300), type: 'image-organizer-logo' })
    expect(await argumentKeys(updateMyOrganizerProfile(deps, { userId: creator.id, origin: ORIGIN, name: 'Renamed', logoMediaId: Number(theirs.id) }))).toEqual(['logo_id'])
    const banner = await uploadMedia(deps, { userId: creator.id, bytes: await png(300, 300), type: 'image-event-logo' })
    expect(await argumentKeys(updateMyOrganizerProfile(deps, { userId: creator.id, origin: ORIGIN, logoMediaId: Number(banner.id) }))).toEqual(['logo_id'])
    const after = await getMyOrganizerProfile(deps, { userId: creator.id, origin: ORIGIN }).catch(() => null)
    expect(after).toEqual(before)
  })
})

describe('Creating an event from a few answers', () => {
  const answers = (over: Partial<AutoCreateAnswers> = {}): AutoCreateAnswers => ({
    what: 'a jazz night with a local trio in the garden',
    when: { start: { local: `${nextYear}-09-12T19:30:00`, timezone: 'America/New_York' }, durationMinutes: 150 },
    where: { online: false, venue: { name: 'Rose Garden', address1: '5 Bloom St', city: 'Brooklyn', country: 'US', latitude: 40.67, longitude: -73.96 } },
    price: { currency: 'USD', valueMinor: 2500 },
    capacity: 80,
    mood: 'relaxed',
    ...over,
  })
  const taxonomyOf = async (eventId: number) =>
    (await handle.db.select({ categoryId: events.categoryId, subcategoryId: events.subcategoryId, formatId: events.formatId }).from(events).where(eq(events.id, eventId)))[0]
  const noModel = () => ({ ...deps, languageModel: null, languageModelTimeoutMs: 1000 })

  test('With no model, the built-in writer drafts a complete, classified event with an early-bird class', async () => {
    const result = await autoCreateEvent(noModel(), { creatorUserId: creator.id, answers: answers() })
    expect(result.generatedBy).toBe('built_in')
    const event = await getManagedEvent(deps, { eventId: result.eventId, manager: owner(), origin: ORIGIN })
    expect(event).toMatchObject({ status: 'draft', name: 'Jazz Night with a Local Trio in the Garden' })
    expect(await taxonomyOf(result.eventId)).toEqual({ categoryId: 103, subcategoryId: 3002, formatId: 6 })
    expect(event.summary).toContain('laid-back')
    expect(event.start.utc).toBe(`${nextYear}-09-12T23:30:00.000Z`)
    expect(event.end.utc).toBe(`${nextYear}-09-13T02:00:00.000Z`)
    expect(result.ticketClasses.map((c) => [c.name, c.cost.value, c.quantity_total])).toEqual([
      ['Early bird', 2000, 16],
      ['General admission', 2500, 64],
    ])
    // Refunds up to 7 days before, the policy most organizers keep (decision 053), not "contact the organizer".
    const [stored] = await handle.db.select({ refundPolicy: events.refundPolicy }).from(events).where(eq(events.id, result.eventId))
    expect(stored?.refundPolicy).toBe('7_days')
    // Complete enough to publish as it is.
    expect(await codeOf(publishEvent(deps, { eventId: result.eventId, manager: owner() }))).toBe('ok')
  })

  test('With the house-style renderer the draft gets a cover picture drawn locally, stored as the creator’s upload', async () => {
    const result = await autoCreateEvent({ ...noModel(), renderCover: renderHouseStyleCover }, { creatorUserId: creator.id, answers: answers() })
    expect(result.hasCover).toBe(true)
    const [row] = await handle.db.select({ imageId: events.imageId }).from(events).where(eq(events.id, result.eventId))
    const [image] = await handle.db.select().from(images).where(eq(images.id, row!.imageId!))
    expect(image).toMatchObject({ width: 1600, height: 800, uploadedByUserId: creator.id })
    const card = await sharp(Buffer.from((await deps.imageStore.get(image!.cardStorageKey!))!.bytes)).metadata()
    expect([card.format, card.width, card.height]).toEqual(['webp', 512, 256])
    // A renderer that fails leaves a draft without a picture rather than no draft.
    const failing = await autoCreateEvent({ ...noModel(), renderCover: () => Promise.reject(new Error('no pixels')) }, { creatorUserId: creator.id, answers: answers() })
    expect(failing.hasCover).toBe(false)
    expect((await handle.db.select({ imageId: events.imageId }).from(events).where(eq(events.id, failing.eventId)))[0]?.imageId).toBeNull()
  })

  test('A free online event gets one free class and no venue', async () => {
    const result = await autoCreateEvent(noModel(), { creatorUserId: creator.id, answers: answers({ what: 'Intro to watercolour workshop', where: { online: true, onlineUrl: 'https://meet.example/paint' }, price: { currency: 'USD', valueMinor: 0 }, capacity: 30, mood: 'playful' }) })
    const event = await getManagedEvent(deps, { eventId: result.eventId, manager: owner(), origin: ORIGIN })
    expect(event).toMatchObject({ is_online_event: true, online_url: 'https://meet.example/paint' })
    expect((await taxonomyOf(result.eventId))?.formatId).toBe(9)
    expect(result.ticketClasses).toMatchObject([{ name: 'General admission', free: true, quantity_total: 30 }])
  })

  test('An unknown time zone or a date not on the calendar is refused with nothing written', async () => {
    const before = (await handle.db.select({ id: events.id }).from(events)).length
    const bad = answers({ when: { start: { local: `${nextYear}-09-12T19:30:00`, timezone: 'Mars/Olympus' }, durationMinutes: 60 } })
    expect(await argumentKeys(autoCreateEvent(noModel(), { creatorUserId: creator.id, answers: bad }))).toEqual(['answers.when.start.timezone'])
    const notOnTheCalendar = answers({ when: { start: { local: `${nextYear}-02-30T19:30:00`, timezone: 'America/New_York' }, durationMinutes: 60 } })
    expect(await argumentKeys(autoCreateEvent(noModel(), { creatorUserId: creator.id, answers: notOnTheCalendar }))).toEqual(['answers.when.start.local'])
    expect(await argumentKeys(createEventDraft(deps, draftInput('February Thirtieth', { start: { local: `${nextYear}-02-30T19:30:00`, timezone: 'America/New_York' } })))).toEqual(['start.local'])
    expect((await handle.db.select({ id: events.id }).from(events)).length).toBe(before)
  })

  describe('with a language model on loopback', () => {
    let fake: FakeOpenAiServer
    // A creator of its own: one account asks the wizard for at most 10 drafts an hour (AUTO_CREATES_PER_ACCOUNT).
    let modelCreator: User
    beforeAll(async () => {
      fake = await startFakeOpenAiServer()
      modelCreator = await insertCreator(handle.db, { fullName: 'Nia Wordsmith' })
    })
    afterAll(() => fake.close())
    const withModel = (timeoutMs = 2000) => ({ ...deps, languageModel: createOpenAiCompatibleLanguageModel({ baseUrl: fake.baseUrl, model: 'm', apiKey: undefined }), languageModelTimeoutMs: timeoutMs })
    const written = {
      title: 'Garden Jazz After Dark',
      summary: 'A trio, the roses and a long summer evening.',
      description_paragraphs: ['Settle in among the roses for <b>two sets</b> by a local trio.', 'Bring a blanket.'],
      category_id: 103,
      subcategory_id: 3002,
      format_id: 6,
      tags: ['Jazz', 'garden'],
    }

    test('The model writes the texts through its tool call; prices and places stay the creator’s', async () => {
      fake.reply = { kind: 'tool', name: 'write_event_draft', arguments: written }
      const result = await autoCreateEvent(withModel(), { creatorUserId: modelCreator.id, answers: answers() })
      expect(result.generatedBy).toBe('language_model')
      const sent = fake.requests.at(-1) as { tool_choice: { function: { name: string } }; messages: { content: string }[] }
      expect(sent.tool_choice.function.name).toBe('write_event_draft')
      expect(sent.messages.at(-1)?.content).toContain('a jazz night with a local trio')
      const event = await getManagedEvent(deps, { eventId: result.eventId, manager: { userId: modelCreator.id, isStaff: false }, origin: ORIGIN })
      expect(event).toMatchObject({ name: 'Garden Jazz After Dark', summary: 'A trio, the roses and a long summer evening.' })
      expect(await taxonomyOf(result.eventId)).toEqual({ categoryId: 103, subcategoryId: 3002, formatId: 6 })
      const [row] = await handle.db.select().from(events).where(eq(events.id, result.eventId))
      // The model's words are text: its markup is escaped, never rendered.
      expect(row?.descriptionHtml).toContain('&#60;b&#62;two sets&#60;/b&#62;')
      expect(row?.tags).toEqual(['jazz', 'garden'])
      expect(result.ticketClasses.map((c) => c.cost.value)).toEqual([2000, 2500])
    })

    test('A model’s title too long is shortened to a complete phrase; a summary repeating the answer or a price before fees gives way to the built-in writer’s', async () => {
      fake.reply = {
        kind: 'tool',
        name: 'write_event_draft',
        arguments: {
          ...written,
          title: 'Garden Jazz After Dark with the Finest Local Trio of Brooklyn Playing the Great Standards of the Fifties',
          summary: 'A jazz night with a local trio in the garden.',
          description_paragraphs: ['Tickets are only $25 at the door.'],
        },
      }
      const result = await autoCreateEvent(withModel(), { creatorUserId: modelCreator.id, answers: answers() })
      expect(result.generatedBy).toBe('language_model')
      // The model is told the prices a buyer pays: $20 and $25 with the fee.
      expect((fake.requests.at(-1) as { messages: { content: string }[] }).messages.at(-1)?.content).toContain('Early bird $21.69, General admission $26.87')
      const event = await getManagedEvent(deps, { eventId: result.eventId, manager: { userId: modelCreator.id, isStaff: false }, origin: ORIGIN })
      expect(event.name).toBe('Garden Jazz After Dark with the Finest Local Trio of Brooklyn Playing')
      expect(event.summary).toMatch(/^A laid-back performance at Rose Garden in Brooklyn on .+\. Tickets from \$21\.69 incl\. fees\.$/)
      const [row] = await handle.db.select({ descriptionHtml: events.descriptionHtml }).from(events).where(eq(events.id, result.eventId))
      expect(row?.descriptionHtml).toContain('General admission: $26.87 (incl. fees)')
      expect(row?.descriptionHtml).not.toContain('$25')
    })

    const failures: [string, () => void][] = [
      ['an error status', () => (fake.reply = { kind: 'status', status: 500 })],
      ['a text answer without a tool call', () => (fake.reply = { kind: 'text', content: 'Here is your event!' })],
      ['another tool', () => (fake.reply = { kind: 'tool', name: 'search_events', arguments: written })],
      ['arguments that are not JSON', () => (fake.reply = { kind: 'tool', name: 'write_event_draft', arguments: '{"title": "unterminated' })],
      ['an unknown category', () => (fake.reply = { kind: 'tool', name: 'write_event_draft', arguments: { ...written, category_id: 4242 } })],
      ['a subcategory of another category', () => (fake.reply = { kind: 'tool', name: 'write_event_draft', arguments: { ...written, category_id: 110 } })],
      ['a body that is not a completion', () => (fake.reply = { kind: 'raw', body: '<html>gateway</html>' })],
    ]
    for (const [what, arrange] of failures) {
      test(`After ${what}, the built-in writer drafts the event`, async () => {
        arrange()
        const result = await autoCreateEvent(withModel(), { creatorUserId: modelCreator.id, answers: answers() })
        expect(result.generatedBy).toBe('built_in')
        const event = await getManagedEvent(deps, { eventId: result.eventId, manager: { userId: modelCreator.id, isStaff: false }, origin: ORIGIN })
        expect(event.name).toBe('Jazz Night with a Local Trio in the Garden')
      })
    }

    test('A model that does not answer in time is given up on, and the built-in writer drafts the event', async () => {
      fake.reply = { kind: 'hang' }
      const started = Date.now()
      const result = await autoCreateEvent(withModel(300), { creatorUserId: modelCreator.id, answers: answers() })
      expect(result.generatedBy).toBe('built_in')
      expect(Date.now() - started).toBeLessThan(3000)
    })
  })
})
