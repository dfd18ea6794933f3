// Shared steps for the accounts journeys: sign up / sign in through the real forms and opening the user
// menu with the keyboard.
import { randomBytes } from 'node:crypto'
import { expect, type Browser, type Page } from '../fixtures'
import { mailedLink, mailedSignUpToken } from '../../api/helpers/mailbox'

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`
}

/**
 * Signs up through the form, then opens the mailed link and confirms, as a person does (decision 050):
 * the page ends signed in wherever the sign-up's referrer pointed (`/` by default).
 */
export async function signUpInBrowser(
  page: Page,
  { fullName = 'Journey Person', email = uniqueEmail('journey'), password = 'journey-pass-1', path = '/signin/signup' } = {},
) {
  await page.goto(path)
  await page.getByLabel('Full name').fill(fullName)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await openSignUpLink(page, email)
  await expect(page.getByRole('link', { name: /^Likes/ })).toBeVisible()
  return { fullName, email, password }
}

/**
 * Opens the sign-up link mailed to `email` in `page` and confirms: the page goes on, signed in. `origin`:
 * the server's, when the page has not been anywhere yet.
 */
export async function openSignUpLink(page: Page, email: string, origin = new URL(page.url()).origin) {
  const link = await mailedLink(origin, email, 'sign-up-confirmation')
  await page.goto(`${link.pathname}${link.search}`)
  const leaving = page.waitForURL((url) => !url.pathname.startsWith('/account/verify-email'))
  await page.getByRole('button', { name: 'Confirm my email address' }).click()
  await leaving
  return link
}

export async function signInInBrowser(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/**
 * Opens the account menu with the keyboard. The signed-in header is in the server's first paint (issue 38
 * point 10), so the button can be on screen before React has hydrated it; a key pressed then reaches no
 * handler, and a person would press again, which is what this does.
 */
export async function openUserMenu(page: Page, fullName: string) {
  const button = page.getByRole('button', { name: fullName })
  const menu = page.getByRole('menu')
  await expect(async () => {
    if (!(await menu.isVisible())) {
      await button.focus()
      await page.keyboard.press('Enter')
    }
    await expect(menu).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  return menu
}

export async function logOut(page: Page, fullName: string) {
  const menu = await openUserMenu(page, fullName)
  await menu.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible()
}

/** An account made over the API in a context of its own, so the test's page stays signed out. */
export async function createAccountOverApi(browser: Browser, { fullName, email, password }: { fullName: string; email: string; password: string }) {
  const scripted = await browser.newContext()
  const response = await scripted.request.get('/signin/signup')
  expect(response.ok()).toBe(true)
  const origin = new URL(response.url()).origin
  const token = (await scripted.cookies()).find((c) => c.name === 'csrftoken')!.value
  const headers = { 'X-CSRFToken': token, Origin: origin }
  const created = await scripted.request.post('/home/api/auth/signup/', { data: { fullName, email, password }, headers })
  expect(created.status()).toBe(201)
  // The account exists once its mailed link is opened (decision 050).
  const confirmed = await scripted.request.post('/home/api/auth/verify-email/', { data: { token: await mailedSignUpToken(origin, email) }, headers })
  expect(confirmed.status()).toBe(200)
  await scripted.close()
}
