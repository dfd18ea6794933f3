// Issue 25 over real HTTP: the home, results, event and sign-in pages in every supported locale speak
// their language (no text of the English catalog in a non-English page, beyond names and words that
// are spelt the same), carry <html lang>, a canonical link and hreflang alternates, and the sitemap
// lists the language versions.
import { expect, test, type APIRequestContext } from '../e2e/fixtures'
import { ENGLISH_TEXTS, NON_ENGLISH } from './helpers/english-texts'
import { readInterfaceTexts } from './helpers/html'

/** What a reader sees as interface: an author's words marked with another language are content, not interface. */
const readableTexts = readInterfaceTexts

async function html(request: APIRequestContext, pathname: string): Promise<string> {
  const res = await request.get(pathname, { maxRedirects: 0, headers: { accept: 'text/html' } })
  expect(res.status(), pathname).toBe(200)
  return res.text()
}

async function somePaths(request: APIRequestContext) {
  const api = await (await request.get('/api/v3/destination/search/?online_events_only=true&page_size=1')).json()
  const eventPath = new URL(api.events.results[0].url as string).pathname
  return { results: '/d/online/all-events/', event: eventPath, signIn: '/signin/' }
}

for (const locale of NON_ENGLISH) {
  test(`The ${locale} home, results, event and sign-in pages show no English interface text`, async ({ request }) => {
    const paths = await somePaths(request)
    for (const page of ['/', paths.results, paths.event, paths.signIn]) {
      const pathname = `/${locale}${page}`
      const page_ = await html(request, pathname)
      const seen = new Set(readableTexts(page_))
      const english = ENGLISH_TEXTS.filter((text) => seen.has(text))
      expect(english, pathname).toEqual([])
      expect(page_, pathname).toContain(`<html lang="${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}"`)
    }
  })
}

const INFO_PAGES = ['/about/', '/how-it-works/', '/blog/', '/careers/', '/press/', '/impact/', '/investors/', '/security/', '/platform/', '/status/']
const LEGAL_PAGES = ['/l/legalterms/', '/l/privacy/', '/l/accessibility/', '/l/cookies/', '/l/dsa/', '/l/impressum/']

for (const locale of NON_ENGLISH) {
  test(`The ${locale} information and legal pages the footer links to show no English interface text`, async ({ request }) => {
    for (const page of [...INFO_PAGES, ...LEGAL_PAGES]) {
      const pathname = `/${locale}${page}`
      const seen = new Set(readableTexts(await html(request, pathname)))
      expect(ENGLISH_TEXTS.filter((text) => seen.has(text)), pathname).toEqual([])
    }
  })
}

test('The information pages are written in the page’s language, and the English ones in English', async ({ request }) => {
  const careers = readableTexts(await html(request, '/de-de/careers/'))
  expect(careers).toContain('Karriere')
  expect(careers).toContain('Tessera wird offen von Mitwirkenden auf der ganzen Welt entwickelt.')
  const privacy = readableTexts(await html(request, '/fr-fr/l/privacy/'))
  expect(privacy).toContain('Politique de confidentialité')
  expect(privacy).toContain('Mentions légales')
  const platform = await html(request, '/es-es/platform/')
  expect(platform).toMatch(/El <a href="\/api\/v3\/openapi.json">documento OpenAPI<\/a> describe sus parámetros/)
  expect(readableTexts(platform)).toContain('Autenticación y claves de API')
  const blog = await html(request, '/pt-br/blog/')
  expect(blog).toContain('id="tips-and-guides"')
  expect(readableTexts(blog)).toContain('Dicas e guias')
  const english = readableTexts(await html(request, '/careers/'))
  expect(english).toContain('Careers')
  expect(english).toContain('Tessera is built in the open by contributors around the world.')
})

