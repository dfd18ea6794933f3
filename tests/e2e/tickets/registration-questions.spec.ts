// Questions at registration at 1280 and 375 px (issue 40, decision 063): the organizer of a pottery workshop
// adds a per-attendee T-shirt size question in the editor (dietary needs and a consent checkbox beside
// it); a guest buys two tickets, first leaving the second attendee's size out and seeing the message
// beside that field, then answering; the order page shows the answers, and the organizer exports the
// attendees CSV with both attendees' answers.
import { readFile } from 'node:fs/promises'
import { expect, test } from '../fixtures'
import { uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { browseAs, postJson } from '../creators/helpers'
import { atEachViewport } from '../viewports'
import { chooseTickets, createEventForSale, fillBuyer, fillCard, openCheckout } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('A workshop asks each attendee their T-shirt size: a missed answer is named at its field, and the CSV holds both attendees’ answers', async ({ page, playwright, baseURL }) => {
    test.setTimeout(180_000)
    const sale = await createEventForSale(playwright, baseURL!, { name: `Pottery Workshop ${Date.now().toString(36)}`, priceMinor: 4500 })
    const className = sale.ticketClass.name

    // The organizer adds the size question in the editor.
    await browseAs(page, sale.organizer)
    await page.goto(`/manage/events/${sale.id}/edit?step=tickets`)
    const questions = page.getByRole('region', { name: 'Questions at registration' })
    await expect(questions.getByText('No questions yet.')).toBeVisible()
    await questions.getByRole('button', { name: 'Add question' }).click()
    const form = questions.getByRole('form', { name: 'New question' })
    await form.getByLabel('Question', { exact: true }).fill('T-shirt size')
    await form.getByLabel('Answer type').selectOption({ label: 'Single choice' })
    // Only one option: the server names the options box.
    await form.getByLabel('Options').fill('S')
    await form.getByRole('radio', { name: 'For each attendee' }).check()
    await form.getByRole('checkbox', { name: 'Buyers must answer' }).check()
    await form.getByRole('button', { name: 'Save question' }).click()
    await expect(form.getByLabel('Options')).toHaveAccessibleDescription(/Give at least two options\./)
    await form.getByLabel('Options').fill('S\nM\nL')
    await form.getByRole('button', { name: 'Save question' }).click()
    await expect(questions.getByText('Question added.')).toBeVisible()
    await expect(questions.getByRole('listitem')).toHaveText([/T-shirt size \(required\)\s*Single choice · For each attendee · All ticket types/])
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('editor-questions.png'), fullPage: true })
    // Dietary needs and consent, the same way over the API.
    await postJson(sale.organizer, `/api/v3/events/${sale.id}/questions/`, { label: 'Dietary needs', kind: 'text', per: 'attendee' })
    await postJson(sale.organizer, `/api/v3/events/${sale.id}/questions/`, { label: 'I agree to the studio rules', kind: 'checkbox', per: 'order', required: true })

    // A guest buys two tickets.
    await page.context().clearCookies()
    await page.goto(sale.path)
    const dialog = await openCheckout(page, 'Get tickets')
    await chooseTickets(dialog, className, 2)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    const first = dialog.getByRole('group', { name: `Attendee 1 — ${className}` })
    const second = dialog.getByRole('group', { name: `Attendee 2 — ${className}` })
    await expect(first).toBeVisible()
    const email = uniqueEmail('potter')
    await fillBuyer(dialog, 'Ines Potter', email)
    await first.getByRole('radio', { name: 'M' }).check()
    await first.getByLabel('Dietary needs').fill('Vegetarian')
    await dialog.getByRole('group', { name: 'About your order' }).getByRole('checkbox', { name: 'I agree to the studio rules (required)' }).check()
    await fillCard(dialog, '4242 4242 4242 4242')
    await expectNoSeriousAxeViolations(page)
    await dialog.getByRole('button', { name: /^Pay / }).click()

    // The second attendee's size was left out: the alert says so and the field carries the message.
    await expect(dialog.getByRole('alert').filter({ hasText: 'Some answers need attention.' })).toBeFocused()
    const sizes = second.getByRole('group', { name: 'T-shirt size (required)' })
    await expect(sizes.getByRole('radio', { name: 'L' })).toHaveAccessibleDescription('This question needs an answer.')
    await expect(first.getByRole('radio', { name: 'M' })).not.toHaveAccessibleDescription('This question needs an answer.')
    await expectNoSeriousAxeViolations(page)
    // The dialog scrolls: the screenshot is of the second attendee's questions with the message.
    await second.screenshot({ path: test.info().outputPath('checkout-missing-answer.png') })
    // Keyboard: the size is chosen with the arrow keys.
    await sizes.getByRole('radio', { name: 'S' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(sizes.getByRole('radio', { name: 'L' })).toBeChecked()
    await dialog.getByRole('button', { name: /^Pay / }).click()

    await expect(page).toHaveURL(/\/orders\/\d+\/\?token=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
    const answers = page.getByRole('region', { name: 'Your answers' })
    await expect(answers.getByRole('heading', { name: `Attendee 2 — ${className}` })).toBeVisible()
    await expect(answers).toContainText('I agree to the studio rules')
    await expect(answers).toContainText('You can change your answers until the event starts.')
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('order-answers.png'), fullPage: true })

    // Before the event the buyer edits an answer: the second attendee's dietary needs, by keyboard.
    await answers.getByRole('button', { name: 'Edit answers' }).click()
    const secondAgain = answers.getByRole('group', { name: `Attendee 2 — ${className}` })
    await expect(secondAgain.getByRole('radio', { name: 'L' })).toBeChecked()
    await secondAgain.getByLabel('Dietary needs').fill('Vegan')
    await expectNoSeriousAxeViolations(page)
    await secondAgain.getByLabel('Dietary needs').press('Enter')
    await expect(answers.getByRole('status')).toHaveText('Your answers were saved.')
    await expect(answers.getByRole('button', { name: 'Edit answers' })).toBeFocused()
    await expect(answers).toContainText('Vegan')
    await expect(answers).not.toContainText('Not answered')

    // The organizer exports the attendees: both attendees' answers, one column per question.
    await browseAs(page, sale.organizer)
    await page.goto(`/manage/events/${sale.id}/`)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export attendees (CSV)' }).click()
    const csv = (await readFile(await (await download).path(), 'utf8')).trim().split('\r\n')
    expect(csv[0]).toBe('"Order","Ticket code","Attendee","Buyer","Email","Ticket type","Status","Checked in at","T-shirt size","Dietary needs","I agree to the studio rules"')
    expect(csv.slice(1).map((line) => line.split(',').slice(-3).join(','))).toEqual(['"M","Vegetarian","Yes"', '"L","Vegan","Yes"'])
    await expectNoSeriousAxeViolations(page)
    await sale.organizer.api.dispose()
  })
})
