// Issue 38 point 15 over real HTTP: an organizer duplicates an event as a new draft ("Copy of …", its
// tickets and discounts, none of its orders or sales), deletes drafts (not one that once had orders), and
// dismisses the overview's reminder of a draft. Only the event's owner, CSRF as every creator write, bad
// input 4xx JSON. And the editor of a published event says so in every language.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { buyOverApi, createPublishedEvent, pierHallDraft, postJson } from '../e2e/creators/helpers'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'
import { readableTexts } from './helpers/page-texts'

function post(c: Client, path: string, data: unknown): Promise<APIResponse> {
  return c.api.post(path, { headers: jsonHeaders(c), data: data as Record<string, unknown> })
}

async function expectJsonError(res: APIResponse, status: number) {
  expect(res.status(), await res.text()).toBe(status)
  const body = (await res.json()) as { error: string; error_description: string }
  expect(typeof body.error).toBe('string')
  expect(typeof body.error_description).toBe('string')
  return body
}

const word = () => `cq${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function creatorAndStranger(playwright: Parameters<typeof newClient>[0], baseURL: string) {
  const creator = await newClient(playwright, baseURL)
  await signUp(creator, { fullName: 'Dora Duplicate' })
  const stranger = await newClient(playwright, baseURL)
  await signUp(stranger)
  return { creator, stranger }
}

test('A duplicated event is a new draft named "Copy of …" with its tickets and discounts, and none of its orders or sales', async ({ playwright, baseURL }) => {
  const { creator, stranger } = await creatorAndStranger(playwright, baseURL!)
  const name = `Harbour Lights ${word()}`
  const source = await createPublishedEvent(creator, name, { quantity: 10 })
  await postJson(creator, `/api/v3/events/${source.eventId}/discounts/`, { type: 'coded', code: 'HARBOUR10', percent_off: 10, quantity_available: 5 })
  const buyer = await newClient(playwright, baseURL!)
  await buyOverApi(buyer, source, 2, { name: 'Bea Buyer', email: 'bea.buyer@example.com' })

  // Only the owner: a stranger is told there is no such event, a visitor to sign in, and a request without
  // the CSRF header is refused like every other write.
  await expectJsonError(await post(stranger, `/api/v3/events/${source.eventId}/duplicate/`, {}), 404)
  const anonymous = await newClient(playwright, baseURL!)
  await expectJsonError(await post(anonymous, `/api/v3/events/${source.eventId}/duplicate/`, {}), 401)
  expect((await expectJsonError(await creator.api.post(`/api/v3/events/${source.eventId}/duplicate/`, { data: {} }), 403)).error).toBe('CSRF_FAILED')
  // Bad input writes nothing.
  for (const body of [{ name: '' }, { name: 'x'.repeat(141) }, { surprise: true }]) {
    await expectJsonError(await post(creator, `/api/v3/events/${source.eventId}/duplicate/`, body), 400)
  }
  await expectJsonError(await post(creator, '/api/v3/events/999999999/duplicate/', {}), 404)

  const res = await post(creator, `/api/v3/events/${source.eventId}/duplicate/`, {})
  expect(res.status(), await res.text()).toBe(201)
  const { event: copy } = (await res.json()) as { event: { id: string; name: string; status: string; summary: string; venue: { name: string } | null } }
  expect(copy.id).not.toBe(source.eventId)
  expect(copy).toMatchObject({ name: `Copy of ${name}`, status: 'draft', summary: 'Doors at seven.' })

  // Nothing of the source's life: no orders, no sales in its report.
  const orders = (await (await creator.api.get(`/api/v3/events/${copy.id}/orders/`)).json()) as { pagination: { object_count: number } }
  expect(orders.pagination.object_count).toBe(0)
  const report = (await (await creator.api.get(`/api/v3/events/${copy.id}/sales_report/`)).json()) as { ticket_sales: { value: number }; net: { value: number } }
  expect(report.ticket_sales.value).toBe(0)
  expect(report.net.value).toBe(0)

  // Published, its class has all ten tickets (the source sold two of its own), and its promo code came along.
  await postJson(creator, `/api/v3/events/${copy.id}/publish/`, {})
  const classes = (await (await creator.api.get(`/api/v3/events/${copy.id}/ticket_classes/`)).json()) as { ticket_classes: { name: string; quantity_total: number; quantity_remaining: number; display_price: { value: number } }[] }
  expect(classes.ticket_classes).toMatchObject([{ name: 'General', quantity_total: 10, quantity_remaining: 10, display_price: { value: 2169 } }])
  await expectJsonError(await post(creator, `/api/v3/events/${copy.id}/discounts/`, { type: 'coded', code: 'harbour10', percent_off: 5 }), 409)
  const sourceClasses = (await (await creator.api.get(`/api/v3/events/${source.eventId}/ticket_classes/`)).json()) as { ticket_classes: { quantity_remaining: number }[] }
  expect(sourceClasses.ticket_classes[0]?.quantity_remaining).toBe(8)

  // A name of the organizer's language is taken as given.
  const named = await post(creator, `/api/v3/events/${source.eventId}/duplicate/`, { name: `Kopie von ${name}` })
  expect(named.status()).toBe(201)
  expect(((await named.json()) as { event: { name: string } }).event.name).toBe(`Kopie von ${name}`)
})

test('An organizer deletes a draft; a published event, a draft that once had orders and a stranger’s draft are refused', async ({ playwright, baseURL }) => {
  const { creator, stranger } = await creatorAndStranger(playwright, baseURL!)
  const { event: draft } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', pierHallDraft(`Scrap Paper ${word()}`))
  await expectJsonError(await stranger.api.delete(`/api/v3/events/${draft.id}/`, { headers: jsonHeaders(stranger) }), 404)
  expect((await expectJsonError(await creator.api.delete(`/api/v3/events/${draft.id}/`), 403)).error).toBe('CSRF_FAILED')
  const deleted = await creator.api.delete(`/api/v3/events/${draft.id}/`, { headers: jsonHeaders(creator) })
  expect(deleted.status()).toBe(204)
  await expectJsonError(await creator.api.get(`/api/v3/events/${draft.id}/`), 404)

  // Live: refused. Back to draft after a checkout held seats (and let them go): still refused, since the
  // order keeps its record; it can be duplicated instead.
  const live = await createPublishedEvent(creator, `Tide Tables ${word()}`)
  await expectJsonError(await creator.api.delete(`/api/v3/events/${live.eventId}/`, { headers: jsonHeaders(creator) }), 409)
  const buyer = await newClient(playwright, baseURL!)
  await postJson(buyer, '/api/v3/orders/', { event_id: live.eventId, tickets: [{ ticket_class_id: live.ticketClassId, quantity: 1 }] })
  await postJson(creator, `/api/v3/events/${live.eventId}/unpublish/`, {})
  const refused = await expectJsonError(await creator.api.delete(`/api/v3/events/${live.eventId}/`, { headers: jsonHeaders(creator) }), 409)
  expect(refused.error_description).toMatch(/keeps its orders/)
  expect((await post(creator, `/api/v3/events/${live.eventId}/duplicate/`, {})).status()).toBe(201)
})

test('A dismissed draft leaves the overview’s next steps and stays in the events list', async ({ playwright, baseURL }) => {
  const { creator, stranger } = await creatorAndStranger(playwright, baseURL!)
  const name = `Kite Workshop ${word()}`
  const { event: draft } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', pierHallDraft(name))
  const reminder = `Finish and publish “${name}”.`
  expect(await (await creator.api.get('/organizer/overview/')).text()).toContain(reminder)

  await expectJsonError(await post(stranger, `/api/v3/events/${draft.id}/dismiss_reminder/`, {}), 404)
  await expectJsonError(await post(creator, `/api/v3/events/${draft.id}/dismiss_reminder/`, { now: true }), 400)
  const anonymous = await newClient(playwright, baseURL!)
  await expectJsonError(await post(anonymous, `/api/v3/events/${draft.id}/dismiss_reminder/`, {}), 401)
  for (let i = 0; i < 2; i++) expect((await post(creator, `/api/v3/events/${draft.id}/dismiss_reminder/`, {})).status()).toBe(204)

  expect(await (await creator.api.get('/organizer/overview/')).text()).not.toContain(reminder)
  expect(await (await creator.api.get('/myevents/')).text()).toContain(name)
})

test('A published event’s editor says it is published, never a draft, in all eight languages', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator, { fullName: 'Lina Languages' })
  const live = await createPublishedEvent(creator, `Polyglot Evening ${word()}`)
  const { event: draft } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', pierHallDraft(`Polyglot Draft ${word()}`))
  const prefixes: Record<string, string> = { en: '', de: '/de-de', es: '/es-es', fr: '/fr-fr', it: '/it-it', nl: '/nl-nl', pt: '/pt-br', sv: '/sv-se' }
  for (const [language, prefix] of Object.entries(prefixes)) {
    const t = JSON.parse(fs.readFileSync(path.join('src', 'messages', language, 'create.json'), 'utf8')) as Record<string, string>
    const read = async (id: string) => readableTexts(await (await creator.api.get(`${prefix}/manage/events/${id}/edit?step=where`, { headers: { accept: 'text/html' } })).text())
    const published = await read(live.eventId)
    expect(published, language).toContain(t.editEventTitle)
    expect(published, language).toContain(t.published!.trim())
    expect(published, language).not.toContain(t.draftSaved!.trim())
    expect(published, language).not.toContain(t.editDraftTitle)
    const drafted = await read(draft.id)
    expect(drafted, language).toContain(t.editDraftTitle)
    expect(drafted, language).toContain(t.draftSaved!.trim())
  }
})

test('An account makes at most 30 copies an hour; the next is refused with 429 and Retry-After', async ({ playwright, baseURL }) => {
  const { creator } = await creatorAndStranger(playwright, baseURL!)
  const source = await createPublishedEvent(creator, `Copy Limit ${word()}`, { quantity: 10 })
  for (let n = 0; n < 30; n++) {
    const res = await post(creator, `/api/v3/events/${source.eventId}/duplicate/`, { name: `Copy ${n}` })
    expect(res.status(), await res.text()).toBe(201)
  }
  const refused = await post(creator, `/api/v3/events/${source.eventId}/duplicate/`, { name: 'One too many' })
  expect((await expectJsonError(refused, 429)).error).toBe('RATE_LIMITED')
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
})

test('An account starts at most 30 new drafts an hour; the next is refused with 429 and Retry-After, and nothing is written', async ({ playwright, baseURL }) => {
  const { creator } = await creatorAndStranger(playwright, baseURL!)
  for (let n = 0; n < 30; n++) {
    const res = await post(creator, '/api/v3/events/', pierHallDraft(`Season Night ${n} ${word()}`))
    expect(res.status(), await res.text()).toBe(201)
  }
  const name = `One Draft Too Many ${word()}`
  const refused = await post(creator, '/api/v3/events/', pierHallDraft(name))
  expect((await expectJsonError(refused, 429)).error).toBe('RATE_LIMITED')
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  // The wizard's drafts count against the same 30.
  expect((await expectJsonError(await post(creator, '/api/v3/events/auto_create/', { answers: wizardAnswers() }), 429)).error).toBe('RATE_LIMITED')
  // The creator's events list shows the newest draft and not the refused one.
  const list = await (await creator.api.get('/myevents/')).text()
  expect(list).toContain('Season Night 29')
  expect(list).not.toContain(name)
})

test('An account asks the AI-assisted wizard for at most 10 drafts an hour; the 11th is refused with 429 before any model is asked', async ({ playwright, baseURL }) => {
  const { creator } = await creatorAndStranger(playwright, baseURL!)
  for (let n = 0; n < 10; n++) {
    const res = await post(creator, '/api/v3/events/auto_create/', { answers: wizardAnswers() })
    expect(res.status(), await res.text()).toBe(201)
  }
  const refused = await post(creator, '/api/v3/events/auto_create/', { answers: wizardAnswers() })
  expect((await expectJsonError(refused, 429)).error).toBe('RATE_LIMITED')
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  // Drafts from scratch still have their own room.
  expect((await post(creator, '/api/v3/events/', pierHallDraft(`After The Wizard ${word()}`))).status()).toBe(201)
})

function wizardAnswers() {
  const year = new Date().getUTCFullYear() + 1
  return {
    what: 'Jazz night with a local trio',
    when: { start: { local: `${year}-09-12T19:30:00`, timezone: 'America/New_York' }, duration_minutes: 120 },
    where: { online: true, online_url: 'https://meet.example.com/jazz' },
    price: { currency: 'USD', value: 0 },
    capacity: 40,
  }
}
