// Issue 25 for the editor (decision 035): a creator starts from scratch on the German editor, is told in
// German what is missing, saves the basics, picks a Berlin venue and reads the event's times in the
// venue's zone named in German; a reload keeps the German address and words; axe on each step.
import { randomBytes } from 'node:crypto'
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { signUpWithForm } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

test('A creator builds the first steps of an event in German, with German labels, errors and time zone', async ({ page }) => {
  test.setTimeout(120_000)
  const title = `Laternenchor ${randomBytes(3).toString('hex')}`
  await signUpWithForm(page, 'Greta Gastgeberin')
  await gotoHydrated(page, '/de-de/manage/events/create')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltung erstellen' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Schritte der Veranstaltung' })).toContainText('Grunddaten')
  await expect(page.getByText('Schritt 1 von 7')).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // Saving nothing names what is missing, in German.
  await page.getByRole('button', { name: 'Speichern und weiter' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Bitte fülle die markierten Felder aus.')
  await expect(page.getByText('Gib einen Titel ein.')).toBeVisible()
  await expect(page.getByText('Wähle eine Kategorie.')).toBeVisible()

  await page.getByRole('textbox', { name: 'Titel der Veranstaltung' }).fill(title)
  await page.getByRole('textbox', { name: 'Kurzbeschreibung' }).fill('Seemannslieder bei Laternenlicht am Ufer.')
  await page.getByRole('combobox', { name: 'Kategorie', exact: true }).selectOption({ label: 'Musik' })
  await page.getByRole('combobox', { name: 'Veranstaltungsart', exact: true }).selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Speichern und weiter' }).click()

  // Where: the draft is saved and its address stays in German.
  await expect(page.getByRole('heading', { name: 'Ort', level: 2 })).toBeFocused()
  await expect(page).toHaveURL(/\/de-de\/manage\/events\/\d+\/edit\?step=where$/)
  await expect(page.getByText(/Entwurf gespeichert/)).toBeVisible()
  await page.getByRole('textbox', { name: 'Name des Veranstaltungsorts' }).fill('Uferhalle')
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Spreeufer 5')
  await page.getByRole('textbox', { name: 'Ort oder Stadt' }).fill('Berlin')
  await page.getByRole('list', { name: 'Orte' }).getByRole('button', { name: /^Berlin/ }).first().click()
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('button', { name: 'Speichern und weiter' }).click()

  // When: the times are the venue's, its zone named in German.
  await expect(page.getByRole('heading', { name: 'Zeit', level: 2 })).toBeFocused()
  await expect(page.getByText(/Mitteleuropäische (Normal|Sommer)zeit \(Europe\/Berlin\), der Zeitzone des Veranstaltungsorts/)).toBeVisible()
  await page.getByRole('radio', { name: 'Jede Woche' }).check()
  await expect(page.getByRole('group', { name: 'An diesen Tagen' })).toContainText('Freitag')
  await expectNoSeriousAxeViolations(page)

  // A reload keeps the language: the address kept its /de-de/ subdirectory.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page.getByRole('heading', { level: 1, name: 'Entwurf bearbeiten' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Zeit', level: 2 })).toBeVisible()
})
