// Staff read a user's mail in the mailbox: send a test email, find it by recipient, open it.
import { expect, test, type Page } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { DEMO_STAFF } from '../demo-staff'
import { expectNoSeriousAxeViolations } from '../axe'
import { openSignUpLink, signInInBrowser, uniqueEmail } from '../accounts/helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

async function signInAsStaffToMailbox(page: Page) {
  await page.goto('/signin/?referrer=%2Fadmin%2Fmailbox%2F')
  await signInInBrowser(page, DEMO_STAFF.email, DEMO_STAFF.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible()
}

for (const width of [1280, 375]) {
  test(`At ${width} px staff send themselves a test email, filter the mailbox by recipient and open the email`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAsStaffToMailbox(page)

    await page.getByRole('button', { name: 'Send a test email to me' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Test email queued to your address.' })).toBeVisible()

    await page.getByLabel('Recipient email').fill(DEMO_STAFF.email)
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Emails to ${DEMO_STAFF.email}`) })).toBeVisible()
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Tessera test email' }) })
    await expect(rows.first()).toBeVisible()
    await expect(rows.first().getByRole('cell', { name: DEMO_STAFF.email })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await rows.first().getByRole('link', { name: 'Tessera test email' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Tessera test email' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'test.txt (text/plain)' })).toBeVisible()
    await expect(page.getByText(/If you can read it, mail delivery works\./).first()).toBeVisible()
    // The HTML part is shown, sanitised, under its own heading (its bold text survives sanitising).
    const htmlPart = page.getByRole('region', { name: 'HTML' })
    await expect(htmlPart.locator('strong', { hasText: 'test email' })).toBeVisible()
    // The delivery loop (local adapter) marks it sent within seconds.
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('definition').filter({ hasText: /^sent$/ })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expectNoSeriousAxeViolations(page)
  })
}

test('The mailbox is a 404 page for a signed-in user who is not staff', async ({ page, baseURL }) => {
  // Signed up over the API in the page's own context and confirmed in the page, which is then signed in.
  await page.request.get('/home/api/user/')
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value
  const email = uniqueEmail('curious')
  const signUp = await page.request.post('/home/api/auth/signup/', {
    headers: { 'X-CSRFToken': csrf, Origin: baseURL!, 'Content-Type': 'application/json' },
    data: { email, password: 'journey-pass-1', fullName: 'Curious Person' },
  })
  expect(signUp.status()).toBe(201)
  await openSignUpLink(page, email, baseURL)
  const res = await page.goto('/admin/mailbox/')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toHaveCount(0)
})
