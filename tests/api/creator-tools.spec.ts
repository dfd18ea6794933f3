// The rest of the creator API over real HTTP (issue 20): changing and deleting ticket classes, image
// uploads checked by content, the organizer's order list, drafts written from a few answers, and the
// organizer profile. Each endpoint: what its owner gets, 404 (or 403 for another user's account path)
// for anyone else, 401 without a session, and bad input → 4xx JSON with nothing written.
import sharp from 'sharp'
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { DEMO_STAFF } from '../e2e/demo-staff'
import { jsonHeaders, newClient, signIn, signUp, type Client } from './helpers/accounts'
import { setUpPayouts } from './helpers/payouts'

const year = new Date().getUTCFullYear() + 1
const word = () => `zq${Date.now().toString(36)}`

function send(c: Client, method: 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<APIResponse> {
  return c.api.fetch(path, { method, headers: jsonHeaders(c), data: data === undefined ? undefined : JSON.stringify(data) })
}

async function expectJsonError(res: APIResponse, status: number, code?: string) {
  expect(res.status(), await res.text()).toBe(status)
  expect(res.headers()['content-type']).toContain('application/json')
  const body = (await res.json()) as { error: string; error_description: string; argument_errors?: Record<string, string[]> }
  expect(typeof body.error_description).toBe('string')
  if (code) expect(body.error).toBe(code)
  return body
}

function draftBody(name: string) {
  return {
    name,
    summary: 'Knots and splices on the harbour wall.',
    category_id: 113,
    format_id: 9,
    start: { local: `${year}-07-11T18:00:00`, timezone: 'America/New_York' },
    end: { local: `${year}-07-11T20:00:00`, timezone: 'America/New_York' },
    online: false,
    venue: { name: 'Harbour Hall', address_1: '1 Pier Rd', city: 'New York', country: 'US', latitude: 40.7, longitude: -74.0 },
  }
}

async function newCreator(playwright: Parameters<typeof newClient>[0], baseURL: string, fullName?: string) {
  const client = await newClient(playwright, baseURL)
  const account = await signUp(client, { fullName })
  return Object.assign(client, { publicId: account.publicId })
}

async function createDraft(c: Client, name = `Rope Night ${word()}`): Promise<string> {
  const res = await send(c, 'POST', '/api/v3/events/', draftBody(name))
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { event: { id: string } }).event.id
}

async function addClass(c: Client, eventId: string, over: Record<string, unknown> = {}): Promise<{ id: string }> {
  const res = await send(c, 'POST', `/api/v3/events/${eventId}/ticket_classes/`, { name: 'General', free: false, cost: { currency: 'USD', value: 1500 }, quantity_total: 10, ...over })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { ticket_class: { id: string } }).ticket_class
}

