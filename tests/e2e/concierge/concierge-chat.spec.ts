// Chat concierge journeys (spec §2 "Chat concierge", §4, §5, §8, §9), against the e2e server on the demo's
// own settings, where the chat is on (issue 38 point 16).
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { openChat } from './open-chat'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const ASK = '**/alt-search/mobile-bff/relevance/ask'

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze()
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
}

test('Focusing the search input opens the concierge, which answers with real events, 3 first and the rest behind Show More', async ({ page }) => {
  const chat = await openChat(page)
  await expect(chat.getByRole('heading', { name: /Tell me what you're in the mood for/ })).toBeVisible()
  await expect(chat.getByText("We're trying something new.")).toBeVisible()
  await expect(chat.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/signin/?referrer=%2F')
  const input = chat.getByRole('textbox', { name: 'What are you looking for?' })
  await expect(input).toBeFocused()
  await expectNoSeriousAxeViolations(page)

  const asks: Record<string, unknown>[] = []
  page.on('request', (r) => {
    if (r.url().includes('/relevance/ask')) asks.push(r.postDataJSON() as Record<string, unknown>)
  })
  await input.fill('music')
  await input.press('Enter')
  const log = chat.getByRole('log', { name: 'Conversation' })
  await expect(log.getByRole('listitem').filter({ hasText: /^You: music$/ })).toBeVisible()
  await expect(log.getByText(/^Found [\d,]+\+? music events in New York\./)).toBeVisible()
  const cards = log.getByRole('list', { name: 'Suggested events' }).first().getByRole('article')
  await expect(cards).toHaveCount(3)
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /\/e\/[a-z0-9-]+-tickets-\d+\/$/)
  await expect(cards.first().getByText(/^(Starts at \$\d+(\.\d\d)?|Free( – \$\d+(\.\d\d)?)?)( · On sale .+)?$/)).toBeVisible()
  await expect(cards.first().getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await chat.getByRole('button', { name: 'Show More' }).click()
  expect(await cards.count()).toBeGreaterThan(3)
  await expect(chat.getByRole('button', { name: 'Show More' })).toHaveCount(0)

  // After the first message the input invites a follow-up, which refines the search.
  const followUp = chat.getByRole('textbox', { name: 'Ask another question or share more' })
  await followUp.fill('only free ones')
  await followUp.press('Enter')
  await expect(log.getByText(/free music events in New York/)).toBeVisible()
  expect(asks).toHaveLength(2)
  expect(asks[0]).toMatchObject({ location: 'ny--new-york', query: 'music', queryHistory: [], retry: 0 })
  expect(asks[1]).toMatchObject({ query: 'only free ones', queryHistory: ['music'], threadId: asks[0]!.threadId })
  expect(String(asks[0]!.threadId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

  // Empty messages, the current query again, and newlines are not sent.
  await followUp.fill('   ')
  await followUp.press('Enter')
  await followUp.fill('only free ones')
  await followUp.press('Enter')
  await followUp.fill('line one\nline two')
  await expect(followUp).toHaveValue('line one line two')
  await followUp.press('Shift+Enter')
  await expect(followUp).not.toHaveValue(/\n/)
  await expect(log.getByRole('listitem').filter({ hasText: /^You: / })).toHaveCount(3)
  expect(asks).toHaveLength(3)
})

test('A vague request gets one question back, and the answer to it searches', async ({ page }) => {
  const chat = await openChat(page)
  const input = chat.getByRole('textbox', { name: 'What are you looking for?' })
  await input.fill('hi')
  await input.press('Enter')
  const log = chat.getByRole('log', { name: 'Conversation' })
  await expect(log.getByText(/^Hi! What kind of event .*\?$/)).toBeVisible()
  const followUp = chat.getByRole('textbox', { name: 'Ask another question or share more' })
  await followUp.fill('concerts')
  await followUp.press('Enter')
  await expect(log.getByText(/music events in New York/)).toBeVisible()
})

test('The back arrow asks before leaving; staying keeps the chat and leaving closes it', async ({ page }) => {
  const chat = await openChat(page)
  await chat.getByRole('button', { name: 'Back' }).click()
  const modal = page.getByRole('alertdialog', { name: 'Leaving the chat?' })
  await expect(modal).toBeVisible()
  await expect(modal.getByText("This conversation won't be saved")).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Stay in the chat' })).toBeFocused()
  await expectNoSeriousAxeViolations(page)
  // Keyboard: Enter on "Stay in the chat" closes the modal and keeps the chat.
  await page.keyboard.press('Enter')
  await expect(modal).toHaveCount(0)
  await expect(chat).toBeVisible()
  await expect(chat.getByRole('button', { name: 'Back' })).toBeFocused()
  // Escape asks too; Shift+Tab reaches "Leave", and Enter leaves.
  await page.keyboard.press('Escape')
  await expect(modal).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await expect(modal.getByRole('button', { name: 'Leave' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(chat).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused()
})

test('Switch to classic search remembers the choice and reloads the site root without the chat', async ({ page }) => {
  const chat = await openChat(page)
  await chat.getByRole('button', { name: 'Switch to classic search' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(chat).toHaveCount(0)
  expect(await page.evaluate(() => window.localStorage.getItem('tessera:classic-search'))).toBe('1')
  await page.getByRole('searchbox', { name: 'Search events' }).click()
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toBeFocused()
  await expect(page.getByRole('dialog', { name: 'Event concierge' })).toHaveCount(0)
})

test('When the ask call fails the chat says so, and Reload asks again with the retry counted', async ({ page }) => {
  const bodies: Record<string, unknown>[] = []
  let failures = 1
  await page.route(ASK, async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>)
    if (failures-- > 0) {
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"UNAVAILABLE","error_description":"down"}' })
    } else {
      await route.continue()
    }
  })
  const chat = await openChat(page)
  const input = chat.getByRole('textbox', { name: 'What are you looking for?' })
  await input.fill('music')
  await input.press('Enter')
  const alert = chat.getByRole('alert')
  await expect(alert.getByText('Something went wrong on our end')).toBeVisible()
  await expect(alert.getByText(/^Unable to retrieve results\. Status: .+/)).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await alert.getByRole('button', { name: 'Reload' }).click()
  const log = chat.getByRole('log', { name: 'Conversation' })
  await expect(log.getByText(/^Found [\d,]+\+? music events in New York\./)).toBeVisible()
  await expect(chat.getByRole('alert')).toHaveCount(0)
  // A retry re-asks the same request without adding the message again.
  await expect(log.getByRole('listitem').filter({ hasText: /^You: / })).toHaveCount(1)
  expect(bodies.map((b) => [b.query, b.retry])).toEqual([
    ['music', 0],
    ['music', 1],
  ])
})

test('Signed-in visitors do not see Log In in the chat', async ({ page }) => {
  await page.route('**/home/api/user/', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        user: {
          isAuthenticated: true, isAttendee: true, isStaff: false, hasTikibar: false, canCreateEvents: false,
          publicId: 'u1', fullName: 'Ada Lovelace', email: 'ada@example.com', thumbnailUrl: null, numOrders: 0,
          numSavedEvents: 0, numFollowing: 0, hasPublish: false, hasPaidPublish: false,
        },
      }),
    }),
  )
  const chat = await openChat(page)
  await expect(chat.getByText("We're trying something new.")).toBeVisible()
  await expect(chat.getByRole('link', { name: 'Log In' })).toHaveCount(0)
})
