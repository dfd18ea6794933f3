import { expect, test } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { logOut, openSignUpLink, signInInBrowser, signUpInBrowser } from './helpers'
import { expectNoSeriousAxeViolations } from '../axe'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

test('Sign up, like three events, see the count and the saved page, log out, log back in and land where you were', async ({
  page,
}) => {
  // Eleven page loads, four accessibility scans and two password hashes: on CI's two cores, shared with
  // the other workers' servers and browsers, it has taken more than the default minute.
  test.slow()
  await page.goto('/signin/signup')
  await expectNoSeriousAxeViolations(page)
  const me = await signUpInBrowser(page, { fullName: 'Liker McLikeface' })
  const likes = page.getByRole('link', { name: /^Likes/ })
  await expect(likes).toHaveText(/Likes$/)

  await page.goto('/')
  const cards = page.getByRole('region', { name: 'Online events', exact: true }).getByRole('article')
  const names: string[] = []
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i)
    const name = (await card.getByRole('link', { name: /^View / }).textContent())!.trim()
    names.push(name)
    const like = card.getByRole('button', { name: `Like ${name}` })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(likes).toHaveText(new RegExp(`Likes\\s*${i + 1}$`))
  }
  await expectNoSeriousAxeViolations(page)

  await likes.click()
  await expect(page).toHaveURL(/\/u\/[0-9a-f]{16}\/favorites\/events$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible()
  const saved = page.getByRole('list', { name: 'Liked events' }).getByRole('article')
  await expect(saved).toHaveCount(3)
  for (const name of names) await expect(page.getByRole('link', { name: `View ${name}` })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // The user menu's "Liked" goes to the same list.
  await page.getByRole('button', { name: me.fullName }).click()
  await page.getByRole('menuitem', { name: 'Liked' }).click()
  await expect(page).toHaveURL(/\/u\/[0-9a-f]{16}\/saved$/)
  await expect(page.getByRole('list', { name: 'Liked events' }).getByRole('article')).toHaveCount(3)

  // Unliking from the list takes the count down at once.
  await page.getByRole('button', { name: `Like ${names[0]}` }).click()
  await expect(likes).toHaveText(/Likes\s*2$/)

  await logOut(page, me.fullName)

  // Log in from the second page of a results page and come back to exactly that page.
  await page.goto('/d/ny--new-york/all-events/?page=2')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Log In', exact: true }).click()
  await expect(page).toHaveURL(/\/signin\/\?referrer=%2Fd%2Fny--new-york%2Fall-events%2F%3Fpage%3D2$/)
  await expectNoSeriousAxeViolations(page)
  await signInInBrowser(page, me.email, 'not-my-password-1')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'That email and password do not match an account.',
  )
  await signInInBrowser(page, me.email, me.password)
  await expect(page).toHaveURL(/\/d\/ny--new-york\/all-events\/\?page=2$/)
  await expect(page.getByRole('link', { name: /^Likes/ })).toHaveText(/Likes\s*2$/)
})

test('Liking while logged out goes to sign-in and comes back', async ({ page }) => {
  await page.goto('/')
  const card = page.getByRole('region', { name: 'Online events', exact: true }).getByRole('article').first()
  const name = (await card.getByRole('link', { name: /^View / }).textContent())!.trim()
  await card.getByRole('button', { name: `Like ${name}` }).click()
  await expect(page).toHaveURL(/\/signin\/\?referrer=%2F$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
})

test('Find my tickets: /mytickets sends visitors to sign-in and signed-in users to their tickets page', async ({
  page,
}) => {
  await page.goto('/mytickets')
  await expect(page).toHaveURL(/\/signin\/\?referrer=%2Fmytickets$/)
  await page.getByRole('link', { name: 'Sign up', exact: true }).click()
  await expect(page).toHaveURL(/\/signin\/signup\?referrer=%2Fmytickets$/)
  const email = `tickets-${Date.now()}@example.com`
  await page.getByLabel('Full name').fill('Ticket Holder')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('ticket-pass-1')
  await page.getByRole('button', { name: 'Create account' }).click()
  // The mailed link signs the new account in and goes on to the sign-up's referrer (decision 050).
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await openSignUpLink(page, email)
  await expect(page).toHaveURL(/\/u\/[0-9a-f]{16}\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible()
  await expect(page.getByText('No upcoming tickets.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tickets' }).first()).toHaveAttribute(
    'href',
    new URL(page.url()).pathname,
  )
  await expectNoSeriousAxeViolations(page)
})

test('Sign-up explains what is wrong, field by field', async ({ page }) => {
  await page.goto('/signin/signup')
  await page.getByLabel('Full name').fill('Weak Password')
  await page.getByLabel('Email address').fill(`weak-${Date.now()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Use at least 8 characters.')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousAxeViolations(page)
})
