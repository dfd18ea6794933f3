// Issue 25 for the creator pages' links: on /de-de/ pages every same-site link keeps the language's
// subdirectory, so a creator who follows them stays in German without relying on a remembered-language
// cookie (the browser here has none); and an event-type page is titled with its format in the plural in
// every language ("Konferenzen", not "Konferenz").
import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from '../fixtures'
import { newClient, signUp } from '../../api/helpers/accounts'
import { HAS_CHROMIUM } from '../browser'
import { browseAs, createPublishedEvent } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

/** The same-site links of the page's main content that leave the language: only the API may. */
async function linksOutOfGerman(page: Page): Promise<string[]> {
  const hrefs = await page.getByRole('main').locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.filter((href) => !href.startsWith('/de-de/') && !href.startsWith('/api/'))
}

test('On German creator pages the links to manage, edit and check in an event stay in German, and following them lands on German pages', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator, { fullName: 'Greta Gastgeberin' })
  const name = `Hafenkonzert ${randomBytes(3).toString('hex')}`
  const event = await createPublishedEvent(creator, name)
  await browseAs(page, creator)

  await page.goto('/de-de/myevents/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Veranstaltungen verwalten' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Veranstaltung erstellen' })).toHaveAttribute('href', '/de-de/manage/events/create')
  await expect(main.getByRole('link', { name: 'Schneller mit KI erstellen' })).toHaveAttribute('href', '/de-de/manage/events/auto-create')
  const row = main.getByRole('row', { name: new RegExp(name) })
  await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/de-de${event.path}`)
  await expect(row.getByRole('link', { name: `Bearbeiten ${name}` })).toHaveAttribute('href', `/de-de/manage/events/${event.eventId}/edit`)
  await expect(row.getByRole('link', { name: `Check-in für ${name}` })).toHaveAttribute('href', `/de-de/manage/events/${event.eventId}/check-in`)
  expect(await linksOutOfGerman(page)).toEqual([])

  // The event's dashboard, reached by its link: German, and its own links stay in German.
  await row.getByRole('link', { name: `Übersicht von ${name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/de-de/manage/events/${event.eventId}/$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Check-in', exact: true })).toHaveAttribute('href', `/de-de/manage/events/${event.eventId}/check-in`)
  await expect(main.getByRole('link', { name: 'Alle meine Veranstaltungen' })).toHaveAttribute('href', '/de-de/myevents/')
  await expect(main.getByRole('link', { name: 'Veranstaltungsseite ansehen' })).toHaveAttribute('href', `/de-de${event.path}`)
  expect(await linksOutOfGerman(page)).toEqual([])

  // Editing: the German editor.
  await main.getByRole('link', { name: 'Veranstaltung bearbeiten' }).click()
  await expect(page).toHaveURL(new RegExp(`/de-de/manage/events/${event.eventId}/edit`))
  await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltung bearbeiten' })).toBeVisible()

  // The creator overview's links too, and the one to all events leads to the German list.
  await page.goto('/de-de/organizer/overview')
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Veranstalter-Übersicht' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Kontakte' })).toHaveAttribute('href', '/de-de/contacts/')
  await expect(main.getByRole('region', { name: 'Nächste Schritte' }).getByRole('link').first()).toHaveAttribute('href', /^\/de-de\//)
  expect(await linksOutOfGerman(page)).toEqual([])
  await main.getByRole('link', { name: 'Alle meine Veranstaltungen' }).click()
  await expect(page).toHaveURL(/\/de-de\/myevents\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Veranstaltungen verwalten' })).toBeVisible()
})

test('An event-type page names its format in the plural in German, French and English, and its sign-up link stays in the language', async ({ page }) => {
  await page.goto('/de-de/organizer/event-type/conferences/')
  await expect(page.getByRole('heading', { level: 1, name: 'Konferenzen' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Erstelle deine erste Veranstaltung' })).toHaveAttribute('href', '/de-de/signin/signup?referrer=/de-de/manage/events/create')
  await expect(page.getByRole('main').getByRole('link', { name: 'Kontaktiere den Vertrieb' })).toHaveAttribute('href', '/de-de/organizer/contact-sales/')
  await page.goto('/fr-fr/organizer/event-type/conferences/')
  await expect(page.getByRole('heading', { level: 1, name: 'Conférences' })).toBeVisible()
  await page.goto('/organizer/event-type/conferences/')
  await expect(page.getByRole('heading', { level: 1, name: 'Conferences' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Create your first event' })).toHaveAttribute('href', '/signin/signup?referrer=/manage/events/create')
})
