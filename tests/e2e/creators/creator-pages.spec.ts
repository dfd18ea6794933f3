// Issue 20's organizer pages beyond one event, at 1280 and 375 px with axe: /myprofile/ edits the profile
// shown on /o/…; "Contact the organizer" on an event page emails the organizer; /contacts/ lists buyers
// and exports them; /organizer/overview shows a signed-in creator's overview (visitors keep the marketing
// page); /organizer/pricing/ states the fee in numbers; /organizer/contact-sales/ takes an inquiry.
import { expect, test } from '../fixtures'
import { newClient, signUp, uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { findEmail, staffClient } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs, buyOverApi, createPublishedEvent } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The creator edits the profile shown on the organizer page, and a visitor writes to them from the event page', async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Pia Profile' })
    const event = await createPublishedEvent(creator, `Garden Songs ${Date.now().toString(36)}`)
    const contactEmail = uniqueEmail('pia-contact')
    await browseAs(page, creator)
    await page.goto('/myprofile/')
    const form = page.getByRole('form', { name: 'Organizer profile' })
    await form.getByRole('textbox', { name: 'Organizer name' }).fill('Pia’s Garden Concerts')
    // Spec §5: a pasted control character goes, a line separator becomes a newline.
    await form.getByRole('textbox', { name: 'About you' }).fill('Small concerts\u0007 among the roses.\u2028Since 2019.')
    await expect(form.getByRole('textbox', { name: 'About you' })).toHaveValue('Small concerts among the roses.\nSince 2019.')
    await form.getByRole('textbox', { name: 'Website' }).fill('https://pia.example')
    await form.getByRole('textbox', { name: 'Contact email' }).fill(contactEmail)
    await form.getByRole('textbox', { name: 'Instagram' }).fill('https://evil.example/instagram')
    await form.getByRole('button', { name: 'Save profile' }).click()
    await expect(form.getByText('must be a link to a instagram page')).toBeVisible()
    await form.getByRole('textbox', { name: 'Instagram' }).fill('https://instagram.com/piasgarden')
    await form.getByRole('button', { name: 'Save profile' }).click()
    await expect(form.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await page.getByRole('link', { name: 'your organizer page' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pia’s Garden Concerts' })).toBeVisible()
    const contact = page.getByRole('region', { name: 'Contact Pia’s Garden Concerts' })
    await expect(contact.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://pia.example')
    await expect(contact.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/piasgarden')
    await expectNoSeriousAxeViolations(page)

    // A visitor (no account) writes from the event page.
    const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(event.path)
    const block = visitorPage.getByRole('region', { name: 'Contact Pia’s Garden Concerts' })
    await block.getByRole('button', { name: 'Contact the organizer' }).click()
    const message = block.getByRole('form', { name: 'Message to Pia’s Garden Concerts' })
    await expect(message.getByRole('textbox', { name: 'Your name' })).toBeFocused()
    await message.getByRole('textbox', { name: 'Your name' }).fill('Vic Visitor')
    await message.getByRole('textbox', { name: 'Your email' }).fill('vic.visitor@example.com')
    await message.getByRole('textbox', { name: 'Message' }).fill('Short')
    await message.getByRole('button', { name: 'Send message' }).click()
    await expect(message.getByText('Tell the organizer a little more: at least 10 characters.')).toBeVisible()
    await expectNoSeriousAxeViolations(visitorPage)
    await message.getByRole('textbox', { name: 'Message' }).fill('Is there step-free access to the garden?')
    await message.getByRole('button', { name: 'Send message' }).click()
    await expect(block.getByRole('status')).toHaveText('Sent: the organizer will answer you by email.')
    await visitor.close()
    const staff = await staffClient(playwright, baseURL!)
    const mail = await findEmail(staff, contactEmail, 'organizer-message')
    expect(mail.subject).toMatch(/^Message from Vic Visitor about Garden Songs /)
    expect(mail.text).toContain('Reply to vic.visitor@example.com to answer.')
  })

  test('Contacts lists the buyers of my events with a CSV export; the overview shows this week’s sales and next steps', async ({ page, playwright, baseURL }) => {
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Cole Contacts' })
    const name = `Quiz Night ${Date.now().toString(36)}`
    const event = await createPublishedEvent(creator, name)
    const buyer = await newClient(playwright, baseURL!)
    await buyOverApi(buyer, event, 2, { name: '=HYPERLINK("http://evil.example")', email: uniqueEmail('formula') })
    await browseAs(page, creator)

    await page.goto('/contacts/')
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible()
    await expect(page.getByRole('row', { name: /=HYPERLINK/ })).toBeVisible()
    const csv = await page.request.get('/api/v3/users/me/contacts.csv')
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect(await csv.text()).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    await expectNoSeriousAxeViolations(page)

    await page.goto('/organizer/overview')
    await expect(page.getByRole('heading', { level: 1, name: 'Your creator overview' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'This week’s sales' }).getByText('2 tickets in 1 order')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Next steps' }).getByRole('link', { name: /Complete your organizer profile/ })).toHaveAttribute('href', '/myprofile/')
    await expect(page.getByRole('region', { name: 'Upcoming events', exact: true }).getByRole('row', { name: new RegExp(name) })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    // /manage/ is the overview only while the manage overview is active; here it leads to My events.
    await page.goto('/manage/')
    await expect(page).toHaveURL(/\/myevents\/$/)
  })

  test('Visitors get the marketing overview, the pricing in numbers and a Contact Sales form that checks its fields', async ({ page }) => {
    await page.goto('/organizer/overview')
    await expect(page.getByRole('heading', { level: 1, name: 'Host events with Tessera' })).toBeVisible()

    await page.goto('/organizer/pricing/')
    await expect(page.getByText(/3\.5% of the ticket price plus \$0\.99 per\s+ticket/)).toBeVisible()
    const fees = page.getByRole('table', { name: 'Fee examples' })
    // $25 → 3.5% is $0.875, rounded to $0.88, plus $0.99: $1.87, and $26.87 all in.
    await expect(fees.getByRole('row', { name: /^\$25 \$1\.87 \$26\.87$/ })).toBeVisible()
    await expect(fees.getByRole('row', { name: /^Free \$0 \$0$/ })).toBeVisible()
    // The fixed part is set per currency: ¥99, not 0.99 of a yen; the fee on ¥3,000 is ¥105 + ¥99.
    await expect(page.getByRole('table', { name: 'The fixed part in other currencies' }).getByRole('row', { name: /^JPY ¥99 ¥3,000 \+ ¥204 = ¥3,204$/ })).toBeVisible()
    // How organizers are paid, from the payout schedule itself, with the way to set it up.
    await expect(page.getByText(/is released 5 days after your event ends/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Payouts page' })).toHaveAttribute('href', '/mypayouts/')
    await expect(page.getByText(/you receive your full ticket price/)).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)

    await page.goto('/organizer/contact-sales/')
    const form = page.getByRole('form', { name: 'Contact Sales' })
    await form.getByRole('button', { name: 'Contact Sales' }).click()
    await expect(form.getByText('Enter your name.')).toBeVisible()
    await expect(form.getByText('Choose how many tickets you sell a year.')).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await form.getByRole('textbox', { name: 'Your name' }).fill('Lee Planner')
    await form.getByRole('textbox', { name: 'Work email' }).fill(uniqueEmail('lee'))
    await form.getByRole('textbox', { name: 'Organization' }).fill('Big Fest')
    await form.getByRole('combobox', { name: 'Tickets a year' }).selectOption({ label: '10,000 to 100,000' })
    await form.getByRole('button', { name: 'Contact Sales' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText('Thank you: our sales team will write to you within two working days.')
  })
})
