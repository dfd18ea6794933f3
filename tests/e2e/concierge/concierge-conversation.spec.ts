// Issue 22's concierge journeys, as a new user met them: old details leaking into a new question, no way
// to start again, answers below the fold, no way to the other results, and dead ends. Against the e2e
// server on the demo's own settings, where the chat is on (playwright.config.ts, project "concierge").
import { expect, test, type Locator } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { openChat } from './open-chat'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

async function say(chat: Locator, text: string) {
  const input = chat.getByRole('textbox', { name: /^(What are you looking for\?|Ask another question or share more)$/ })
  await input.fill(text)
  await input.press('Enter')
}

// The concierge's answers, newest last: the conversation's own items (not the event cards listed inside
// an answer) that are not the visitor's messages.
function answers(chat: Locator) {
  return chat.getByRole('log', { name: 'Conversation' }).getByRole('list').first().locator(':scope > li').filter({ hasNotText: /^You: / })
}

test('A new request after another starts afresh: kids in Brooklyn on Saturday is not more jazz', async ({ page }) => {
  const chat = await openChat(page)
  await say(chat, 'jazz this weekend')
  await expect(answers(chat)).toHaveCount(1)
  await expect(answers(chat).last()).toContainText(/jazz events? in New York this weekend/)
  await say(chat, 'something fun for kids on Saturday in Brooklyn')
  await expect(answers(chat)).toHaveCount(2)
  const second = answers(chat).last().locator(':scope > p').first()
  await expect(second).toHaveText(/kid-friendly events? in (and around )?Brooklyn/i)
  await expect(second).not.toHaveText(/jazz/i)
  // A follow-up still refines the new request.
  await say(chat, 'cheaper ones?')
  await expect(answers(chat)).toHaveCount(3)
  await expect(answers(chat).last().locator(':scope > p').first()).toHaveText(/kid-friendly events? .*\$20 or less/i)
  await expectNoSeriousAxeViolations(page)
})

