import { expect, test } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { openSignUpLink, openUserMenu, signInInBrowser, signUpInBrowser, uniqueEmail } from './helpers'
import { expectNoSeriousAxeViolations } from '../axe'
import { mailedLink } from '../../api/helpers/mailbox'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

// A 1×1 PNG: the photo upload re-encodes whatever pixels it gets.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test('Change name, email, password and photo, download my data, then delete the account', async ({
  page,
}) => {
  const me = await signUpInBrowser(page, { fullName: 'Settings Person' })
  const menu = await openUserMenu(page, me.fullName)
  await menu.getByRole('menuitem', { name: 'Account settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await page.getByLabel('Full name').fill('Renamed Person')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByText('Your name is saved.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Renamed Person' })).toBeVisible()

  const newEmail = uniqueEmail('moved')
  await page.getByLabel('New email address').fill(newEmail)
  await page.getByLabel('Current password (to confirm)').fill('wrong-password-1')
  await page.getByRole('button', { name: 'Change email' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your current password is not right.')
  await page.getByLabel('Current password (to confirm)').fill(me.password)
  await page.getByRole('button', { name: 'Change email' }).click()
  // The change waits for the new address's owner to open its link (decision 050).
  await expect(page.getByText(`Open the link we sent to ${newEmail} to finish the change.`, { exact: false })).toBeVisible()
  const settingsPath = new URL(page.url()).pathname
  const link = await mailedLink(new URL(page.url()).origin, newEmail, 'email-change-confirmation')
  await page.goto(`${link.pathname}${link.search}`)
  await page.getByRole('button', { name: 'Confirm my email address' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you: your email address is confirmed.')
  await page.goto(settingsPath)

  await page.getByLabel('Current password', { exact: true }).fill(me.password)
  await page.getByLabel('New password').fill('brand-new-pass-2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password is changed.')).toBeVisible()

  await page
    .getByLabel(/Choose a photo/)
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText('Your photo is updated.')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your photo' })).toHaveAttribute(
    'src',
    /^\/images\/users\/[0-9a-f]{16}-[0-9a-f]{8}\.webp$/,
  )

  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download my data' }).click()
  const download = await downloadPromise
  const data = JSON.parse(await (await import('node:fs/promises')).readFile(await download.path(), 'utf8'))
  expect(data.account).toMatchObject({ fullName: 'Renamed Person', email: newEmail })
  expect(JSON.stringify(data)).not.toContain('brand-new-pass-2')

  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeDisabled()
  await page.getByLabel('Your password').fill('brand-new-pass-2')
  await page.getByLabel('Type DELETE to confirm').fill('DELETE')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible()

  // The account is gone: neither the old nor the new email signs in.
  await page.goto('/signin/')
  await signInInBrowser(page, newEmail, 'brand-new-pass-2')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'That email and password do not match an account.',
  )
})

test('At 375 px the sign-up, check-your-email and account settings pages fit the phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const fitsWidth = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  const email = uniqueEmail('narrow-settings')
  await page.goto('/signin/signup?referrer=%2Faccount-settings%2F')
  await page.getByLabel('Full name').fill('Narrow Settings')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('journey-pass-1')
  await fitsWidth()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await fitsWidth()
  await expectNoSeriousAxeViolations(page)
  await openSignUpLink(page, email)
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await expect(page.getByLabel('Choose a photo (JPEG, PNG or WebP, up to 5 MB)')).toBeVisible()
  await fitsWidth()
  await expectNoSeriousAxeViolations(page)
})
