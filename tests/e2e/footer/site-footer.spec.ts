import { expect, test } from '@playwright/test'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

// The server under test runs with the default SITE_TLD (.com); other domains are covered by
// src/components/footer/site-footer.test.tsx and footer-links.test.ts.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 900, smallestOnly: false },
  { name: 'mobile', width: 375, height: 800, smallestOnly: true },
]) {
  test(`The .com footer on ${viewport.name}: links, no DSA Statement, year, Locale and consent views`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const nav = footer.getByRole('navigation', { name: 'Footer' })
    for (const name of ['About', 'Blog', 'Help', 'Security', 'Developers', 'Terms', 'Privacy', 'Accessibility', 'Cookies']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    for (const name of ['How It Works', 'Pricing', 'Contact Support']) {
      if (viewport.smallestOnly) await expect(nav.getByRole('link', { name })).toBeVisible()
      else await expect(nav.getByRole('link', { name })).toBeHidden()
    }
    await expect(nav.getByRole('link', { name: 'DSA Statement' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Impressum' })).toHaveCount(0)
    await expect(footer.getByText(`© ${new Date().getFullYear()} Tessera`)).toBeVisible()
    await expect(footer.getByRole('combobox', { name: 'Locale' })).toHaveValue('en_US')
    await expect(footer.getByRole('heading', { name: 'Site Navigation' })).toBeAttached()
    await expect(page.getByRole('heading', { name: 'Connect With Us' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/organizer/contact-sales/')

    await footer.getByRole('button', { name: 'Manage Cookie Preferences' }).click()
    const cookies = page.getByRole('dialog', { name: 'Cookie preferences' })
    await expect(cookies.getByRole('checkbox', { name: /Analytics/ })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(cookies).toBeHidden()
    await footer.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' }).click()
    await expect(page.getByRole('dialog', { name: 'Do Not Sell or Share My Personal Information' })).toBeVisible()
  })
}

test('Every footer destination is a real page', async ({ page, request }) => {
  await page.goto('/')
  const hrefs = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
  const extra = ['/help/en-us/contact-us/', '/organizer/pricing/', '/organizer/contact-sales/', '/organizer/overview', '/manage/events/create', '/manage/events/auto-create']
  for (const href of [...new Set([...hrefs, ...extra])]) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
  }
  await page.goto('/l/legalterms/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
  await expectNoSeriousAxeViolations(page)
})
