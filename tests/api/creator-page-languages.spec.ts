// Issue 25 for the creator pages over real HTTP (decision 035): a creator with a draft, a published event
// and one paid order sees the editor, the AI wizard, My events, the event dashboard, check-in, contacts,
// the organizer profile, the creator overview, the Team page with its activity and the organizer marketing
// pages in every non-English locale with no text of the English catalog (beyond names and words spelt the
// same), in <html lang>; the /o/ organizer page has its canonical and hreflang links; a German visitor who
// is not signed in is sent to the German sign-in page and comes back to the German page.
import { expect, test, type APIRequestContext } from '../e2e/fixtures'
import { pierHallDraft, postJson } from '../e2e/creators/helpers'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'
import { setUpPayouts } from './helpers/payouts'
import { englishCatalogTexts, readableTexts } from './helpers/page-texts'

const NON_ENGLISH = ['de-de', 'es-es', 'es-us', 'fr-fr', 'fr-ca', 'it-it', 'nl-nl', 'pt-br', 'sv-se']

// Words the English catalog shares with other languages: those of page-languages.spec.ts, and the
// creator pages' own ones spelt the same in a language (French "Actions", German "Logo", Dutch "Status").
const ALLOWED = new Set([
  ...['Tessera', 'Blog', 'Impressum', 'Account', 'Online', 'Status', 'Press'],
  ...['Filters', 'Date', 'Suggestions', 'Pagination', 'Popular', 'Tags', 'Free', 'Format'],
  ...['Festival', 'Seminar', 'Gala', 'Networking', 'Retreat', 'Race', 'Dating', 'Party', 'Mode', 'Expo', 'Attraction'],
  ...['Actions', 'Canada', 'Check-in', 'Concerts', 'Contacts', 'Conversion', 'Description', 'Elegant', 'Email', 'Image'],
  ...['Logo', 'Message', 'Name', 'Sales', 'Ticket', 'Tickets', 'Total', 'Website'],
  // Issue 37's settings: French "Taxes", and the IBAN by its international name in every language.
  ...['Taxes', 'IBAN'],
  // Issue 40's Team page: German, Italian, Dutch and Swedish say "Team" too, and German, Italian and Dutch "Manager".
  ...['Team', 'Manager'],
  // Issue 41's webhooks page: the technical term is "Webhooks" in German, Spanish, French, Dutch, Portuguese and Swedish.
  ...['Webhooks'],
])

const ENGLISH_TEXTS = englishCatalogTexts(ALLOWED)

async function html(request: APIRequestContext, pathname: string): Promise<string> {
  const res = await request.get(pathname, { maxRedirects: 0, headers: { accept: 'text/html' } })
  expect(res.status(), pathname).toBe(200)
  return res.text()
}

type Setup = { creator: Client; anonymous: Client; draftId: string; eventId: string; organizerPath: string }

