import { expect, test } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { signUpInBrowser } from './helpers'
import { expectNoSeriousAxeViolations } from '../axe'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

test('Follow the organizer of an event you liked; the follower count and the Following page update', async ({
  page,
}) => {
  const me = await signUpInBrowser(page, { fullName: 'Fan Follower' })
  await page.goto('/')
  const card = page.getByRole('region', { name: 'Online events', exact: true }).getByRole('article').first()
  const name = (await card.getByRole('link', { name: /^View / }).textContent())!.trim()
  await card.getByRole('button', { name: `Like ${name}` }).click()
  await expect(page.getByRole('link', { name: /^Likes/ })).toHaveText(/Likes\s*1$/)

  await page.getByRole('button', { name: me.fullName }).click()
  await page.getByRole('menuitem', { name: 'Following' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Following' })).toBeVisible()
  await expect(page.getByText('You do not follow any organizers yet.')).toBeVisible()
  const suggested = page
    .getByRole('list', { name: 'Organizers of events you liked' })
    .getByRole('listitem')
    .first()
  const organizer = (await suggested.getByRole('link').textContent())!.trim()
  const follow = suggested.getByRole('button', { name: `Follow ${organizer}` })
  const before = Number((await suggested.getByText(/followers?$/).textContent())!.replace(/\D/g, ''))
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await expectNoSeriousAxeViolations(page)
  await follow.click()
  await expect(follow).toHaveAttribute('aria-pressed', 'true')
  await expect(follow).toHaveText('Following')
  await expect(suggested.getByText(/followers?$/)).toHaveText(
    `${(before + 1).toLocaleString('en-US')} follower${before + 1 === 1 ? '' : 's'}`,
  )

  await page.reload()
  const followed = page.getByRole('list', { name: 'Organizers you follow' })
  await expect(followed.getByRole('link', { name: organizer })).toBeVisible()
  // Unfollow from the list.
  await followed.getByRole('button', { name: `Follow ${organizer}` }).click()
  await expect(followed.getByRole('button', { name: `Follow ${organizer}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('Pick interests and save them; the detached picker returns to the page that opened it', async ({
  page,
}) => {
  const me = await signUpInBrowser(page, { fullName: 'Curious Cat' })
  await page.getByRole('button', { name: me.fullName }).click()
  await page.getByRole('menuitem', { name: 'Interests' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Interests' })).toBeVisible()
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('checkbox', { name: 'Food & Drink' })
    .check()
  await page
    .getByRole('group', { name: 'Popular tags' })
    .getByRole('checkbox', { name: 'Date night' })
    .check()
  await page.getByText('Music subcategories').click()
  await page.getByRole('group', { name: 'Music subcategories' }).getByRole('checkbox').first().check()
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('button', { name: 'Save interests (3)' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your interests are saved.' })).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Food & Drink' }),
  ).toBeChecked()

  await page.goto('/u/interests/tags/?mode=detached&referrer=%2F%3Ffrom%3Dinterests')
  await expect(page.getByRole('heading', { level: 1, name: 'Pick your interests' })).toBeVisible()
  await page.getByRole('group', { name: 'Popular tags' }).getByRole('checkbox', { name: 'Nightlife' }).check()
  await page.getByRole('button', { name: /^Save interests/ }).click()
  await expect(page).toHaveURL(/\/\?from=interests$/)

  // A detached picker pointed at another site still comes back to us.
  await page.goto('/u/interests/tags/?mode=detached&referrer=https%3A%2F%2Fevil.example%2F')
  await expect(page.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/')
})

test('Follow from an event page; the organizer page knows, and unfollowing there takes it back', async ({
  page,
}) => {
  await signUpInBrowser(page, { fullName: 'Page Follower' })
  await page.goto('/d/online/all-events/')
  const href = await page
    .getByRole('link', { name: /^View / })
    .first()
    .getAttribute('href')
  await page.goto(new URL(href!, page.url()).pathname)
  const organizerSection = page.getByRole('region', { name: 'Organized by' })
  const follow = organizerSection.getByRole('button', { name: /^Follow / })
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await follow.click()
  await expect(follow).toHaveAttribute('aria-pressed', 'true')
  await expect(follow).toHaveText('Following')
  await expectNoSeriousAxeViolations(page)

  // A reload still shows it, and so does the organizer's own page.
  await page.reload()
  await expect(organizerSection.getByRole('button', { name: /^Follow / })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await organizerSection.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/o\/[a-z0-9-]+-\d+\/$/)
  const onOrganizerPage = page.getByRole('main').getByRole('button', { name: /^Follow / })
  await expect(onOrganizerPage).toHaveAttribute('aria-pressed', 'true')
  await onOrganizerPage.click()
  await expect(onOrganizerPage).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await expect(page.getByRole('main').getByRole('button', { name: /^Follow / })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('Picked interests change what the home page’s For you chip shows', async ({ page, request }) => {
  await signUpInBrowser(page, { fullName: 'For You Fan' })
  const forYouIds = async () => {
    await page.goto('/')
    await page.getByRole('radio', { name: 'For you' }).click()
    const region = page.getByRole('region', { name: 'Picked for you in New York' })
    await expect(region.getByRole('article').first()).toBeVisible()
    const hrefs = await region
      .getByRole('link', { name: /^View / })
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
    return hrefs.map((h) => /-tickets-(\d+)\//.exec(h)?.[1]).filter((id): id is string => Boolean(id))
  }
  const before = await forYouIds()

  await page.goto('/u/interests')
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('checkbox', { name: 'Food & Drink' })
    .check()
  await page.getByRole('button', { name: /^Save interests/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your interests are saved.' })).toBeVisible()

  const after = await forYouIds()
  expect(after.slice(0, 6)).not.toEqual(before.slice(0, 6))
  const answer = await request.get(`/api/v3/destination/events/?event_ids=${after.slice(0, 3).join(',')}`)
  const events = ((await answer.json()) as { events: { tags: { tag: string }[] }[] }).events
  expect(events.some((e) => e.tags.some((t) => t.tag === 'TesseraCategory/110'))).toBe(true)
})
