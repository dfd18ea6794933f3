// Issue 38 §12 "Other languages", decision 055: on a German page a search is read in German first.
// "konzert" had been corrected to the English "concert" and matched a comedy night called "… Concert";
// now it means the music category. The journey makes its own two New York events: a comedy night whose
// name says "Concert" and a jazz night whose name does not, both named with a word of the journey's own.
import { expect, test, type Page } from '../fixtures'
import { newClient, signUp } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { pierHallDraft, postJson } from '../creators/helpers'
import { gotoHydrated } from '../hydration'
import { atEachViewport } from '../viewports'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

/** A word no other event has: letters only, so the search reads it as one word. */
function journeyWord(): string {
  const letters = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, (d) => 'qwxyzjkvbp'[Number(d)]!)
  return `lachkrampf${letters}`
}

const cards = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name })

atEachViewport(() => {
  test('On /de-de/ "konzert" finds concerts, not a comedy night called a concert, and the search box offers German words', async ({ page, playwright, baseURL }, testInfo) => {
    const word = journeyWord()
    const title = word.charAt(0).toUpperCase() + word.slice(1)
    const comedy = `${title} Comedy Concert`
    const jazz = `${title} Jazz Night`
    const organizer = await newClient(playwright, baseURL!)
    await signUp(organizer, { fullName: 'Lachkrampf Bookings' })
    for (const [name, kind] of [
      [comedy, { category_id: 105, subcategory_id: 5010 }],
      [jazz, { category_id: 103, subcategory_id: 3027 }],
    ] as const) {
      const { event } = await postJson<{ event: { id: string } }>(organizer, '/api/v3/events/', pierHallDraft(name, kind))
      await postJson(organizer, `/api/v3/events/${event.id}/ticket_classes/`, {
        name: 'RSVP',
        free: true,
        cost: { currency: 'USD', value: 0 },
        quantity_total: 50,
        minimum_quantity: 1,
        maximum_quantity: 10,
      })
      await postJson(organizer, `/api/v3/events/${event.id}/publish/`, {})
    }

    // Read in English, "concert" is a word of the comedy night's name: the English page lists it.
    await gotoHydrated(page, `/d/ny--new-york/events/concert-${word}/`)
    await expect(cards(page, comedy)).toHaveCount(1)

    // The German search box offers the German word for concerts, which is the music category.
    await gotoHydrated(page, '/de-de/')
    const box = page.getByRole('searchbox', { name: 'Events suchen' })
    await box.click()
    await box.pressSequentially('konz', { delay: 50 })
    const suggestions = page.getByRole('region', { name: 'Suchvorschläge' }).getByRole('list', { name: 'Vorschläge' })
    await expect(suggestions.getByRole('button', { name: 'konzerte' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await suggestions.getByRole('button', { name: 'konzerte' }).click()
    await expect(page).toHaveURL(/\/de-de\/d\/ny--new-york\/music--events\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Musik')

    // "konzert" with the journey's word: the jazz night, and not the comedy night called a concert.
    await gotoHydrated(page, '/de-de/')
    await box.fill(`konzert ${word}`)
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/de-de/d/ny--new-york/music--events/${word}/$`))
    await expect(cards(page, jazz)).toHaveCount(1)
    await expect(cards(page, comedy)).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('german-konzert-results.png') })
  })
})
