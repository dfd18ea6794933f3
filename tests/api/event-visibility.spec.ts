// Issue 40 "Visibility" (decision 060) over real HTTP: an unlisted event is absent from search,
// autocomplete, the home feed's "for you", the concierge and the public API's lists while its link still
// opens it; a private event asks for its password (rate-limited) before its page, classes or checkout; a
// hidden class is left out of the "From" price and sold only with its direct link.
import { expect, test } from '../e2e/fixtures'
import { addTicketClass, createEventForSale, findEmail, staffClient } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, uniqueEmail, type Client } from './helpers/accounts'

type Money = { value: number }
type SearchAnswer = { events: { results: { id: string; ticket_availability: { minimum_ticket_price: Money | null } }[] } }

async function searchIds(c: Client, word: string): Promise<string[]> {
  const res = await c.api.get(`/api/v3/destination/search/?q=${word}`)
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as SearchAnswer).events.results.map((e) => e.id)
}

async function patchEvent(c: Client, id: string, data: Record<string, unknown>) {
  return c.api.patch(`/api/v3/events/${id}/`, { headers: jsonHeaders(c), data })
}

async function hold(c: Client, eventId: string, classId: string, more: Record<string, unknown> = {}) {
  return c.api.post('/api/v3/orders/', {
    headers: { ...jsonHeaders(c), 'Idempotency-Key': `vis-${Date.now()}-${Math.random()}` },
    data: { event_id: eventId, tickets: [{ ticket_class_id: classId, quantity: 1 }], ...more },
  })
}

test('An unlisted event leaves search, autocomplete, the concierge and the sitemap while its link and its checkout still work', async ({ playwright, baseURL }) => {
  const word = `unlistedcheck${Date.now().toString(36)}`
  const sale = await createEventForSale(playwright, baseURL!, { name: `Private Supper ${word}`, priceMinor: 0 })
  // Ten days ahead, inside autocomplete's window of upcoming events.
  const start = new Date(Date.now() + 10 * 86_400_000)
  const moved = await patchEvent(sale.organizer, sale.id, { start_utc: start.toISOString(), end_utc: new Date(start.getTime() + 7_200_000).toISOString() })
  expect(moved.status(), await moved.text()).toBe(200)
  const visitor = await newClient(playwright, baseURL!)
  // Autocomplete's event suggestions (its query suggestions repeat what people searched, this test included).
  const suggest = async () => {
    const res = await visitor.api.get(`/api/v3/destination/search/autocomplete/?q=${encodeURIComponent(`Private Supper ${word}`)}&place_id=5128581&completion_types=event,query`)
    return ((await res.json()) as { event: { id: string }[] }).event.map((e) => e.id)
  }
  // The concierge repeats the words asked in its summary: only its results are looked at.
  const askConcierge = async () => {
    const res = await visitor.api.post('/alt-search/mobile-bff/relevance/ask', {
      headers: { ...jsonHeaders(visitor), 'X-Requested-With': 'XMLHttpRequest' },
      data: { location: 'ny--new-york', query: `Private Supper ${word}`, queryHistory: [], threadId: '0b6f7c1e-3c1f-4d8e-9a57-6f2a1c7e9b11' },
    })
    return JSON.stringify(((await res.json()) as { results?: unknown[] }).results ?? [])
  }
  // Listed, it is found everywhere.
  expect(await searchIds(visitor, word)).toEqual([sale.id])
  expect(await suggest()).toContain(sale.id)
  expect(await askConcierge()).toContain(sale.path)

  const changed = await patchEvent(sale.organizer, sale.id, { listed: false })
  expect(changed.status(), await changed.text()).toBe(200)
  const managed = await sale.organizer.api.get(`/api/v3/events/${sale.id}/`)
  expect((await managed.json()).event).toMatchObject({ listed: false, has_password: false })

  // Gone from every list at once (the caches were told).
  expect(await searchIds(visitor, word)).toEqual([])
  expect(await suggest()).not.toContain(sale.id)
  expect(await askConcierge()).not.toContain(sale.path)
  const sitemap = await visitor.api.get('/sitemap.xml')
  expect(await sitemap.text()).not.toContain(sale.path)

  // Its link still opens it, marked not to be indexed, and it still sells.
  const page = await visitor.api.get(sale.path)
  expect(page.status()).toBe(200)
  expect(await page.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/)
  expect((await hold(visitor, sale.id, sale.ticketClass.id)).status()).toBe(201)

  // Listed again, it is found again.
  expect((await patchEvent(sale.organizer, sale.id, { listed: true })).status()).toBe(200)
  expect(await searchIds(visitor, word)).toEqual([sale.id])
})

