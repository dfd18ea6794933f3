import { expect, test, type Locator, type Page } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

test.use({ viewport: { width: 375, height: 800 } })

type Pushed = { event: string; eventId?: string; pageArea?: string; position?: number }

/**
 * The events of one card (by page area and position) in window.dataLayer, in order. Cards are found by
 * position, not by the id in their link: a repeating event's card links to its series parent, whose id
 * is not the event's.
 */
function cardEvents(page: Page, pageArea: string, position: number): Promise<Pushed[]> {
  return page.evaluate(
    ({ pageArea, position }) =>
      ((window.dataLayer ?? []) as Pushed[]).filter(
        (e) => e.pageArea === pageArea && e.position === position,
      ),
    { pageArea, position },
  )
}

const names = (events: Pushed[]) => events.map((e) => e.event)

/** Scrolls the window so that `share` of the card's height shows at the bottom of the viewport. */
async function revealFromBelow(card: Locator, share: number) {
  await card.evaluate((node, share) => {
    const box = node.getBoundingClientRect()
    const top = box.top + window.scrollY
    window.scrollTo({ top: top + box.height * share - window.innerHeight, behavior: 'instant' })
  }, share)
}

test('A card counts as mounted at once and as seen only once more than a quarter of it is visible', async ({
  page,
}) => {
  // Cards report mounting from an effect: on a busy machine hydration alone can outlast a poll's 5 s.
  await gotoHydrated(page, '/')
  const cards = page.getByRole('region', { name: 'Upcoming events in New York' }).getByRole('article')
  // The last card of the list starts far below the first screen.
  const card = cards.last()
  await expect(card).toBeAttached()
  const position = (await cards.count()) - 1
  const events = () => cardEvents(page, 'home-all', position).then(names)
  await expect.poll(events).toEqual(['EventCardMounted'])
  const [mounted] = await cardEvents(page, 'home-all', position)
  expect(mounted?.eventId).toMatch(/^\d+$/)
  await expect(card).not.toBeInViewport()

  await revealFromBelow(card, 0.2)
  await expect(card).toBeInViewport({ ratio: 0.15 })
  await expect(card).not.toBeInViewport({ ratio: 0.25 })
  // Long enough for the observer to have reported a crossing if there were one.
  await page.waitForTimeout(500)
  expect(await events()).toEqual(['EventCardMounted'])

  await revealFromBelow(card, 0.4)
  await expect(card).toBeInViewport({ ratio: 0.35 })
  await expect.poll(events).toEqual(['EventCardMounted', 'EventCardImpression'])
  const [, impression] = await cardEvents(page, 'home-all', position)
  expect(impression?.eventId).toBe(mounted?.eventId)

  // Seen once is counted once, however often it comes back into view.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await revealFromBelow(card, 1)
  await page.waitForTimeout(500)
  expect(await events()).toEqual(['EventCardMounted', 'EventCardImpression'])
})

test('Clicking a card pushes EventCardClick to the data layer and the collector stores it', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/')
  const card = page.getByRole('region', { name: 'Upcoming events in New York' }).getByRole('article').first()
  const events = () => cardEvents(page, 'home-all', 0).then(names)
  await expect.poll(events).toContain('EventCardMounted')
  const eventId = (await cardEvents(page, 'home-all', 0))[0]?.eventId
  expect(eventId).toMatch(/^\d+$/)

  const collected = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/v3/analytics/' &&
      (res.request().postData() ?? '').includes('"EventCardClick"'),
  )
  const opened = context.waitForEvent('page')
  await card.getByRole('link', { name: /^View / }).click()
  // The card opens the event in a new tab (spec §2); this page stays.
  const eventTab = await opened
  await eventTab.close()

  await expect.poll(events).toContain('EventCardClick')
  const response = await collected
  expect(response.status()).toBe(200)
  const sent = (response.request().postDataJSON() as { events: { event: string; properties: Pushed }[] })
    .events
  expect(sent.find((e) => e.event === 'EventCardClick')?.properties).toEqual({
    eventId,
    pageArea: 'home-all',
    position: 0,
  })
})

test('Result cards report the results list and their position counted across pages', async ({ page }) => {
  await gotoHydrated(page, '/d/ny--new-york/all-events/?page=2')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.first()).toBeAttached()
  const count = await cards.count()
  const mounted = () =>
    page.evaluate(() =>
      ((window.dataLayer ?? []) as Pushed[])
        .filter((e) => e.event === 'EventCardMounted')
        .map((e) => ({ pageArea: e.pageArea, position: e.position })),
    )
  // Twenty results a page: the second page's cards are positions 20, 21, … in page order.
  await expect
    .poll(mounted)
    .toEqual(Array.from({ length: count }, (_, i) => ({ pageArea: 'search-results', position: 20 + i })))
})
