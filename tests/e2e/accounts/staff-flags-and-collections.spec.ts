import { expect, test, type APIRequestContext, type Page } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { DEMO_STAFF } from '../demo-staff'
import { logOut, openUserMenu, signInInBrowser, signUpInBrowser } from './helpers'
import { expectNoSeriousAxeViolations } from '../axe'
import { gotoHydrated, hydratedAfter } from '../hydration'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const FLAG = 'enableOldCollectionsLinkInHeader'

async function signInAsStaff(page: Page) {
  await page.goto('/signin/?referrer=%2Fadmin%2Fnexus%2Fgargoyle%2F')
  await signInInBrowser(page, DEMO_STAFF.email, DEMO_STAFF.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeVisible()
}

async function setFlagAsStaff(page: Page, on: boolean) {
  const toggle = page.getByRole('switch', { name: FLAG })
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', String(on))
}

// Other specs share the server: the flag starts and ends off whatever happens in the journey.
async function turnFlagOffOverApi(request: APIRequestContext, baseURL: string) {
  await request.get('/home/api/user/')
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value
  const headers = { 'X-CSRFToken': csrf, Origin: baseURL, 'Content-Type': 'application/json' }
  const signIn = await request.post('/home/api/auth/signin/', { headers, data: DEMO_STAFF })
  expect(signIn.status()).toBe(200)
  const off = await request.put(`/api/v3/admin/feature-flags/${FLAG}/`, { headers, data: { enabled: false } })
  expect(off.status()).toBe(200)
}

test.beforeEach(async ({ request, baseURL }) => turnFlagOffOverApi(request, baseURL!))
test.afterEach(async ({ request, baseURL }) => turnFlagOffOverApi(request, baseURL!))

test('Staff turn on the old-collections flag, a user sees Collections in the menu and builds a collection, then staff turn it off', async ({
  browser,
}) => {
  const staffPage = await (await browser.newContext()).newPage()
  const userPage = await (await browser.newContext()).newPage()
  try {
    await signInAsStaff(staffPage)
    await expectNoSeriousAxeViolations(staffPage)
    // The staff menu has the staff entries.
    const staffMenu = await openUserMenu(staffPage, 'Demo Staff')
    await expect(staffMenu.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin/search/')
    await expect(staffMenu.getByRole('menuitem', { name: 'Feature Flags' })).toHaveAttribute(
      'href',
      '/admin/nexus/gargoyle/',
    )
    await staffPage.keyboard.press('Escape')

    const me = await signUpInBrowser(userPage, { fullName: 'Collector Person' })
    let menu = await openUserMenu(userPage, me.fullName)
    await expect(menu.getByRole('menuitem', { name: 'Collections' })).toHaveCount(0)
    await userPage.keyboard.press('Escape')

    await setFlagAsStaff(staffPage, true)
    await expect(staffPage.getByRole('status').filter({ hasText: `${FLAG} is now on` })).toBeVisible()

    // Like two events to put in the collection.
    await userPage.goto('/')
    const cards = userPage.getByRole('region', { name: 'Online events', exact: true }).getByRole('article')
    const names: string[] = []
    for (let i = 0; i < 2; i++) {
      const name = (await cards
        .nth(i)
        .getByRole('link', { name: /^View / })
        .textContent())!.trim()
      names.push(name)
      await cards
        .nth(i)
        .getByRole('button', { name: `Like ${name}` })
        .click()
      await expect(userPage.getByRole('link', { name: /^Likes/ })).toHaveText(
        new RegExp(`Likes\\s*${i + 1}$`),
      )
    }

    // The flag takes effect on the next page load.
    menu = await openUserMenu(userPage, me.fullName)
    // A plain link: the collection form only submits through the API once the new page is live.
    await hydratedAfter(userPage, () => menu.getByRole('menuitem', { name: 'Collections' }).click())
    await expect(userPage).toHaveURL(/\/u\/[0-9a-f]{16}\/favorites\/collections$/)
    await expect(userPage.getByText('You have no collections yet.')).toBeVisible()
    await userPage.getByLabel('Collection name').fill('Weekend plans')
    await userPage.getByRole('button', { name: 'Create collection' }).click()
    const collection = userPage.getByRole('region', { name: 'Weekend plans' })
    await expect(collection.getByText('Private: only you can see it.')).toBeVisible()
    await collection.getByLabel('Add a liked event to Weekend plans').selectOption({ label: names[0]! })
    await collection.getByRole('button', { name: 'Add to Weekend plans' }).click()
    await expect(
      collection
        .getByRole('list', { name: 'Events in Weekend plans' })
        .getByRole('link', { name: names[0]! }),
    ).toBeVisible()
    await collection.getByLabel('Add a liked event to Weekend plans').selectOption({ label: names[1]! })
    await collection.getByRole('button', { name: 'Add to Weekend plans' }).click()
    await expect(
      collection.getByRole('list', { name: 'Events in Weekend plans' }).getByRole('listitem'),
    ).toHaveCount(2)
    await collection.getByRole('button', { name: `Remove ${names[0]} from Weekend plans` }).click()
    await expect(
      collection.getByRole('list', { name: 'Events in Weekend plans' }).getByRole('listitem'),
    ).toHaveCount(1)
    await collection.getByRole('button', { name: 'Make Weekend plans public' }).click()
    await expect(collection.getByText('Public: anyone can see it.')).toBeVisible()
    await expectNoSeriousAxeViolations(userPage)

    await setFlagAsStaff(staffPage, false)
    await userPage.reload()
    menu = await openUserMenu(userPage, me.fullName)
    await expect(menu.getByRole('menuitem', { name: 'Collections' })).toHaveCount(0)
  } finally {
    await staffPage.context().close()
    await userPage.context().close()
  }
})

test('Staff find users and events on the admin search; non-staff get a 404 on every staff page', async ({
  page,
}) => {
  const me = await signUpInBrowser(page, { fullName: 'Not Staff' })
  for (const path of ['/admin/search/', '/admin/nexus/gargoyle/', '/tikibar/settings/']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
  await gotoHydrated(page, '/')
  const menu = await openUserMenu(page, me.fullName)
  for (const staffOnly of ['Admin', 'Feature Flags', 'Tikibar'])
    await expect(menu.getByRole('menuitem', { name: staffOnly })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await logOut(page, me.fullName)

  await signInAsStaff(page)
  await page.goto('/admin/search/')
  await page.getByLabel('Email, name or event id').fill(me.email)
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('cell', { name: me.email })).toBeVisible()
  await page.getByLabel('Email, name or event id').fill('Workshop')
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('heading', { name: /^Events \(\d+\)$/ })).not.toHaveText('Events (0)')
  await expectNoSeriousAxeViolations(page)
  const tikibar = await page.goto('/tikibar/settings/')
  expect(tikibar?.status()).toBe(200)
})