test('A private event asks for its password before its page, ticket classes or checkout, and limits the tries', async ({ playwright, baseURL }) => {
  const word = `passwordcheck${Date.now().toString(36)}`
  const sale = await createEventForSale(playwright, baseURL!, { name: `Garden Dinner ${word}`, priceMinor: 0 })
  const tooShort = await patchEvent(sale.organizer, sale.id, { password: 'ab' })
  expect(tooShort.status()).toBe(400)
  expect((await tooShort.json()).argument_errors.password).toBeDefined()
  expect((await patchEvent(sale.organizer, sale.id, { password: 'tulips2027' })).status()).toBe(200)
  const managed = await (await sale.organizer.api.get(`/api/v3/events/${sale.id}/`)).json()
  expect(managed.event).toMatchObject({ has_password: true })
  expect(JSON.stringify(managed)).not.toContain('tulips2027')

  const visitor = await newClient(playwright, baseURL!)
  expect(await searchIds(visitor, word)).toEqual([])
  const gate = await (await visitor.api.get(sale.path)).text()
  expect(gate).toContain('This event is private')
  expect(gate).not.toContain(`Garden Dinner ${word}`)
  // The public API's events-by-id lookup leaves it out too.
  expect((await (await visitor.api.get(`/api/v3/destination/events/?event_ids=${sale.id}`)).json()).events).toEqual([])
  const classes = await visitor.api.get(`/api/v3/events/${sale.id}/ticket_classes/`)
  expect(classes.status()).toBe(403)
  expect((await classes.json()).error).toBe('FORBIDDEN')
  expect((await hold(visitor, sale.id, sale.ticketClass.id)).status()).toBe(403)

  const wrong = await visitor.api.post(`/api/v3/events/${sale.id}/unlock/`, { headers: jsonHeaders(visitor), data: { password: 'roses' } })
  expect(wrong.status()).toBe(400)
  expect((await wrong.json()).argument_errors.password).toEqual(['That password is not right.'])
  const right = await visitor.api.post(`/api/v3/events/${sale.id}/unlock/`, { headers: jsonHeaders(visitor), data: { password: 'tulips2027' } })
  expect(right.status(), await right.text()).toBe(200)
  expect(await (await visitor.api.get(sale.path)).text()).toContain(`Garden Dinner ${word}`)
  expect((await visitor.api.get(`/api/v3/events/${sale.id}/ticket_classes/`)).status()).toBe(200)
  expect((await hold(visitor, sale.id, sale.ticketClass.id)).status()).toBe(201)

  // A script guessing from one address meets the limit: ten tries per event in 15 minutes.
  const guesser = await newClient(playwright, baseURL!)
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) {
    const res = await guesser.api.post(`/api/v3/events/${sale.id}/unlock/`, { headers: jsonHeaders(guesser), data: { password: `guess${i}` } })
    statuses.push(res.status())
  }
  // The first visitor's two tries came from the same address.
  expect(statuses).toContain(429)
  expect(statuses.filter((s) => s !== 429 && s !== 400)).toEqual([])
})

test('A hidden volunteer class is left out of the From price and the public classes and sells only with its link', async ({ playwright, baseURL }) => {
  const word = `hiddencheck${Date.now().toString(36)}`
  const sale = await createEventForSale(playwright, baseURL!, { name: `River Festival ${word}`, priceMinor: 2500 })
  const volunteer = (await addTicketClass(sale, { name: 'Volunteer', priceMinor: 0, quantity: 10, extra: { hidden: true } })) as unknown as { id: string; hidden: boolean; ticket_link: string | null }
  expect(volunteer).toMatchObject({ hidden: true })
  expect(volunteer.ticket_link).toMatch(new RegExp(`^${volunteer.id}\\.`))

  const visitor = await newClient(playwright, baseURL!)
  const found = await visitor.api.get(`/api/v3/destination/search/?q=${word}`)
  const [event] = ((await found.json()) as SearchAnswer).events.results
  expect(event?.ticket_availability.minimum_ticket_price?.value).toBe(sale.ticketClass.display_price!.value)

  const publicClasses = await (await visitor.api.get(`/api/v3/events/${sale.id}/ticket_classes/`)).json()
  expect(publicClasses.ticket_classes.map((c: { name: string }) => c.name)).toEqual(['General Admission'])
  expect(await (await visitor.api.get(sale.path)).text()).not.toContain('Volunteer')

  // Without the link, or with a forged one, it is not sold.
  expect((await hold(visitor, sale.id, volunteer.id)).status()).toBe(400)
  expect((await hold(visitor, sale.id, volunteer.id, { ticket_link: `${volunteer.id}.AAAAAAAAAAAAAAAAAAAAAA` })).status()).toBe(400)

  // With it, the page and the classes show it and it sells.
  const linked = await (await visitor.api.get(`${sale.path}?tickets=${volunteer.ticket_link}`)).text()
  expect(linked).toContain('Volunteer')
  const revealed = await (await visitor.api.get(`/api/v3/events/${sale.id}/ticket_classes/?tickets=${volunteer.ticket_link}`)).json()
  expect(revealed.ticket_classes.map((c: { name: string }) => c.name)).toEqual(['General Admission', 'Volunteer'])
  expect((await hold(visitor, sale.id, volunteer.id, { ticket_link: volunteer.ticket_link })).status()).toBe(201)
})

