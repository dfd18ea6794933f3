// Issue 40, reminders over real HTTP: the event's reminder setting (default 24 and 2 hours, changed or
// switched off by its organizer, refused when out of range), and the reminder a buyer reads in the mailbox
// a day and two hours before the start, sent once however often the sweep runs, with the tickets still to
// be used, the place and the map. The event's own test clock moves; other journeys keep the server's.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { DEMO_STAFF } from '../e2e/demo-staff'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signIn, signUp, uniqueEmail, type Client } from './helpers/accounts'
import { staffMailbox } from './helpers/mailbox'

type Mail = { subject: string; text: string; html: string | null; attachments: { filename: string; content_type: string }[] }
type Order = { id: string; access_token: string; tickets: { id: string; code: string; printed_code: string }[] }
const HOUR_S = 3600

function send(c: Client, method: 'post' | 'patch', path: string, data: unknown, extra: Record<string, string> = {}): Promise<APIResponse> {
  return c.api[method](path, { headers: { ...jsonHeaders(c), ...extra }, data: data as Record<string, unknown> })
}

async function reminderHoursOf(c: Client, eventId: string): Promise<number[]> {
  const res = await c.api.get(`/api/v3/events/${eventId}/`)
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { event: { reminder_hours: number[] } }).event.reminder_hours
}

async function remindersTo(baseURL: string, email: string): Promise<Mail[]> {
  const mailbox = await staffMailbox(baseURL)
  const res = await mailbox.get(`/api/v3/admin/mailbox/?to=${encodeURIComponent(email)}&kind=order-reminder`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { emails: Mail[] }).emails
}

test('An event reminds its buyers 24 and 2 hours ahead until its organizer changes the hours or switches reminders off; bad hours are refused', async ({ playwright, baseURL }) => {
  const { id, organizer } = await createEventForSale(playwright, baseURL!, { priceMinor: 0 })
  expect(await reminderHoursOf(organizer, id)).toEqual([24, 2])
  expect((await send(organizer, 'patch', `/api/v3/events/${id}/`, { reminder_hours: [2, 48] })).status()).toBe(200)
  expect(await reminderHoursOf(organizer, id)).toEqual([48, 2])
  expect((await send(organizer, 'patch', `/api/v3/events/${id}/`, { reminder_hours: [] })).status()).toBe(200)
  expect(await reminderHoursOf(organizer, id)).toEqual([])
  for (const bad of [[0], [337], [24, 24], [1, 2, 3, 4, 5], ['24'], 24]) {
    const res = await send(organizer, 'patch', `/api/v3/events/${id}/`, { reminder_hours: bad })
    expect(res.status(), JSON.stringify(bad)).toBe(400)
    const body = (await res.json()) as { error: string; argument_errors?: Record<string, string[]> }
    expect(body.error).toBe('INVALID_ARGUMENT')
    expect(Object.keys(body.argument_errors ?? {}).some((k) => k.startsWith('reminder_hours'))).toBe(true)
  }
  expect(await reminderHoursOf(organizer, id)).toEqual([])
  // Someone else's event: no such event, and nothing changes.
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger, { fullName: 'Not The Organizer' })
  expect((await send(stranger, 'patch', `/api/v3/events/${id}/`, { reminder_hours: [24] })).status()).toBe(404)
  expect(await reminderHoursOf(organizer, id)).toEqual([])
})

test('A buyer gets one reminder a day ahead and one two hours ahead, with the place, the map and only the tickets not yet checked in', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 1500, name: `Harbour Reminder Night ${Date.now().toString(36)}` })
  const staff = await newClient(playwright, baseURL!)
  expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status()).toBe(200)
  const clock = async (seconds: number) => {
    const res = await send(staff, 'post', '/api/v3/admin/test-clock/', { event_id: sale.id, advance_seconds: seconds })
    expect(res.status(), await res.text()).toBe(200)
    return new Date(((await res.json()) as { now: string }).now)
  }
  const sweep = async () => {
    const res = await send(staff, 'post', '/api/v3/admin/reminders/send/', {})
    expect(res.status(), await res.text()).toBe(200)
  }
  // The event now starts 30 hours after its own clock.
  const now = await clock(0)
  const start = new Date(now.getTime() + 30 * HOUR_S * 1000)
  const moved = await send(sale.organizer, 'patch', `/api/v3/events/${sale.id}/`, { start_utc: start.toISOString(), end_utc: new Date(start.getTime() + 2 * HOUR_S * 1000).toISOString() })
  expect(moved.status(), await moved.text()).toBe(200)

  const buyer = await newClient(playwright, baseURL!)
  const email = uniqueEmail('reminded')
  const held = await send(buyer, 'post', '/api/v3/orders/', { event_id: sale.id, tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: 2 }] }, { 'Idempotency-Key': `reminder-${Date.now()}` })
  expect(held.status(), await held.text()).toBe(201)
  const { order: hold } = (await held.json()) as { order: Order }
  const paid = await send(buyer, 'post', `/api/v3/orders/${hold.id}/complete/?token=${hold.access_token}`, { buyer: { name: 'Rita Reminded', email }, payment: { token: 'tok_visa' } })
  expect(paid.status(), await paid.text()).toBe(200)
  const { order } = (await paid.json()) as { order: Order }

  // 30 hours ahead nothing is due yet.
  await sweep()
  expect(await remindersTo(baseURL!, email)).toHaveLength(0)
  // 23 hours ahead: the day-ahead reminder, once however often the sweep runs.
  await clock(7 * HOUR_S)
  await sweep()
  await sweep()
  const [dayAhead, ...more] = await remindersTo(baseURL!, email)
  expect(more).toHaveLength(0)
  expect(dayAhead!.subject).toBe(`Reminder: ${sale.name} starts in 24 hours`)
  expect(dayAhead!.text).toContain('Hi Rita Reminded,')
  expect(dayAhead!.text).toContain(`${sale.name} starts in 24 hours.`)
  expect(dayAhead!.text).toContain('Where: Pier Hall, 1 Quay St')
  expect(dayAhead!.text).toMatch(/Map: https:\/\/www\.openstreetmap\.org\/\?mlat=/)
  for (const ticket of order.tickets) expect(dayAhead!.text).toContain(ticket.printed_code)
  expect(dayAhead!.text).toContain(`/orders/${order.id}/?token=`)
  expect(dayAhead!.attachments.filter((a) => a.content_type === 'image/png')).toHaveLength(2)
  expect(dayAhead!.html).toContain('Open the map')

  // One of the two checks in early; the two-hour reminder is about the other one only.
  const [inside, outside] = order.tickets
  const checkIn = await send(sale.organizer, 'post', `/api/v3/events/${sale.id}/check_ins/`, { code: inside!.code })
  expect(checkIn.status(), await checkIn.text()).toBeLessThan(300)
  await clock(21 * HOUR_S + 30 * 60)
  await sweep()
  await sweep()
  const mails = await remindersTo(baseURL!, email)
  expect(mails).toHaveLength(2)
  const twoHours = mails[0]!
  expect(twoHours.subject).toBe(`Reminder: ${sale.name} starts in 2 hours`)
  expect(twoHours.text).toContain(outside!.printed_code)
  expect(twoHours.text).not.toContain(inside!.printed_code)
  expect(twoHours.attachments.filter((a) => a.content_type === 'image/png')).toHaveLength(1)
})
