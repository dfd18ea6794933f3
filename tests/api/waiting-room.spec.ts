// Issue 42's waiting room over real HTTP (in progress): the organizer turns a room on for an on-sale a few
// seconds away; browsers join the pre-queue (the same browser keeps its place); at the on-sale instant the
// server shuffles them in the order its fairness answer lets anyone recompute, and admits as many as the
// limit; a hold needs the admitted browser's own admission token, once.
import { expect, test } from '../e2e/fixtures'
import { verifyFairOrder } from '@/core/waiting-room/fair-shuffle'
import { addTicketClass, createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, type Client } from './helpers/accounts'

type Status = { status: string; position: number | null; ahead: number | null; estimated_wait_seconds: number | null; admission_token?: string }

test('Browsers wait in the pre-queue, are shuffled fairly at the on-sale instant, and only an admitted browser holds, once', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0 })
  // The suite's clock, which this runner and the servers read alike (tests/e2e/support/test-clock.ts).
  const serverNow = Date.now()
  const onSale = new Date(serverNow + 8_000)
  const cls = await addTicketClass(sale, { name: 'Presale', priceMinor: 0, quantity: 100, extra: { sales_start: onSale.toISOString() } })
  const put = await sale.organizer.api.put(`/api/v3/events/${sale.id}/waiting_room/`, {
    headers: jsonHeaders(sale.organizer),
    data: { enabled: true, prequeue_opens_at: new Date(serverNow - 60_000).toISOString(), max_active_checkouts: 2, admission_minutes: 5, ticket_class_id: cls.id },
  })
  expect(put.status(), await put.text()).toBe(200)
  const { waiting_room: room } = (await put.json()) as { waiting_room: { on_sale_at: string; commitment: string } }
  expect(await (await sale.organizer.api.get(`/api/v3/events/${sale.id}/queue/fairness/`)).json()).toEqual({ commitment: room.commitment })

  const browsers: Client[] = await Promise.all(Array.from({ length: 4 }, () => newClient(playwright, baseURL!)))
  const join = (c: Client) => c.api.post(`/api/v3/events/${sale.id}/queue/join/`, { headers: jsonHeaders(c), data: {} })
  const tokens: string[] = []
  for (const browser of browsers) {
    const first = await join(browser)
    expect(first.status()).toBe(201)
    const body = (await first.json()) as { place_token: string; status: string }
    expect(body.status).toBe('prequeue')
    // A refresh: the same place.
    const again = await join(browser)
    expect(again.status()).toBe(200)
    expect(((await again.json()) as { place_token: string }).place_token).toBe(body.place_token)
    tokens.push(body.place_token)
  }
  const status = async (i: number) => (await (await browsers[i]!.api.get(`/api/v3/events/${sale.id}/queue/status/?place_token=${encodeURIComponent(tokens[i]!)}`)).json()) as Status
  expect(await status(0)).toEqual({ status: 'prequeue', position: null, ahead: null, estimated_wait_seconds: null })
  // Another browser cannot read the place.
  expect((await browsers[1]!.api.get(`/api/v3/events/${sale.id}/queue/status/?place_token=${encodeURIComponent(tokens[0]!)}`)).status()).toBe(403)
  // Before admission nobody holds the class: not without an admission, not with a made-up one.
  const hold = (c: Client, admission?: string) =>
    c.api.post('/api/v3/orders/', { headers: jsonHeaders(c), data: { event_id: sale.id, tickets: [{ ticket_class_id: cls.id, quantity: 1 }], ...(admission ? { admission_token: admission } : {}) } })
  const early = await hold(browsers[0]!)
  expect(early.status()).toBe(403)
  expect(((await early.json()) as { error: string }).error).toBe('ADMISSION_REQUIRED')

  // The pages keep asking; at the on-sale instant two are let in.
  let statuses: Status[] = []
  await expect(async () => {
    statuses = await Promise.all(browsers.map((_, i) => status(i)))
    expect(statuses.filter((s) => s.status === 'admitted')).toHaveLength(2)
  }).toPass({ timeout: 30_000, intervals: [1_000] })
  const queued = statuses.filter((s) => s.status === 'queued').sort((a, b) => a.position! - b.position!)
  expect(queued.map((s) => [s.position, s.ahead])).toEqual([[3, 0], [4, 1]])

  const fairness = (await (await sale.organizer.api.get(`/api/v3/events/${sale.id}/queue/fairness/`)).json()) as { commitment: string; seed: string; entries: { id: string; joined_at: string }[]; order: string[] }
  expect(fairness.entries).toHaveLength(4)
  expect(verifyFairOrder({ commitment: fairness.commitment, seed: fairness.seed, entries: fairness.entries.map((e) => ({ id: e.id, joinedAt: e.joined_at })), order: fairness.order })).toEqual({ ok: true })

  const admittedIndex = statuses.findIndex((s) => s.status === 'admitted')
  const admission = statuses[admittedIndex]!.admission_token!
  const otherIndex = statuses.findIndex((s, i) => i !== admittedIndex)
  const stolen = await hold(browsers[otherIndex]!, admission)
  expect(stolen.status()).toBe(403)
  expect(((await stolen.json()) as { error: string }).error).toBe('ADMISSION_INVALID')
  const held = await hold(browsers[admittedIndex]!, admission)
  expect(held.status(), await held.text()).toBe(201)
  const reused = await hold(browsers[admittedIndex]!, admission)
  expect(((await reused.json()) as { error: string }).error).toBe('ADMISSION_INVALID')

  // The organizer's live view counts them.
  const live = (await (await sale.organizer.api.get(`/api/v3/events/${sale.id}/waiting_room/`)).json()) as { waiting_room: { live: { waiting: number; admitted: number; active_checkouts: number } } }
  expect(live.waiting_room.live).toMatchObject({ waiting: 2, admitted: 2, active_checkouts: 2 })
  await Promise.all([...browsers.map((b) => b.api.dispose()), sale.organizer.api.dispose()])
})