test('An invitation-only event opens for the people on its list, by their emailed link or signed in, and no longer once removed', async ({ playwright, baseURL }) => {
  const word = `invitecheck${Date.now().toString(36)}`
  const sale = await createEventForSale(playwright, baseURL!, { name: `Board Dinner ${word}`, priceMinor: 0 })
  expect((await patchEvent(sale.organizer, sale.id, { invitation_only: true })).status()).toBe(200)
  const guestEmail = uniqueEmail('guest')
  const friendEmail = uniqueEmail('friend')
  const invitationsPath = `/api/v3/events/${sale.id}/invitations/`

  // Bad addresses are named; another organizer and a visitor are told there is no such event.
  const bad = await sale.organizer.api.post(invitationsPath, { headers: jsonHeaders(sale.organizer), data: { emails: ['not-an-address'] } })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).argument_errors.emails).toEqual(['not-an-address is not an email address.'])
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger, { fullName: 'Other Organizer' })
  expect((await stranger.api.post(invitationsPath, { headers: jsonHeaders(stranger), data: { emails: [guestEmail] } })).status()).toBe(404)
  expect((await stranger.api.get(invitationsPath)).status()).toBe(404)

  const invited = await sale.organizer.api.post(invitationsPath, { headers: jsonHeaders(sale.organizer), data: { emails: [guestEmail, ` ${friendEmail.toUpperCase()} `, guestEmail] } })
  expect(invited.status(), await invited.text()).toBe(201)
  const list = (await invited.json()) as { invitations: { id: string; email: string }[]; added: number }
  expect(list.added).toBe(2)
  expect(list.invitations.map((i) => i.email).sort()).toEqual([guestEmail, friendEmail].sort())

  // Not in search; a visitor without an invitation is refused.
  const visitor = await newClient(playwright, baseURL!)
  expect(await searchIds(visitor, word)).toEqual([])
  expect(await (await visitor.api.get(sale.path)).text()).toContain('This event is by invitation')
  const refused = await visitor.api.get(`/api/v3/events/${sale.id}/ticket_classes/`)
  expect(refused.status()).toBe(403)
  expect((await refused.json()).reason).toBe('INVITATION_REQUIRED')

  // The guest follows the emailed link: it opens the event and its checkout.
  const staff = await staffClient(playwright, baseURL!)
  const mail = await findEmail(staff, guestEmail, 'event-invitation')
  expect(mail.subject).toBe(`You are invited: Board Dinner ${word}`)
  const link = new URL(/https?:\/\/\S+\/invitations\/accept\/\?pass=\S+/.exec(mail.text)![0])
  const guest = await newClient(playwright, baseURL!)
  const accepted = await guest.api.get(`${link.pathname}${link.search}`, { maxRedirects: 0 })
  expect(accepted.status()).toBe(303)
  expect(new URL(accepted.headers().location!).pathname).toBe(sale.path)
  expect(await (await guest.api.get(sale.path)).text()).toContain(`Board Dinner ${word}`)
  expect((await hold(guest, sale.id, sale.ticketClass.id)).status()).toBe(201)
  // A forged pass keeps nothing.
  const forger = await newClient(playwright, baseURL!)
  const forged = await forger.api.get(`${link.pathname}?pass=${encodeURIComponent(link.searchParams.get('pass')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`, { maxRedirects: 0 })
  expect(forged.status()).toBe(404)
  expect((await forger.api.get(`/api/v3/events/${sale.id}/ticket_classes/`)).status()).toBe(403)

  // The friend signs in with the invited, verified address and sees it without the link.
  const friend = await newClient(playwright, baseURL!)
  await signUp(friend, { email: friendEmail, fullName: 'Invited Friend' })
  expect((await friend.api.get(`/api/v3/events/${sale.id}/ticket_classes/`)).status()).toBe(200)

  // Removed from the list, the guest's link stops working at once.
  const guestInvitation = list.invitations.find((i) => i.email === guestEmail)!
  const removed = await sale.organizer.api.delete(`${invitationsPath}${guestInvitation.id}/`, { headers: jsonHeaders(sale.organizer) })
  expect(removed.status(), await removed.text()).toBe(204)
  expect((await guest.api.get(`/api/v3/events/${sale.id}/ticket_classes/`)).status()).toBe(403)
  // Its link, opened in a browser again, lands on the page that says the event is by invitation.
  const again = await guest.api.get(`${link.pathname}${link.search}`, { maxRedirects: 0, headers: { Accept: 'text/html' } })
  expect(again.status()).toBe(303)
  expect(again.headers()['set-cookie'] ?? '').not.toContain('event_pass_')
  expect((await sale.organizer.api.delete(`${invitationsPath}${guestInvitation.id}/`, { headers: jsonHeaders(sale.organizer) })).status()).toBe(404)
})