/** A creator with a draft, a published paid event with one paid order, and an organizer profile. */
async function setUp(playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright'], baseURL: string): Promise<Setup> {
  const creator = await newClient(playwright, baseURL)
  await signUp(creator, { fullName: 'Greta Gastgeberin' })
  const { event: draft } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', pierHallDraft('Laternenabend am Pier'))
  const { event } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', pierHallDraft('Hafenkonzert', { refund_policy: '7_days' }))
  const { ticket_class } = await postJson<{ ticket_class: { id: string } }>(creator, `/api/v3/events/${event.id}/ticket_classes/`, {
    name: 'Stehplatz',
    free: false,
    cost: { currency: 'EUR', value: 2500 },
    quantity_total: 20,
  })
  await setUpPayouts(creator)
  await postJson(creator, `/api/v3/events/${event.id}/publish/`, {})
  // A settings change, so that the Team page's activity has an entry to put in words (decision 068).
  const forbidden = await creator.api.put(`/api/v3/events/${event.id}/transfer_settings/`, { headers: jsonHeaders(creator), data: { transfers_allowed: false, transfer_cutoff_hours: 0 } })
  expect(forbidden.status(), await forbidden.text()).toBe(200)
  const buyer = await newClient(playwright, baseURL)
  const { order } = await postJson<{ order: { id: string; access_token: string } }>(buyer, '/api/v3/orders/', { event_id: event.id, tickets: [{ ticket_class_id: ticket_class.id, quantity: 2 }] })
  await postJson(buyer, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Bruno Besucher', email: 'bruno@example.com' }, payment: { token: 'tok_visa' } })
  const { organizer } = (await (await creator.api.get('/api/v3/users/me/organizer/')).json()) as { organizer: { url: string } }
  return { creator, anonymous: await newClient(playwright, baseURL), draftId: draft.id, eventId: event.id, organizerPath: new URL(organizer.url).pathname }
}

function creatorPages(s: Setup): { who: APIRequestContext; page: string }[] {
  return [
    ...['/myevents/', '/manage/events/create', '/manage/events/auto-create', `/manage/events/${s.draftId}/edit`, `/manage/events/${s.eventId}/edit?step=tickets`],
    ...[`/manage/events/${s.eventId}/`, `/manage/events/${s.eventId}/check-in`, '/contacts/', '/myprofile/', '/organizer/overview', '/myteam/'],
  ]
    .map((page) => ({ who: s.creator.api, page }))
    .concat(['/organizer/overview', '/organizer/pricing/', '/organizer/contact-sales/', '/organizer/resources/', s.organizerPath].map((page) => ({ who: s.anonymous.api, page })))
}

test('The creator pages show no English interface text in any other language, each in its <html lang>', async ({ playwright, baseURL }) => {
  test.setTimeout(240_000)
  const s = await setUp(playwright, baseURL!)
  for (const locale of NON_ENGLISH) {
    for (const { who, page } of creatorPages(s)) {
      const pathname = `/${locale}${page}`
      const text = await html(who, pathname)
      const seen = new Set(readableTexts(text))
      // Soft, so that one run names every page that still speaks English.
      expect
        .soft(
          ENGLISH_TEXTS.filter((english) => seen.has(english)),
          pathname,
        )
        .toEqual([])
      expect.soft(text, pathname).toContain(`<html lang="${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}"`)
    }
  }
})

test('The German dashboard writes its money, dates and figures the German way; the English one as before', async ({ playwright, baseURL }) => {
  const s = await setUp(playwright, baseURL!)
  const german = readableTexts(await html(s.creator.api, `/de-de/manage/events/${s.eventId}/`))
  expect(german).toContain('Verkaufte Tickets')
  // Euros after the amount with a no-break space ("50 €", "51,75 €").
  expect(german.some((t) => /^\d+(,\d{2})?\u00a0€$/.test(t))).toBe(true)
  expect(german).toContain('bezahlt')
  expect(german.some((t) => /^Teilnehmende \(0\/2 eingecheckt\)$/.test(t))).toBe(true)
  const myEvents = readableTexts(await html(s.creator.api, '/de-de/myevents/'))
  // The event's date in its (New York) zone, written in German: "Do., 14. Mai 2026, 19:00 GMT-4".
  expect(myEvents.some((t) => /^[A-Z][a-z]\., \d{1,2}\. Mai \d{4}, 19:00 /.test(t))).toBe(true)
  const english = readableTexts(await html(s.creator.api, `/manage/events/${s.eventId}/`))
  expect(english).toContain('Tickets sold')
  expect(english.some((t) => /^€\d+(\.\d{2})?$/.test(t))).toBe(true)
  expect(english).toContain('paid')
  // The Team page's activity says who changed which setting, in German.
  const team = readableTexts(await html(s.creator.api, '/de-de/myteam/'))
  expect(team).toContain('Hat die Einstellungen von Hafenkonzert geändert')
  expect(team).toContain('Ticketübertragungen: erlaubt → nicht erlaubt')
})

test('The organizer page has its canonical link and hreflang alternates, and keeps the organizer’s own words', async ({ playwright, baseURL }) => {
  const s = await setUp(playwright, baseURL!)
  const page = await html(s.anonymous.api, `/fr-fr${s.organizerPath}`)
  expect(page).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/fr-fr${s.organizerPath}"`))
  expect(page).toMatch(new RegExp(`<link rel="alternate" hreflang="en-US" href="http://[^"/]+${s.organizerPath}"`, 'i'))
  for (const tag of ['de-DE', 'pt-BR', 'sv-SE']) {
    expect(page, tag).toMatch(new RegExp(`<link rel="alternate" hreflang="${tag}" href="http://[^"/]+/${tag.toLowerCase()}${s.organizerPath}"`, 'i'))
  }
  expect(page).toMatch(new RegExp(`<link rel="alternate" hreflang="x-default" href="http://[^"/]+${s.organizerPath}"`, 'i'))
  // The organizer's name is their own words, marked with their language: read with the content too.
  expect(page).toMatch(/<h1[^>]*lang="en-US"[^>]*>Greta Gastgeberin</)
  const text = readableTexts(page, { keepOtherLanguages: true })
  expect(text).toContain('Greta Gastgeberin')
  expect(text).toContain('Contacter Greta Gastgeberin')
  expect(text.some((t) => t.startsWith('Événements à venir ('))).toBe(true)
})

test('A German visitor who is not signed in signs in in German and comes back to the German page', async ({ request }) => {
  const res = await request.get('/de-de/manage/events/create', { maxRedirects: 0, headers: { accept: 'text/html' } })
  expect([302, 303, 307]).toContain(res.status())
  expect(res.headers().location).toBe(`/de-de/signin/?referrer=${encodeURIComponent('/de-de/manage/events/create')}`)
})
