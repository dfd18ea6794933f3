// Issue 19 acceptance: promo codes valid, unknown, expired and used up, each with its clear message, in the
// browser at 1280 px with axe on each step (BOGO: bogo.spec.ts). The events and
// their codes are made through the creator API (POST /api/v3/events/{id}/discounts/), so the journey
// knows its codes without reading the database.
import { expect, test, type Locator, type Page } from '../fixtures'
import { jsonHeaders, newClient } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { chooseTickets, continueToHold, createEventForSale, openCheckout } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

async function tryCode(page: Page, dialog: Locator, code: string, refusal: string): Promise<void> {
  await dialog.getByLabel('Promo code').fill(code)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: refusal })).toBeVisible()
  await expect(dialog.getByLabel('Promo code')).toHaveAttribute('aria-invalid', 'true')
  // Nothing was held: the class list is still there to choose from.
  await expect(dialog.getByRole('list', { name: 'Ticket types' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
}

test('Promo codes: an unknown, an expired and a used-up code are each refused with their reason; a valid one is taken off', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const hour = 3_600_000
  const now = Date.now()
  const sale = await createEventForSale(playwright, baseURL!, {
    name: `Promo Code Night ${Date.now().toString(36)}`,
    priceMinor: 2500,
    discounts: [
      { type: 'coded', code: 'SPRING20', percent_off: 20 },
      {
        type: 'coded',
        code: 'GONE10',
        percent_off: 10,
        start_date: new Date(now - 48 * hour).toISOString(),
        end_date: new Date(now - 24 * hour).toISOString(),
      },
      { type: 'coded', code: 'ONCE15', percent_off: 15, quantity_available: 1 },
    ],
  })
  // Another buyer takes the one use of ONCE15 (a hold counts as a use while it lasts).
  const other = await newClient(playwright, baseURL!)
  const taken = await other.api.post('/api/v3/orders/', {
    headers: { ...jsonHeaders(other), 'Idempotency-Key': `once-${Date.now()}` },
    data: {
      event_id: sale.id,
      tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: 1 }],
      discount_code: 'ONCE15',
    },
  })
  expect(taken.status(), await taken.text()).toBe(201)

  await page.goto(sale.path)
  await expectNoSeriousAxeViolations(page)
  const dialog = await openCheckout(page, 'Get tickets')
  await chooseTickets(dialog, sale.ticketClass.name, 2)

  await tryCode(page, dialog, 'NOSUCHCODE', 'That promo code is not valid for this event.')
  await tryCode(page, dialog, 'GONE10', 'That promo code has expired.')
  await tryCode(page, dialog, 'ONCE15', 'That promo code has been used up.')

  // Valid, typed in lower case: 20% of 2 × 25.00 comes off, and the fee is on the $20.00 each ticket now
  // costs (issue 37): 3.5% of it, $0.70, plus $0.99, twice.
  await dialog.getByLabel('Promo code').fill('spring20')
  const order = await continueToHold(page, dialog)
  expect(order).toMatchObject({ subtotal: { value: 5000 }, discount: { value: 1000 }, fees: { value: 338 }, total: { value: 4338 } })
  const summary = dialog.getByRole('region', { name: 'Order summary' })
  await expect(summary).toContainText('Promo code SPRING20−$10.00')
  await expect(summary).toContainText('Total$43.38')
  await expectNoSeriousAxeViolations(page)
  await other.api.dispose()
  await sale.organizer.api.dispose()
})
