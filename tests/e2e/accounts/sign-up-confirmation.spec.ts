// Issue 39 finding 10, decision 050: a sign-up signs nobody in until its address is confirmed. The page
// says "Check your email" with the address and what to do next; the mailed link confirms the address,
// signs in and goes where the sign-up's referrer pointed.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { mailedLink } from '../../api/helpers/mailbox'
import { uniqueEmail } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('Sign up from My tickets, check the email, open the mailed link and land on My tickets signed in', async ({ page }) => {
    const email = uniqueEmail('confirm')
    await page.goto('/signin/signup?referrer=%2Fmytickets')
    await page.getByLabel('Full name').fill('Confirming Person')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('harbour-lantern-2026')
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(`We have sent a link to ${email}. Open it to confirm your address and log in; it works for 7 days.`)
    await expect(page.getByText('sign up again with the same address for a new link')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/signin/signup?referrer=%2Fmytickets')
    await expectNoSeriousAxeViolations(page)
    // Nobody is signed in yet.
    expect(((await (await page.request.get('/home/api/user/')).json()) as { user: unknown }).user).toBeNull()

    const link = await mailedLink(new URL(page.url()).origin, email, 'sign-up-confirmation')
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByRole('button', { name: 'Confirm my email address' }).click()

    await expect(page).toHaveURL(/\/u\/[0-9a-f]{16}\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    const me = (await (await page.request.get('/home/api/user/')).json()) as { user: { email: string; emailVerified: boolean } | null }
    expect(me.user).toMatchObject({ email, emailVerified: true })

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(page.getByText('This link has expired or has already been used.').first()).toBeVisible()
  })
})