test('The German sign-in, password, help and not-found pages link to German pages', async ({ request }) => {
  const hrefs = (page: string) => [...page.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m.at(1)!.replaceAll('&amp;', '&'))
  const signIn = hrefs(await html(request, '/de-de/signin/'))
  expect(signIn).toContain('/de-de/signin/forgot-password/')
  expect(signIn.some((h) => h.startsWith('/de-de/signin/signup?referrer='))).toBe(true)
  expect(hrefs(await html(request, '/de-de/signin/signup/')).some((h) => h.startsWith('/de-de/signin/?referrer='))).toBe(true)
  expect(hrefs(await html(request, '/de-de/signin/forgot-password/'))).toContain('/de-de/signin/')
  expect(hrefs(await html(request, '/de-de/signin/reset-password/'))).toContain('/de-de/signin/forgot-password/')
  expect(hrefs(await html(request, '/de-de/help/de-de/'))).toContain('/de-de/help/de-de/contact-us/')
  const missing = await request.get('/de-de/e/no-such-event-tickets-999999999/', { headers: { accept: 'text/html' } })
  expect(missing.status()).toBe(404)
  // Its links reach the browser in the page's payload (the not-found content is rendered from it).
  expect(await missing.text()).toMatch(/href\\?":\\?"\/de-de\/d\/local\/all-events\/|href="\/de-de\/d\/local\/all-events\//)
  // The English pages keep their root paths.
  expect(hrefs(await html(request, '/signin/'))).toContain('/signin/forgot-password/')
})

test('An address nothing answers gets the site’s friendly 404 in the page’s language, with links on', async ({ request }) => {
  for (const [pathname, title, near] of [
    ['/de-de/no-such-page/', 'Diese Seite gibt es nicht', '/de-de/d/local/all-events/'],
    ['/fr-fr/no-such-page/', 'Cette page est introuvable', '/fr-fr/d/local/all-events/'],
    ['/no-such-page/', 'This page isn’t here', '/d/local/all-events/'],
  ]) {
    const res = await request.get(pathname!, { headers: { accept: 'text/html' } })
    expect(res.status(), pathname).toBe(404)
    const body = await res.text()
    expect(body, pathname).toContain(title)
    expect(body, pathname).toContain(near)
  }
})

test('The English pages keep their English texts, and the English variants read the English catalog', async ({ request }) => {
  for (const prefix of ['', '/en-gb']) {
    const text = readableTexts(await html(request, `${prefix}/signin/`))
    expect(text, prefix).toContain('Log in')
    expect(text, prefix).toContain('Forgot password?')
  }
})

test('Every page has a canonical link and hreflang alternates for every locale and x-default', async ({ request }) => {
  const page = await html(request, '/de-de/about/')
  expect(page).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/de-de\/about\/"/)
  for (const tag of ['en-US', 'de-DE', 'es-US', 'fr-CA', 'pt-BR', 'sv-SE', 'x-default']) {
    expect(page, tag).toMatch(new RegExp(`<link rel="alternate" hreflang="${tag}" href="http://[^"]+/`, 'i'))
  }
  expect(page).toMatch(/<link rel="alternate" hreflang="x-default" href="http:\/\/[^"/]+\/about\/"/i)
  const results = await html(request, '/fr-fr/d/online/all-events/')
  expect(results).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/fr-fr\/d\/online\/all-events\/"/)
  expect(results).toMatch(/hreflang="de-DE" href="http:\/\/[^"]+\/de-de\/d\/online\/all-events\/"/i)
})

test('The sitemap lists each discovery page in every language with its alternates', async ({ request }) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const xml = await res.text()
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/pt-br\/d\/online\/all-events\/<\/loc>/)
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/sv-se\/<\/loc>/)
  expect(xml).toContain('hreflang="es-US"')
})

test('German and Brazilian pages write prices and dates their way', async ({ request }) => {
  const german = readableTexts(await html(request, '/de-de/d/online/all-events/'))
  // Prices in the event's currency, written the German way ("Ab 25 $", "Kostenlos"); days in German.
  expect(german.some((t) => /^(Ab .+|Kostenlos)$/.test(t))).toBe(true)
  expect(german.some((t) => /^(Heute|Morgen|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|(Mo|Di|Mi|Do|Fr|Sa|So)\.,) /.test(t))).toBe(true)
  const english = readableTexts(await html(request, '/d/online/all-events/'))
  expect(english.some((t) => /^(From .+|Free)$/.test(t))).toBe(true)
})

test('A first visit whose browser prefers German is offered German, never redirected', async ({ request }) => {
  const res = await request.get('/about/', { maxRedirects: 0, headers: { accept: 'text/html', 'accept-language': 'de-DE,de;q=0.9' } })
  expect(res.status()).toBe(200)
  // The suggestion is written in German on an English page (marked lang="de-DE"): read every language.
  const text = readInterfaceTexts(await res.text(), { keepOtherLanguages: true })
  expect(text).toContain('Diese Seite gibt es auch auf Deutsch.')
  const chosen = await request.get('/about/', { maxRedirects: 0, headers: { accept: 'text/html', 'accept-language': 'de-DE', cookie: 'tessera_locale=en_US' } })
  expect(readInterfaceTexts(await chosen.text(), { keepOtherLanguages: true })).not.toContain('Diese Seite gibt es auch auf Deutsch.')
})

test('Choosing a language remembers it and opens the same page in it', async ({ request }) => {
  const res = await request.get('/d/online/all-events/?choose_locale=sv_SE', { maxRedirects: 0 })
  expect(res.status()).toBe(303)
  expect(res.headers().location).toMatch(/\/sv-se\/d\/online\/all-events\/$/)
  expect(res.headers()['set-cookie']).toMatch(/tessera_locale=sv_SE/)
  const unknown = await request.get('/about/?choose_locale=xx_YY', { maxRedirects: 0 })
  expect(unknown.headers().location).toMatch(/\/about\/$/)
  expect(unknown.headers()['set-cookie'] ?? '').not.toMatch(/tessera_locale/)
})

test('A remembered language sends the root pages to it', async ({ request }) => {
  const res = await request.get('/about/', { maxRedirects: 0, headers: { accept: 'text/html', cookie: 'tessera_locale=fr_FR' } })
  expect(res.status()).toBe(307)
  expect(res.headers().location).toMatch(/\/fr-fr\/about\/$/)
})
