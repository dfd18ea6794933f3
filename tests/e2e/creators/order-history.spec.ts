// Issue 36: the organizer's order page shows an order's history from its trail (held, paid, a ticket
// refunded by the organizer, the order partly refunded, a ticket checked in), each entry with who did it
// and the money it moved; the same history comes from the API; staff read it without actions; anyone
// else gets 404.
import { expect, test } from '../fixtures'
import { jsonHeaders, newClient, signUp, uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { staffClient } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs, buyOverApi, createPublishedEvent, postJson } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type History = { type: string; actor: { kind: string }; reason: string; ticket_id: string | null; amount: { value: number } | null }[]

atEachViewport(() => {
  test("An order's page tells its history: held, paid, a ticket refunded, partly refunded and a ticket checked in, each by whom", async ({ page, playwright, baseURL }) => {
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Hedy Organizer' })
    const event = await createPublishedEvent(creator, `Harbour Lights ${Date.now().toString(36)}`, { refundPolicy: 'none' })
    const buyer = await newClient(playwright, baseURL!)
    const order = await buyOverApi(buyer, event, 2, { name: 'Ada Lovelace', email: uniqueEmail('ada') })
    const { order: bought } = (await (await buyer.api.get(`/api/v3/orders/${order.id}/?token=${order.access_token}`)).json()) as { order: { tickets: { id: string; code: string; printed_code: string }[] } }
    const [refunded, admitted] = bought.tickets
    const path = `/api/v3/events/${event.eventId}/orders/${order.id}/`

    // Over the API, before anything else: created and paid, both by the buyer; a stranger gets 404.
    const before = (await (await creator.api.get(path)).json()) as { history: History }
    expect(before.history.map((e) => [e.type, e.actor.kind])).toEqual([
      ['order.created', 'buyer'],
      ['order.paid', 'buyer'],
    ])
    const stranger = await newClient(playwright, baseURL!)
    await signUp(stranger)
    const refused = await stranger.api.get(path)
    expect(refused.status()).toBe(404)
    expect(((await refused.json()) as { error: string }).error).toBe('NOT_FOUND')

    await postJson(creator, `${path}refunds/`, { ticket_ids: [refunded!.id] })
    const door = await creator.api.post(`/api/v3/events/${event.eventId}/check_ins/`, { headers: jsonHeaders(creator), data: { code: admitted!.code } })
    expect(door.status()).toBe(201)

    await browseAs(page, creator)
    await page.goto(`/manage/events/${event.eventId}/`)
    await page.getByRole('region', { name: 'Orders', exact: true }).getByRole('link', { name: `#${order.id}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible()
    const history = page.getByRole('list', { name: 'History' })
    await expect(history.getByRole('listitem')).toHaveText([
      /Tickets held · \$[\d.]+ · by the buyer/,
      /Paid · \$[\d.]+ · by the buyer/,
      new RegExp(`Ticket ${literally(refunded!.printed_code)} refunded · by the organizer`),
      /Partly refunded · \$[\d.]+ · by the organizer/,
      new RegExp(`Ticket ${literally(admitted!.printed_code)} checked in · by the organizer`),
    ])
    const tickets = page.getByRole('region', { name: 'Tickets', exact: true })
    await expect(tickets.getByRole('row', { name: new RegExp(`${literally(refunded!.printed_code)}.*refunded`) })).toBeVisible()
    await expect(tickets.getByRole('row', { name: new RegExp(`${literally(admitted!.printed_code)}.*Checked in`) })).toBeVisible()
    await expect(page.getByRole('button', { name: `Cancel order #${order.id}` })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    // Staff read the same page, without the organizer's actions.
    const staff = await staffClient(playwright, baseURL!)
    await page.context().clearCookies()
    await browseAs(page, staff)
    await page.reload()
    await expect(history.getByRole('listitem')).toHaveCount(5)
    await expect(page.getByText('Staff view: read only')).toBeVisible()
    await expect(page.getByRole('button', { name: `Cancel order #${order.id}` })).toHaveCount(0)
  })
})
