// Issue 41 in the browser, at 1280 and 375 px with axe (decision 065): in the organizer settings the
// organizer creates an API key with a name and scopes, sees its secret once with a copy button and a
// warning, finds it listed by prefix (its last use shown once it is used), and revokes it after confirming;
// the key is refused from then on.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { createEventForSale } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The organizer creates an API key, sees its secret once, finds it listed and revokes it', async ({ page, playwright, baseURL }) => {
    test.setTimeout(180_000)
    const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0, name: `Key Settings Night ${Date.now().toString(36)}` })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! })
    await browseAs(page, sale.organizer)

    await gotoHydrated(page, '/myprofile/')
    const keys = page.getByRole('region', { name: 'API keys' })
    // The section, and (once there are keys) the scrolling table inside it, are both regions of that name.
    const list = keys.getByRole('region', { name: 'Your keys' }).first()
    await expect(list).toContainText('No keys yet.')
    const form = keys.getByRole('form', { name: 'Create a key' })
    await form.getByRole('textbox', { name: /^Key name/ }).fill('Door sync')
    await form.getByRole('checkbox', { name: /^orders:read/ }).check()
    await form.getByRole('checkbox', { name: /^check_ins:write/ }).check()
    await form.getByRole('button', { name: 'Create key' }).click()
    await expect(form.getByRole('status')).toHaveText('The key Door sync was created.')

    // The secret, this once, with the warning and a copy button.
    const shown = keys.getByRole('group', { name: 'Your new key: Door sync' })
    await expect(shown).toContainText('It will not be shown again')
    const secret = await shown.getByRole('textbox', { name: 'Secret key' }).inputValue()
    expect(secret).toMatch(/^tsk_live_[0-9a-z]{12}_/)
    await shown.getByRole('button', { name: 'Copy key' }).click()
    await expect(shown.getByRole('status')).toHaveText('Copied.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    const row = list.getByRole('row', { name: /Door sync/ })
    await expect(row).toContainText(`${secret.slice(0, 'tsk_live_'.length + 12)}…`)
    await expect(row).toContainText('events:read, orders:read, check_ins:write')
    await expect(row).toContainText('Never')
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('api-keys-created.png'), fullPage: true })
    await shown.getByRole('button', { name: 'I have copied it' }).click()
    await expect(shown).toHaveCount(0)

    // Used once by an integration: its last use is shown, and the secret is nowhere on the page again.
    const integration = await playwright.request.newContext({ baseURL })
    expect((await integration.get(`/api/v3/events/${sale.id}/orders/`, { headers: { Authorization: `Bearer ${secret}` } })).status()).toBe(200)
    await gotoHydrated(page, '/myprofile/')
    await expect(row).not.toContainText('Never')
    expect(await page.content()).not.toContain(secret)

    // Revoking asks first; the key is refused from then on.
    await row.getByRole('button', { name: 'Revoke the key Door sync' }).click()
    const dialog = page.getByRole('dialog', { name: 'Revoke the key Door sync?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Keep' })).toBeFocused()
    await expectNoSeriousAxeViolations(page)
    await dialog.getByRole('button', { name: 'Revoke key' }).click()
    await expect(list.getByRole('status')).toHaveText('The key Door sync was revoked.')
    await expect(list).toContainText('No keys yet.')
    await page.screenshot({ path: test.info().outputPath('api-keys-revoked.png'), fullPage: true })
    expect((await integration.get(`/api/v3/events/${sale.id}/orders/`, { headers: { Authorization: `Bearer ${secret}` } })).status()).toBe(401)
    await integration.dispose()
  })
})