test('Start over empties the conversation and the next question is asked on its own', async ({ page }) => {
  const asks: Record<string, unknown>[] = []
  page.on('request', (r) => {
    if (r.url().includes('/relevance/ask')) asks.push(r.postDataJSON() as Record<string, unknown>)
  })
  const chat = await openChat(page)
  await expect(chat.getByRole('button', { name: 'Start over' })).toHaveCount(0)
  await say(chat, 'comedy in London')
  await expect(answers(chat)).toHaveCount(1)
  await chat.getByRole('button', { name: 'Start over' }).click()
  await expect(chat.getByRole('log', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(0)
  const input = chat.getByRole('textbox', { name: 'What are you looking for?' })
  await expect(input).toBeFocused()
  await say(chat, 'cheaper ones?')
  await expect(answers(chat)).toHaveCount(1)
  await expect(answers(chat).last()).not.toContainText(/London|comedy/)
  expect(asks.at(-1)).toMatchObject({ query: 'cheaper ones?', queryHistory: [] })
  expect(asks.at(-1)!.threadId).not.toBe(asks[0]!.threadId)
  await expectNoSeriousAxeViolations(page)
})

test('On a phone each new answer scrolls into view and is announced', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const chat = await openChat(page)
  const status = chat.getByRole('status').filter({ hasText: /^Concierge: / })
  for (const [i, question] of ['music', 'comedy this weekend', 'food festivals in Brooklyn'].entries()) {
    await say(chat, question)
    await expect(answers(chat)).toHaveCount(i + 1)
    const summary = answers(chat).last().locator(':scope > p').first()
    await expect(summary).toBeInViewport()
    const text = (await summary.textContent()) ?? ''
    await expect(status).toHaveText(`Concierge: ${text}`)
  }
  await page.screenshot({ path: test.info().outputPath('third-answer-375.png') })
})

test('Show all leads to the results page of the understood search', async ({ page }) => {
  const chat = await openChat(page)
  // A search with several dozen matches in the 5,000-event demo data: "music" in New York alone has about
  // 12, the number of cards an answer shows, and with 12 or fewer the answer rightly offers no "Show all".
  await say(chat, 'music in California')
  const summary = answers(chat).last().locator(':scope > p').first()
  await expect(summary).toHaveText(/^Found [\d,]+ music events in California\. Here are 12, soonest first\.$/)
  const total = /^Found ([\d,]+)/.exec((await summary.textContent()) ?? '')![1]!
  expect(Number(total.replace(/,/g, ''))).toBeGreaterThan(12)
  const showAll = chat.getByRole('link', { name: `Show all ${total}` })
  await expect(showAll).toHaveAttribute('href', '/d/united-states--california--region/music--events/?sort=date')
  await showAll.click()
  await expect(page).toHaveURL(/\/d\/united-states--california--region\/music--events\/\?sort=date$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Music events in California/)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test('When nothing matches, the answer relaxes the search, shows what that finds and says what it relaxed', async ({ page }) => {
  const chat = await openChat(page)
  await say(chat, 'free opera for kids in Brooklyn next weekend in the morning')
  const answer = answers(chat).last()
  await expect(answer.locator(':scope > p').first()).toHaveText(/^I couldn't find any free opera .+, so I (widened the dates|looked at any time of day)(, | and ).*: found [\d,]+ .+\./)
  await expect(answer.getByRole('list', { name: 'Suggested events' }).getByRole('article').first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('relaxed-answer-1280.png') })
  await expectNoSeriousAxeViolations(page)
})

test('A question that is not a search gets an honest answer, not a search', async ({ page }) => {
  const chat = await openChat(page)
  await say(chat, 'is there parking at the venue?')
  await expect(answers(chat).last()).toHaveText(/^I can only help you find events/)
  await expect(chat.getByRole('list', { name: 'Suggested events' })).toHaveCount(0)
})

// Issue 38 point 16, as a new visitor of the demo meets the concierge (this project runs on the demo's own
// settings: the chat is on without any forcing).
atEachViewport(() => {
  test('A borough named in a message keeps the answer in it, a price limit holds for the price shown, and the pictures load', async ({ page }) => {
    const chat = await openChat(page)
    await say(chat, 'salsa dancing in brooklyn')
    await expect(answers(chat)).toHaveCount(1)
    const first = answers(chat).last()
    const summary = (await first.locator(':scope > p').first().textContent()) ?? ''
    const cards = first.getByRole('list', { name: 'Suggested events' }).getByRole('article')
    await expect(cards.first()).toBeVisible()
    if (!/looked in places near Brooklyn/.test(summary)) {
      expect(summary).toMatch(/in Brooklyn\./)
      // Each card's place line names its venue and locality: all of them Brooklyn.
      for (const card of await cards.all()) await expect(card.getByText(/ · Brooklyn$/)).toBeVisible()
    }
    // Pictures come from the page's own origin, so the content policy lets them load.
    const picture = cards.first().locator('img')
    await expect(picture).toHaveAttribute('src', /^\/(home\/_next\/image|images)\//)
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expectNoSeriousAxeViolations(page)

    await say(chat, 'comedy under $20 in Manhattan')
    await expect(answers(chat)).toHaveCount(2)
    const second = answers(chat).last()
    await expect(second.locator(':scope > p').first()).toHaveText(/\$20 or less/)
    for (const card of await second.getByRole('list', { name: 'Suggested events' }).getByRole('article').all()) {
      const price = (await card.getByText(/^(Starts at|Free)/).textContent()) ?? ''
      const low = /^Free/.test(price) ? 0 : Number(/\$(\d+(?:\.\d\d)?)/.exec(price)?.[1])
      expect(low, price).toBeLessThanOrEqual(20)
    }
    await page.screenshot({ path: test.info().outputPath('borough-and-price.png'), fullPage: true })
  })

  test('Something fun after an off-topic question is a fresh start, not the answer before it again', async ({ page }) => {
    const chat = await openChat(page)
    await say(chat, 'jazz in Brooklyn')
    await expect(answers(chat)).toHaveCount(1)
    await expect(answers(chat).last().locator(':scope > p').first()).toHaveText(/jazz/i)
    await say(chat, 'is there parking at the venue?')
    await expect(answers(chat).last()).toHaveText(/^I can only help you find events/)
    await say(chat, 'something fun')
    await expect(answers(chat)).toHaveCount(3)
    const third = answers(chat).last().locator(':scope > p').first()
    await expect(third).toHaveText(/Brooklyn/)
    await expect(third).not.toHaveText(/jazz/i)
  })
})
