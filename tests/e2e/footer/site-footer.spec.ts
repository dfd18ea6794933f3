import { expect, test, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

// The server under test runs with the default SITE_TLD (.com). The .de site (read in en_US, under the
// /en-us/ subdirectory) has its own server and journeys in tests/e2e/domain/german-site.spec.ts; the
// rules of every other domain are unit-tested in src/components/footer/footer-links.test.ts and
// site-footer.test.tsx.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 900, smallestOnly: false },
  { name: 'mobile', width: 375, height: 800, smallestOnly: true },
]) {
  test(`The .com footer on ${viewport.name}: links, no DSA Statement, year, Locale and consent views`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    // Hydrated first: a click on the server-rendered consent button before then opens nothing.
    await gotoHydrated(page, '/')
    const footer = page.getByRole('contentinfo')
    const nav = footer.getByRole('navigation', { name: 'Footer' })
    for (const name of [
      'About',
      'Blog',
      'Help',
      'Security',
      'Developers',
      'Terms',
      'Privacy',
      'Accessibility',
      'Cookies',
    ]) {
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
    await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/organizer/contact-sales/',
    )

    // axe does not look behind a modal dialog (the page there is inert), so with a view open the links
    // list is checked directly: the dialog sits beside it, and a <ul> holds only <li>s.
    const listHoldsOnlyItems = () =>
      nav
        .getByRole('list')
        .evaluate((list) => Array.from(list.children).every((child) => child.tagName === 'LI'))
    await footer.getByRole('button', { name: 'Manage Cookie Preferences' }).click()
    const cookies = page.getByRole('dialog', { name: 'Cookie preferences' })
    await expect(cookies.getByRole('checkbox', { name: /Analytics/ })).toBeVisible()
    expect(await listHoldsOnlyItems()).toBe(true)
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(cookies).toBeHidden()
    await footer.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' }).click()
    const doNotSell = page.getByRole('dialog', { name: 'Do Not Sell or Share My Personal Information' })
    await expect(doNotSell.getByRole('checkbox', { name: /Do not sell or share/ })).toBeVisible()
    expect(await listHoldsOnlyItems()).toBe(true)
    await expectNoSeriousAxeViolations(page)
  })
}

// Spec §2: How It Works, Pricing and Contact Support show at the smallest breakpoint only, read as up
// to 480 px (spec §9 "mobile under 481"); the edge is checked on both sides.
for (const { width, shown } of [
  { width: 480, shown: true },
  { width: 481, shown: false },
]) {
  test(`At ${width} px the full footer ${shown ? 'shows' : 'hides'} How It Works, Pricing and Contact Support`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/about/')
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })
    for (const name of ['How It Works', 'Pricing', 'Contact Support']) {
      const link = nav.getByRole('link', { name, exact: true })
      if (shown) await expect(link).toBeVisible()
      else await expect(link).toBeHidden()
    }
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible()
  })
}

test('Every footer destination is a real page', async ({ page, request }) => {
  await page.goto('/')
  // Our own pages only: the marketing columns' social links go to other sites.
  const hrefs = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((l) => l.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
    )
  const extra = [
    '/help/en-us/contact-us/',
    '/organizer/pricing/',
    '/organizer/contact-sales/',
    '/organizer/overview',
    '/manage/events/create',
    '/manage/events/auto-create',
  ]
  for (const href of [...new Set([...hrefs, ...extra])]) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
  }
  await page.goto('/l/legalterms/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
  await expectNoSeriousAxeViolations(page)
})

// Spec §3 "Event formats": the Plan Events column lists the stored titles of formats planned near the place.
const FORMAT_NAMES = (
  'Conference Seminar Expo Convention Festival Performance Screening Gala Class Networking Party Rally ' +
  'Tournament Game Race Tour Attraction Retreat Appearance'
).split(' ')

// Each column is a list named by its title.
const column = (page: Page, title: string) =>
  page.getByRole('contentinfo').getByRole('list', { name: title, exact: true })

