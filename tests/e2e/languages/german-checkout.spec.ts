// Issue 25: an event page read in German sells its tickets in German, from the ticket panel through the
// checkout to the order's confirmation, with German prices and dates, the organizer's words marked as
// English, and no serious accessibility violation on the way.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { createEventForSale } from '../tickets/ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

test('A German event page sells tickets in German through to the confirmation', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const sale = await createEventForSale(playwright, baseURL!, {
    name: 'Harbour Lights Concert',
    priceMinor: 2500,
  })
  await gotoHydrated(page, `/de-de${sale.path}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  // The organizer's words keep their language, marked for readers and screen readers.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en-US')
  const panel = page.getByRole('complementary', { name: 'Tickets sichern' })
  const types = panel.getByRole('list', { name: 'Ticketarten' })
  await expect(types.getByText(sale.ticketClass.name, { exact: true })).toHaveAttribute('lang', 'en-US')
  // German money: "26,87 $" (the event's currency, written the German way).
  await expect(types).toContainText(/\d+,\d{2}\s\S+ inkl\. Gebühren/)
  await expectNoSeriousAxeViolations(page)

  await panel.getByRole('button', { name: 'Tickets sichern' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('list', { name: 'Ticketarten' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await dialog.getByRole('button', { name: `Ein Ticket ${sale.ticketClass.name} hinzufügen` }).click()
  await dialog.getByRole('button', { name: 'Weiter' }).click()
  await expect(dialog.getByText('Tickets reserviert für')).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText(/^Noch \d+ Minuten, um deine Bestellung abzuschließen$/)
  await expect(dialog.getByRole('region', { name: 'Bestellübersicht' })).toBeVisible()
  await dialog.getByLabel('Vollständiger Name').fill('Erika Mustermann')
  await dialog.getByLabel('E-Mail').fill(`erika-${Date.now().toString(36)}@example.com`)
  await dialog.getByLabel('Kartennummer').fill('4242 4242 4242 4242')
  await dialog.getByLabel('Ablaufdatum (MM/JJ)').fill('12/34')
  await dialog.getByLabel('Prüfnummer (CVC)').fill('123')
  await expectNoSeriousAxeViolations(page)
  await dialog.getByRole('button', { name: /^\d+,\d{2}\s\S+ bezahlen$/ }).click()

  // The confirmation opens in German.
  await expect(page).toHaveURL(/\/de-de\/orders\/\d+\//)
  await expect(page.getByRole('heading', { level: 1, name: 'Du bist dabei!' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Deine Tickets' })).toBeVisible()
  await expect(page.getByText(/^Status: gültig$/).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})
