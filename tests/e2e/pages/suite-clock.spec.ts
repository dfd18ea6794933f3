// Issue 35: a journey, its browser and its server read one clock, which started at the suite's fixed
// instant, so that what a page shows does not depend on the day the suite runs.
import { jsonHeaders, someEventIds } from '../../api/helpers/accounts'
import { HAS_CHROMIUM } from '../browser'
import { expect, test } from '../fixtures'
import { testClockSettings } from '../support/test-clock'
import { staffClient } from '../tickets/ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

test("The journey, the browser and the server read the suite's clock, which started at its fixed instant", async ({ page, playwright, baseURL }) => {
  const { startMs, anchorMs } = testClockSettings()
  // The runner's clock: the fixed instant plus the real time since the run's anchor.
  const realNow = performance.timeOrigin + performance.now()
  expect(Math.abs(Date.now() - (startMs + (realNow - anchorMs)))).toBeLessThan(1_000)
  const staff = await staffClient(playwright, baseURL!)
  const [eventId] = await someEventIds(staff, 1)
  const res = await staff.api.post('/api/v3/admin/test-clock/', { headers: jsonHeaders(staff), data: { event_id: eventId, advance_seconds: 0 } })
  expect(res.status(), await res.text()).toBe(200)
  const serverNow = Date.parse(((await res.json()) as { now: string }).now)
  expect(Math.abs(serverNow - Date.now())).toBeLessThan(5_000)
  await page.goto('/')
  const browserNow = await page.evaluate(() => Date.now())
  expect(Math.abs(browserNow - Date.now())).toBeLessThan(5_000)
})