test('On the home page the four marketing columns sit inside the footer landmark, below the brand illustration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const titles = ['Use Tessera', 'Plan Events', 'Things to do in New York', 'Connect With Us']
  for (const name of titles)
    await expect(footer.getByRole('heading', { name, level: 3, exact: true })).toBeVisible()
  // Nothing of the section is left in the page's main landmark.
  for (const name of titles)
    await expect(page.getByRole('main').getByRole('heading', { name })).toHaveCount(0)

  const searches = column(page, 'Use Tessera').getByRole('link')
  expect(await searches.count()).toBeGreaterThan(0)
  for (const link of await searches.all()) {
    const term = (await link.textContent())!
    await expect(link).toHaveAttribute('href', `/d/ny--new-york/events/${term.trim().replace(/\s+/g, '-')}/`)
  }

  const plans = column(page, 'Plan Events').getByRole('link')
  expect(await plans.count()).toBeGreaterThan(0)
  for (const link of await plans.all()) {
    expect(FORMAT_NAMES).toContain(await link.textContent())
    await expect(link).toHaveAttribute('href', /^\/organizer\/event-type\/[a-z-]+\/$/)
  }

  await expect(
    column(page, 'Things to do in New York').getByRole('link', { name: 'Concerts' }),
  ).toHaveAttribute('href', '/d/ny--new-york/music--events/')
  const connect = column(page, 'Connect With Us')
  await expect(connect.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    '/help/en-us/contact-us/',
  )
  await expect(connect.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/organizer/contact-sales/',
  )
  for (const name of ['X', 'Facebook', 'LinkedIn', 'Instagram', 'TikTok']) {
    const social = connect.getByRole('link', { name, exact: true })
    await expect(social).toHaveAttribute('target', '_blank')
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer')
  }

  // The brand illustration is decorative (hidden from assistive technology) and tops the footer.
  const illustration = footer.locator('svg[aria-hidden="true"]').first()
  await expect(illustration).toBeVisible()
  const illustrationBox = (await illustration.boundingBox())!
  expect(illustrationBox.width).toBeGreaterThan(1000)
  const firstTitle = (await footer.getByRole('heading', { name: 'Use Tessera' }).boundingBox())!
  expect(illustrationBox.y + illustrationBox.height).toBeLessThanOrEqual(firstTitle.y)
  await expectNoSeriousAxeViolations(page)
})

test('Other pages have the footer without the marketing columns', async ({ page }) => {
  await page.goto('/about/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('navigation', { name: 'Footer' })).toBeVisible()
  await expect(footer.getByRole('heading', { name: 'Use Tessera' })).toHaveCount(0)
  await expect(footer.getByRole('heading', { name: 'Connect With Us' })).toHaveCount(0)
})

test('Leaving the home page by client-side navigation takes the marketing columns away too', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { name: 'Use Tessera' })).toBeVisible()
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))
  // The app router's own navigation (what a next/link does), which keeps layout slots it is not told to change.
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/about/'),
  )
  await expect(page).toHaveURL(/\/about\/$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Events in New York')
  await expect(footer.getByRole('heading', { name: 'Use Tessera' })).toHaveCount(0)
  // Same document: it was a client-side navigation, not a reload.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
})

/** The footer's link names, in order. */
async function footerLinkNames(page: Page): Promise<string[]> {
  return page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link')
    .allInnerTexts()
}

for (const path of ['/signin/', '/signin/signup']) {
  test(`The sign-in page ${path} has the minimal footer: Terms, Privacy, Cookies and the consent actions`, async ({
    page,
  }) => {
    await page.goto(path)
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })
    expect(await footerLinkNames(page)).toEqual(['Terms', 'Privacy', 'Cookies'])
    await expect(nav.getByRole('button', { name: 'Manage Cookie Preferences' })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Locale' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })
}

test('Client-side navigation between home and sign-in switches the footer between full and minimal', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const footer = page.getByRole('contentinfo')
  const push = (href: string) =>
    page.evaluate(
      (href) =>
        (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(href),
      href,
    )
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))
  await push('/signin/')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await expect.poll(() => footerLinkNames(page)).toEqual(['Terms', 'Privacy', 'Cookies'])
  await push('/')
  await expect(footer.getByRole('heading', { name: 'Use Tessera' })).toBeVisible()
  await expect(
    footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }),
  ).toBeVisible()
  // Same document throughout: client-side navigations, not reloads.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
})
