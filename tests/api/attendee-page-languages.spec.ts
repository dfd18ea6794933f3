// Issue 25 over real HTTP, for the attendee's own pages: the tickets, following, likes, password and email
// confirmation pages, the order page and the help center's home (signed in where they need it) speak
// every supported language: no text of the English catalog in a non-English render, beyond words spelt
// the same.
import { expect, test } from '../e2e/fixtures'
import { newClient, signUp, type Client } from './helpers/accounts'
import { ENGLISH_TEXTS, NON_ENGLISH } from './helpers/english-texts'
import { readInterfaceTexts } from './helpers/html'

async function englishOn(c: Client, pathname: string): Promise<string[]> {
  const res = await c.api.get(pathname, { maxRedirects: 0, headers: { accept: 'text/html' } })
  expect(res.status(), pathname).toBe(200)
  const seen = new Set(readInterfaceTexts(await res.text()))
  return ENGLISH_TEXTS.filter((text) => seen.has(text))
}

for (const locale of NON_ENGLISH) {
  test(`The ${locale} tickets, following, likes, password, email confirmation, order and help pages show no English interface text`, async ({ playwright, baseURL }) => {
    const c = await newClient(playwright, baseURL!)
    const user = await signUp(c)
    const pages = [
      `/u/${user.publicId}/`,
      `/u/${user.publicId}/followed/`,
      `/u/${user.publicId}/saved`,
      `/u/${user.publicId}/favorites/events`,
      '/signin/forgot-password/',
      '/signin/reset-password/',
      '/signin/reset-password/?token=abc',
      '/account/verify-email/',
      '/account/verify-email/?token=abc',
      '/orders/1/',
      '/orders/1/tickets/1/',
      `/help/${locale}/`,
    ]
    for (const page of pages) expect(await englishOn(c, `/${locale}${page}`), `/${locale}${page}`).toEqual([])
    await c.api.dispose()
  })
}

test('The German tickets and password pages are written in German', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const user = await signUp(c)
  const tickets = readInterfaceTexts(await (await c.api.get(`/de-de/u/${user.publicId}/`)).text())
  expect(tickets).toContain('Deine Tickets')
  expect(tickets).toContain('Veranstaltungen entdecken')
  const forgot = readInterfaceTexts(await (await c.api.get('/de-de/signin/forgot-password/')).text())
  expect(forgot).toContain('Passwort vergessen?')
  expect(forgot).toContain('Link per E-Mail senden')
  const english = readInterfaceTexts(await (await c.api.get('/signin/forgot-password/')).text())
  expect(english).toContain('Forgot your password?')
  expect(english).toContain('Email me a link')
  await c.api.dispose()
})
