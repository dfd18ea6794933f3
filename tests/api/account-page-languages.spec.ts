// Issue 25 over real HTTP, for the account's own pages: account settings, interests (both pages),
// collections and the Help Center's Contact us page (blank and after a refused message) speak every
// supported language: no text of the English catalog in a non-English render, beyond words spelt the same.
import { expect, test } from '../e2e/fixtures'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'
import { ENGLISH_TEXTS, NON_ENGLISH } from './helpers/english-texts'
import { readInterfaceTexts } from './helpers/html'

async function textsOn(c: Client, pathname: string): Promise<string[]> {
  const res = await c.api.get(pathname, { maxRedirects: 0, headers: { accept: 'text/html' } })
  expect(res.status(), pathname).toBe(200)
  return readInterfaceTexts(await res.text())
}

async function englishOn(c: Client, pathname: string): Promise<string[]> {
  const seen = new Set(await textsOn(c, pathname))
  return ENGLISH_TEXTS.filter((text) => seen.has(text))
}

// A Contact us message without a name, with a bad address and a short message, posted as the plain form: the
// page it is sent back to, in `locale` (the site's own, en-us, at the root), from its Referer.
async function refusedContactPage(c: Client, locale: string): Promise<string> {
  const page = `${locale === 'en-us' ? '' : `/${locale}`}/help/${locale}/contact-us/`
  const res = await c.api.post(`/help/${locale}/contact-us/`, {
    form: { csrftoken: c.csrf, name: '', email: 'nobody@', topic: 'other', message: 'Hi' },
    headers: { Origin: c.baseURL, Referer: `${c.baseURL}${page}` },
    maxRedirects: 0,
  })
  expect(res.status()).toBe(303)
  // The sender goes back to the page in the language they wrote from.
  const location = new URL(res.headers()['location']!, c.baseURL)
  expect(location.pathname).toBe(page)
  expect(location.searchParams.get('outcome')).toBeTruthy()
  return `${location.pathname}${location.search}`
}

async function signedUpWithCollection(c: Client) {
  const user = await signUp(c)
  const made = await c.api.post(`/api/v3/users/${user.publicId}/collections/`, { headers: jsonHeaders(c), data: { name: 'Weekend plans', isPublic: false } })
  expect(made.ok()).toBe(true)
  return user
}

for (const locale of NON_ENGLISH) {
  test(`The ${locale} account settings, interests, collections and Contact us pages show no English interface text`, async ({ playwright, baseURL }) => {
    const c = await newClient(playwright, baseURL!)
    const user = await signedUpWithCollection(c)
    const pages = [
      '/account-settings/',
      '/u/interests',
      '/u/interests/tags/?mode=detached&referrer=%2F',
      `/u/${user.publicId}/favorites/collections`,
      `/help/${locale}/contact-us/`,
    ]
    for (const page of pages) expect(await englishOn(c, `/${locale}${page}`), `/${locale}${page}`).toEqual([])
    const refused = await refusedContactPage(c, locale)
    expect(await englishOn(c, refused), refused).toEqual([])
    await c.api.dispose()
  })
}

test('The German account pages are written in German, and the English ones as before', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const user = await signedUpWithCollection(c)
  const settings = await textsOn(c, '/de-de/account-settings/')
  expect(settings).toEqual(expect.arrayContaining(['Kontoeinstellungen', 'Namen speichern', 'Meine Daten herunterladen', 'Gib zur Bestätigung DELETE ein']))
  expect(await textsOn(c, '/account-settings/')).toEqual(expect.arrayContaining(['Account settings', 'Save name', 'Download my data', 'Type DELETE to confirm']))

  const interests = await textsOn(c, '/de-de/u/interests')
  expect(interests).toEqual(expect.arrayContaining(['Interessen', 'Beliebte Tags', 'Interessen speichern (0)']))
  expect(interests.some((text) => text.startsWith('Unterkategorien von '))).toBe(true)
  expect(await textsOn(c, '/u/interests')).toEqual(expect.arrayContaining(['Interests', 'Popular tags', 'Save interests (0)']))

  const collections = await textsOn(c, `/de-de/u/${user.publicId}/favorites/collections`)
  expect(collections).toEqual(expect.arrayContaining(['Sammlungen', 'Sammlung erstellen', 'Privat: Nur du kannst sie sehen.', 'Weekend plans löschen']))

  // A refused message is explained in German beside its fields.
  const refused = await textsOn(c, await refusedContactPage(c, 'de-de'))
  expect(refused).toEqual(expect.arrayContaining(['Kontakt', 'Gib deinen Namen ein.', 'Gib eine gültige E-Mail-Adresse ein.', 'Schreib etwas mehr: mindestens 10 Zeichen.']))
  const english = await textsOn(c, await refusedContactPage(c, 'en-us'))
  expect(english).toEqual(expect.arrayContaining(['Contact us', 'Enter your name.', 'Enter a valid email address.', 'Tell us a little more: at least 10 characters.']))
  await c.api.dispose()
})
