// Issue 41's webhooks in the browser, at 1280 and 375 px with axe (decision 066): an organizer adds an
// endpoint on the Webhooks page and copies its secret, shown once; sends it a test event, which a receiver
// on loopback verifies with that secret (the official `standardwebhooks` package); reads the delivery log
// (status, response code, the body sent) and replays the delivery, which arrives again as the same message.
import { Webhook } from 'standardwebhooks'
import { expect, test } from '../fixtures'
import { startReceiver } from '../../api/helpers/webhook-receiver'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { createEventForSale } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The organizer adds a webhook endpoint, sends it a signed test event, reads the delivery log and replays the delivery', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const width = page.viewportSize()?.width
    const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0, name: `Hook Night ${Date.now().toString(36)}` })
    const receiver = await startReceiver()
    try {
      const url = receiver.url(`/hooks/${width}`)
      await browseAs(page, sale.organizer)
      await gotoHydrated(page, '/mywebhooks/')

      const form = page.getByRole('form', { name: 'Add an endpoint' })
      await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(url)
      await expect(form.getByRole('checkbox', { name: 'order.placed' })).toBeChecked()
      await form.getByRole('checkbox', { name: 'event.updated' }).check()
      await form.getByRole('button', { name: 'Add endpoint' }).click()
      await expect(form.getByRole('status')).toHaveText('Endpoint added. Copy its secret now: it is shown in full only once.')

      // The new endpoint, with its secret in full this once.
      const card = page.getByRole('article', { name: url })
      await expect(card).toContainText('Enabled · order.placed, event.updated')
      await expect(card.getByText('Shown in full only now: keep it where your receiver can read it.')).toBeVisible()
      const secret = (await card.locator('code').first().textContent())!.trim()
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/)
      await expectNoSeriousAxeViolations(page)

      // A test event reaches the receiver signed with that secret.
      await card.getByRole('button', { name: 'Send test event' }).click()
      await expect(card.getByRole('status').filter({ hasText: 'Test event sent.' })).toBeVisible()
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1)
      const [first] = receiver.received
      const message = new Webhook(secret).verify(first!.body, first!.headers) as { type: string }
      expect(message.type).toBe('webhook.test')

      // The log says it was taken, with the receiver's answer and the body sent.
      await card.getByRole('button', { name: 'Show delivery log' }).click()
      const log = card.getByRole('region', { name: `Delivery log of ${url}` })
      const row = log.getByRole('row', { name: /webhook\.test/ })
      await expect(async () => {
        await log.getByRole('button', { name: 'Refresh log' }).click()
        await expect(row).toContainText('Succeeded', { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await expect(row.getByRole('cell').nth(1)).toHaveText('200')
      await row.getByText('Show body').click()
      await expect(row.locator('pre')).toContainText('"type":"webhook.test"')
      await expectNoSeriousAxeViolations(page)
      await page.screenshot({ path: `/tmp/h3-shots/webhooks-${width}.png`, fullPage: true })

      // A replay sends the same message again.
      await row.getByRole('button', { name: /^Replay webhook\.test delivery/ }).click()
      await expect(card.getByRole('status').filter({ hasText: 'Delivery sent again.' })).toBeVisible()
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2)
      expect(receiver.received[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id'])
      expect(receiver.received[1]!.body).toBe(first!.body)
    } finally {
      await receiver.close()
      await sale.organizer.api.dispose()
    }
  })
})