async function buy(c: Client, eventId: string, ticketClassId: string, buyer: { name: string; email: string }, quantity = 1): Promise<string> {
  const held = await send(c, 'POST', '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: ticketClassId, quantity }] })
  expect(held.status(), await held.text()).toBe(201)
  const { order } = (await held.json()) as { order: { id: string; access_token: string } }
  const paid = await send(c, 'POST', `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer, payment: { token: 'tok_visa' } })
  expect(paid.status(), await paid.text()).toBe(200)
  return order.id
}

function upload(c: Client, file: { name: string; mimeType: string; buffer: Buffer }, type?: string): Promise<APIResponse> {
  const { 'Content-Type': _json, ...headers } = jsonHeaders(c)
  return c.api.post('/api/v3/media/upload/', { headers, multipart: type === undefined ? { file } : { file, type } })
}

const photo = (width = 900, height = 600) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 160 } } }).jpeg().toBuffer()

test('The organizer changes and deletes ticket classes; others get 404; a sold class stays (409) and its quantity stays above what is sold', async ({ playwright, baseURL }) => {
  const creator = await newCreator(playwright, baseURL!)
  const stranger = await newCreator(playwright, baseURL!)
  const anonymous = await newClient(playwright, baseURL!)
  const eventId = await createDraft(creator)
  const door = await addClass(creator, eventId, { name: 'Door' })
  const spare = await addClass(creator, eventId, { name: 'Spare', quantity_total: 4 })

  const changed = await send(creator, 'PATCH', `/api/v3/ticket_classes/${door.id}/`, { name: 'Door ticket', cost: { currency: 'USD', value: 1800 }, quantity_total: 12 })
  expect(changed.status(), await changed.text()).toBe(200)
  expect(await changed.json()).toMatchObject({ ticket_class: { id: door.id, name: 'Door ticket', cost: { value: 1800 }, quantity_total: 12 } })

  await expectJsonError(await send(stranger, 'PATCH', `/api/v3/ticket_classes/${door.id}/`, { name: 'Mine now' }), 404)
  await expectJsonError(await send(stranger, 'DELETE', `/api/v3/ticket_classes/${spare.id}/`), 404)
  await expectJsonError(await send(anonymous, 'PATCH', `/api/v3/ticket_classes/${door.id}/`, { name: 'Anon' }), 401)
  await expectJsonError(await send(creator, 'PATCH', '/api/v3/ticket_classes/abc/', { name: 'Junk id' }), 404)
  for (const bad of [{}, { name: '' }, { cost: { currency: 'USD', value: 0 } }, { minimum_quantity: 20, maximum_quantity: 5 }, { quantity_total: -1 }, { surprise: 1 }]) {
    await expectJsonError(await send(creator, 'PATCH', `/api/v3/ticket_classes/${door.id}/`, bad), 400)
  }
  // Nothing was written: the class is as the last good change left it.
  const same = await send(creator, 'PATCH', `/api/v3/ticket_classes/${door.id}/`, { name: 'Door ticket' })
  expect(await same.json()).toMatchObject({ ticket_class: { cost: { value: 1800 }, quantity_total: 12, minimum_quantity: 1, maximum_quantity: 10 } })

  await setUpPayouts(creator)
  expect((await send(creator, 'POST', `/api/v3/events/${eventId}/publish/`, {})).status()).toBe(200)
  const buyer = await newClient(playwright, baseURL!)
  await buy(buyer, eventId, door.id, { name: 'Ada', email: 'ada@example.com' }, 2)
  const below = await expectJsonError(await send(creator, 'PATCH', `/api/v3/ticket_classes/${door.id}/`, { quantity_total: 1 }), 400)
  expect(below.argument_errors?.quantity_total?.[0]).toContain('at least 2')
  const sold = await expectJsonError(await send(creator, 'DELETE', `/api/v3/ticket_classes/${door.id}/`), 409, 'CONFLICT')
  expect(sold.error_description).toContain('2 sold tickets')
  const deleted = await send(creator, 'DELETE', `/api/v3/ticket_classes/${spare.id}/`)
  expect(deleted.status()).toBe(204)
  await expectJsonError(await send(creator, 'PATCH', `/api/v3/ticket_classes/${spare.id}/`, { name: 'Gone' }), 404)
})

test('An image upload is checked by content into card and page sizes; a renamed text file and a 50 MB body are clear 4xx errors', async ({ playwright, baseURL }) => {
  const creator = await newCreator(playwright, baseURL!)
  const stranger = await newCreator(playwright, baseURL!)
  const anonymous = await newClient(playwright, baseURL!)

  // Named .txt and sent as text, but a JPEG by its bytes: accepted.
  const made = await upload(creator, { name: 'cover.txt', mimeType: 'text/plain', buffer: await photo() })
  expect(made.status(), await made.text()).toBe(201)
  const media = (await made.json()) as { id: string; type: string; url: string; card: { url: string; width: number; height: number }; original: { url: string; width: number; height: number } }
  expect(media).toMatchObject({ type: 'image-event-logo', card: { width: 512, height: 256 } })
  expect(media.original).toMatchObject({ width: 1600, height: 800 })
  const card = await anonymous.api.get(media.card.url)
  expect(card.status()).toBe(200)
  expect(await sharp(await card.body()).metadata()).toMatchObject({ format: 'webp', width: 512, height: 256 })

  const renamed = await expectJsonError(await upload(creator, { name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture\n'.repeat(20)) }), 400, 'INVALID_ARGUMENT')
  expect(renamed.error_description).toContain('not a JPEG, PNG or WebP')
  const huge = Buffer.alloc(50 * 1024 * 1024, 0)
  huge.set([0xff, 0xd8, 0xff, 0xe0])
  const tooBig = await expectJsonError(await upload(creator, { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge }), 400)
  expect(tooBig.error_description).toBe('Choose an image under 10 MB.')
  await expectJsonError(await creator.api.post('/api/v3/media/upload/', { headers: jsonHeaders(creator), data: { file: 'x' } }), 400)
  await expectJsonError(await upload(anonymous, { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo(64, 64) }), 401)
  await expectJsonError(await upload(creator, { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo(64, 64) }, 'image-banner'), 400)

  // The event takes the organizer's own upload as its picture, never someone else's.
  const eventId = await createDraft(creator)
  const theirs = (await (await upload(stranger, { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await photo(300, 300) })).json()) as { id: string }
  await expectJsonError(await send(creator, 'PATCH', `/api/v3/events/${eventId}/`, { logo_id: theirs.id }), 400)
  await expectJsonError(await send(creator, 'PATCH', `/api/v3/events/${eventId}/`, { logo_id: 'not-an-id' }), 400)
  const set = await send(creator, 'PATCH', `/api/v3/events/${eventId}/`, { logo_id: media.id })
  expect(set.status(), await set.text()).toBe(200)
  expect(await set.json()).toMatchObject({ logo_id: media.id })
  const event = (await (await creator.api.get(`/api/v3/events/${eventId}/`)).json()) as { event: { image: { id: string } | null } }
  expect(event.event.image?.id).toBe(media.id)
  await expectJsonError(await send(stranger, 'PATCH', `/api/v3/events/${eventId}/`, { logo_id: theirs.id }), 404)
})

test('The organizer lists, searches and pages an event’s orders; staff may read them; anyone else gets 404', async ({ playwright, baseURL }) => {
  const creator = await newCreator(playwright, baseURL!)
  const stranger = await newCreator(playwright, baseURL!)
  const anonymous = await newClient(playwright, baseURL!)
  const eventId = await createDraft(creator)
  const cls = await addClass(creator, eventId, { quantity_total: 30 })
  await setUpPayouts(creator)
  expect((await send(creator, 'POST', `/api/v3/events/${eventId}/publish/`, {})).status()).toBe(200)
  const buyer = await newClient(playwright, baseURL!)
  const ids: string[] = []
  for (const [name, email] of [['Ada Lovelace', 'ada@example.com'], ['Alan Turing', 'alan@example.com'], ['Grace Hopper', 'grace@navy.example']] as const) {
    ids.push(await buy(buyer, eventId, cls.id, { name, email }))
  }
  type Page = { orders: { id: string; name: string; status: string; costs: { gross: { value: number } } }[]; pagination: { object_count: number; page_count: number; has_more_items: boolean } }
  const list = async (query: string) => {
    const res = await creator.api.get(`/api/v3/events/${eventId}/orders/?${query}`)
    expect(res.status(), await res.text()).toBe(200)
    return (await res.json()) as Page
  }
  const first = await list('page_size=2')
  expect(first.orders.map((o) => o.id)).toEqual([ids[2], ids[1]])
  expect(first.pagination).toMatchObject({ object_count: 3, page_count: 2, has_more_items: true })
  expect(first.orders[0]).toMatchObject({ status: 'paid', name: 'Grace Hopper' })
  expect((await list('page_size=2&page=2')).orders.map((o) => o.id)).toEqual([ids[0]])
  expect((await list('q=TURING')).orders.map((o) => o.id)).toEqual([ids[1]])
  expect((await list('q=navy.example')).orders.map((o) => o.id)).toEqual([ids[2]])
  expect((await list(`q=${encodeURIComponent(`#${ids[0]}`)}`)).orders.map((o) => o.id)).toEqual([ids[0]])
  expect((await list('q=%25')).orders).toEqual([])

  await expectJsonError(await creator.api.get(`/api/v3/events/${eventId}/orders/?page=0`), 400)
  await expectJsonError(await creator.api.get(`/api/v3/events/${eventId}/orders/?page_size=1000`), 400)
  await expectJsonError(await creator.api.get(`/api/v3/events/${eventId}/orders/?status=lost`), 400)
  await expectJsonError(await stranger.api.get(`/api/v3/events/${eventId}/orders/`), 404)
  await expectJsonError(await anonymous.api.get(`/api/v3/events/${eventId}/orders/`), 401)
  await expectJsonError(await creator.api.get('/api/v3/events/999999999/orders/'), 404)
  const staff = await newClient(playwright, baseURL!)
  expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status()).toBe(200)
  expect((await staff.api.get(`/api/v3/events/${eventId}/orders/`)).status()).toBe(200)
})

const answers = (over: Record<string, unknown> = {}) => ({
  what: 'a jazz night with a local trio in the garden',
  when: { start: { local: `${year}-09-12T19:30:00`, timezone: 'America/New_York' }, duration_minutes: 150 },
  where: { online: false, venue: { name: 'Rose Garden', address_1: '5 Bloom St', city: 'Brooklyn', country: 'US', latitude: 40.67, longitude: -73.96 } },
  price: { currency: 'USD', value: 2500 },
  capacity: 80,
  mood: 'relaxed',
  ...over,
})

test('A few answers become a complete draft that publishes as it is; bad answers write nothing', async ({ playwright, baseURL }) => {
  const creator = await newCreator(playwright, baseURL!)
  const anonymous = await newClient(playwright, baseURL!)
  await expectJsonError(await send(anonymous, 'POST', '/api/v3/events/auto_create/', { answers: answers() }), 401)
  const bad: unknown[] = [
    {},
    { answers: { ...answers(), what: '' } },
    { answers: { ...answers(), capacity: 0 } },
    { answers: { ...answers(), mood: 'furious' } },
    { answers: { ...answers(), price: { currency: 'usd', value: -5 } } },
    { answers: { ...answers(), where: { online: false } } },
    { answers: { ...answers(), where: { online: false, venue: { name: 'No coordinates', address_1: '', city: 'Brooklyn', country: 'US' } } } },
    { answers: { ...answers(), when: { start: { local: `${year}-09-12T19:30:00`, timezone: 'Mars/Olympus' } } } },
    { answers: { ...answers(), when: { start: { local: `${year}-02-30T19:30:00`, timezone: 'America/New_York' } } } },
    { answers: answers(), extra: true },
  ]
  for (const body of bad) await expectJsonError(await send(creator, 'POST', '/api/v3/events/auto_create/', body), 400)
  // Nothing was written: not even the organizer profile a first draft would create.
  await expectJsonError(await creator.api.get('/api/v3/users/me/organizer/'), 404)

  const made = await send(creator, 'POST', '/api/v3/events/auto_create/', { answers: answers() })
  expect(made.status(), await made.text()).toBe(201)
  const body = (await made.json()) as { event: { id: string; status: string; name: string; summary: string; start: { utc: string } }; ticket_classes: { name: string; cost: { value: number }; quantity_total: number }[]; generated_by: string }
  expect(body.generated_by).toBe('built_in')
  expect(body.event).toMatchObject({ status: 'draft', name: 'Jazz Night with a Local Trio in the Garden', start: { utc: `${year}-09-12T23:30:00.000Z` } })
  expect(body.event.summary.length).toBeGreaterThan(10)
  expect(body.ticket_classes.map((c) => [c.name, c.cost.value, c.quantity_total])).toEqual([
    ['Early bird', 2000, 16],
    ['General admission', 2500, 64],
  ])
  await setUpPayouts(creator)
  const published = await send(creator, 'POST', `/api/v3/events/${body.event.id}/publish/`, {})
  expect(published.status(), await published.text()).toBe(200)
  // A GET on the path is not an event id: the method is simply not allowed.
  expect((await creator.api.get('/api/v3/events/auto_create/')).status()).toBe(405)
})

test('The organizer profile: created by the first event, read and edited by its owner only; bad input changes nothing', async ({ playwright, baseURL }) => {
  const creator = await newCreator(playwright, baseURL!, 'Mina Organizer')
  const stranger = await newCreator(playwright, baseURL!)
  const anonymous = await newClient(playwright, baseURL!)
  await expectJsonError(await creator.api.get('/api/v3/users/me/organizer/'), 404)
  await createDraft(creator)
  const created = await creator.api.get('/api/v3/users/me/organizer/')
  expect(created.status()).toBe(200)
  const { organizer } = (await created.json()) as { organizer: { id: string; name: string; url: string } }
  expect(organizer).toMatchObject({ name: 'Mina Organizer', logo: null, website: null, social_links: {}, contact_email: null })

  const logoUpload = await upload(creator, { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await photo(400, 400) }, 'image-organizer-logo')
  expect(logoUpload.status(), await logoUpload.text()).toBe(201)
  const logo = (await logoUpload.json()) as { id: string }
  expect(logo).toMatchObject({ type: 'image-organizer-logo', card: { width: 256, height: 256 } })
  const edited = await send(creator, 'PATCH', `/api/v3/users/${creator.publicId}/organizer/`, {
    name: 'Harbour Knot Society',
    description: 'We tie things together.',
    logo_id: logo.id,
    website: 'https://knots.example',
    social_links: { instagram: 'https://www.instagram.com/knots' },
    contact_email: 'Hello@Knots.example',
  })
  expect(edited.status(), await edited.text()).toBe(200)
  const after = (await edited.json()) as { organizer: { url: string } }
  expect(after.organizer).toMatchObject({ id: organizer.id, name: 'Harbour Knot Society', logo: { id: logo.id }, social_links: { instagram: 'https://www.instagram.com/knots' }, contact_email: 'hello@knots.example' })
  expect(after.organizer.url).toContain(`/o/harbour-knot-society-${organizer.id}/`)

  for (const bad of [{}, { name: '' }, { website: 'javascript:alert(1)' }, { social_links: { facebook: 'https://evil.example/' } }, { social_links: { myspace: 'https://myspace.com/x' } }, { contact_email: 'not-an-email' }, { logo_id: '999999999' }, { surprise: true }]) {
    await expectJsonError(await send(creator, 'PATCH', '/api/v3/users/me/organizer/', bad), 400)
  }
  const unchanged = (await (await creator.api.get('/api/v3/users/me/organizer/')).json()) as unknown
  expect(unchanged).toEqual(after)
  await expectJsonError(await stranger.api.get(`/api/v3/users/${creator.publicId}/organizer/`), 403)
  await expectJsonError(await send(stranger, 'PATCH', `/api/v3/users/${creator.publicId}/organizer/`, { name: 'Taken over' }), 403)
  await expectJsonError(await anonymous.api.get('/api/v3/users/me/organizer/'), 401)
  // The stranger's own first edit creates their own profile, leaving the creator's alone.
  const own = await send(stranger, 'PATCH', '/api/v3/users/me/organizer/', { description: 'Just starting.' })
  expect(own.status(), await own.text()).toBe(200)
  expect(((await own.json()) as { organizer: { id: string } }).organizer.id).not.toBe(organizer.id)
})
