import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { DEMO_STAFF } from '../demo-staff'
import { signUpInBrowser, uniqueEmail } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

// Issue 21 "Account recovery": the mail is read the way staff read it, through the mailbox API.
async function staffMailbox(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL })
  await api.get('/home/api/user/')
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value
  const res = await api.post('/home/api/auth/signin/', {
    headers: { Origin: baseURL, 'X-CSRFToken': csrf, 'Content-Type': 'application/json' },
    data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  })
  expect(res.status()).toBe(200)
  return api
}

async function linkFromMail(mailbox: APIRequestContext, to: string, kind: string): Promise<URL> {
  let text = ''
  await expect(async () => {
    const res = await mailbox.get(`/api/v3/admin/mailbox/?to=${encodeURIComponent(to)}&kind=${kind}`)
    text = ((await res.json()) as { emails: { text: string }[] }).emails[0]?.text ?? ''
    expect(text).toContain('token=')
  }).toPass({ timeout: 15_000 })
  return new URL(/https?:\/\/\S+token=[\w-]+/.exec(text)![0])
}

for (const width of [1280, 375]) {
  test(`At ${width} px: forgot password, open the mailed link, choose a new password and be signed in`, async ({ page, playwright, baseURL }) => {
    // Two mailed links (the sign-up's, then the reset's), each a page load and a password hash.
    test.slow()
    const email = uniqueEmail('recover')
    await signUpInBrowser(page, { fullName: 'Recovering Person', email, password: 'first-lighthouse-77' })
    await page.context().clearCookies()
    await page.setViewportSize({ width, height: 900 })

    await page.goto('/signin/')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Email me a link' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText('If an account uses this email address')

    const mailbox = await staffMailbox(playwright, baseURL!)
    const link = await linkFromMail(mailbox, email, 'password-reset')
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    const password = page.getByLabel('New password')
    await password.fill('password1')
    await expect(page.getByText(/Password strength: Very weak/)).toBeVisible()
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText(/commonly used password/).first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await password.fill('second-lighthouse-88 harbour')
    await expect(page.getByText(/Password strength: (Good|Strong)/)).toBeVisible()
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL(/\/$/)
    const user = (await (await page.request.get('/home/api/user/')).json()) as { user: { email: string; emailVerified: boolean } | null }
    expect(user.user).toMatchObject({ email, emailVerified: true })

    // The link was used up.
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByLabel('New password').fill('third-lighthouse-99 harbour')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText('This link has expired or has already been used. Ask for a new one.').first()).toBeVisible()
    await mailbox.dispose()
  })

  test(`At ${width} px: a new email address takes effect when the link mailed to it is confirmed`, async ({ page, playwright, baseURL }) => {
    test.slow()
    const email = uniqueEmail('verify')
    const me = await signUpInBrowser(page, { fullName: 'Verifying Person', email, password: 'copper-kettle-2026' })
    await page.setViewportSize({ width, height: 900 })
    const before = (await (await page.request.get('/home/api/user/')).json()) as { user: { publicId: string; email: string; emailVerified: boolean } }
    expect(before.user).toMatchObject({ email, emailVerified: true })
    const newEmail = uniqueEmail('moved')
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value
    const changed = await page.request.patch(`/api/v3/users/${before.user.publicId}/`, {
      headers: { 'X-CSRFToken': csrf, Origin: baseURL!, 'Content-Type': 'application/json' },
      data: { kind: 'email', email: newEmail, currentPassword: me.password },
    })
    expect(changed.status()).toBe(204)
    // Nothing changes until the new address's owner opens the link (decision 050).
    expect(((await (await page.request.get('/home/api/user/')).json()) as { user: { email: string } }).user.email).toBe(email)
    const mailbox = await staffMailbox(playwright, baseURL!)
    const link = await linkFromMail(mailbox, newEmail, 'email-change-confirmation')
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you: your email address is confirmed.')
    await expectNoSeriousAxeViolations(page)
    const after = (await (await page.request.get('/home/api/user/')).json()) as { user: { email: string; emailVerified: boolean } }
    expect(after.user).toMatchObject({ email: newEmail, emailVerified: true })
    await mailbox.dispose()
  })
}
