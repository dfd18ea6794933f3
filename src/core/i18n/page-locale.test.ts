import { expect, test } from 'vitest'
import { computeLocaleInfo, computePageLocaleInfo } from './locale-info'
import {
  computeChosenLocalePath,
  computeLanguageAlternates,
  computeLocalizedPath,
  computeLocaleSuggestion,
  computePageLocale,
  computePreferredLocale,
  computeRememberedLocale,
  computeRememberedRedirect,
  computeSitemapEntries,
  computeWeekStart,
  SUPPORTED_LOCALES,
} from './page-locale'

const COM = computeLocaleInfo('.com', 'en_US')
// The German site read in English: the site's locale lives under /en-us/, German is its domain's own.
const DE_IN_ENGLISH = computeLocaleInfo('.de', 'en_US')

test('The site locale is at the root and every other supported locale under its language-region directory', () => {
  expect(computePageLocale('/', COM)).toEqual({ locale: 'en_US', prefix: '', unprefixedPath: '/' })
  expect(computePageLocale('/about/', COM)).toEqual({ locale: 'en_US', prefix: '', unprefixedPath: '/about/' })
  expect(computePageLocale('/de-de/', COM)).toEqual({ locale: 'de_DE', prefix: 'de-de', unprefixedPath: '/' })
  expect(computePageLocale('/de-de', COM)).toEqual({ locale: 'de_DE', prefix: 'de-de', unprefixedPath: '/' })
  expect(computePageLocale('/pt-br/e/jazz-tickets-1/', COM)).toMatchObject({ locale: 'pt_BR', unprefixedPath: '/e/jazz-tickets-1/' })
  expect(computePageLocale('/es-us/d/online/all-events/', COM)).toMatchObject({ locale: 'es_US', unprefixedPath: '/d/online/all-events/' })
  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en_US')) {
    expect(computePageLocale(`/${locale.replace('_', '-').toLowerCase()}/about/`, COM).locale).toBe(locale)
  }
})

test('Unknown subdirectories and the site locale’s own code are ordinary paths', () => {
  expect(computePageLocale('/en-us/about/', COM)).toEqual({ locale: 'en_US', prefix: '', unprefixedPath: '/en-us/about/' })
  expect(computePageLocale('/xx-yy/about/', COM).locale).toBe('en_US')
  expect(computePageLocale('/de/about/', COM).locale).toBe('en_US')
  expect(computePageLocale('/de-dex/', COM).locale).toBe('en_US')
})

test('A site whose locale is foreign to its domain keeps it under its subdirectory, and serves the others beside it', () => {
  expect(computePageLocale('/en-us/about/', DE_IN_ENGLISH)).toEqual({ locale: 'en_US', prefix: 'en-us', unprefixedPath: '/about/' })
  expect(computePageLocale('/about/', DE_IN_ENGLISH)).toMatchObject({ locale: 'en_US', prefix: '' })
  expect(computePageLocale('/de-de/about/', DE_IN_ENGLISH)).toMatchObject({ locale: 'de_DE', prefix: 'de-de' })
  expect(computeLocalizedPath('/de-de/about/', 'en_US', DE_IN_ENGLISH)).toBe('/en-us/about/')
})

test('The same page in another language keeps its path and query', () => {
  expect(computeLocalizedPath('/d/ny--new-york/music--events/', 'de_DE', COM)).toBe('/de-de/d/ny--new-york/music--events/')
  expect(computeLocalizedPath('/de-de/d/ny--new-york/music--events/', 'en_US', COM)).toBe('/d/ny--new-york/music--events/')
  expect(computeLocalizedPath('/fr-fr/', 'pt_BR', COM)).toBe('/pt-br/')
  expect(computeLocalizedPath('/', 'sv_SE', COM)).toBe('/sv-se/')
})

test('Every page names its language versions for search engines, the root as x-default', () => {
  const alternates = computeLanguageAlternates('/about/', COM)
  expect(Object.keys(alternates)).toHaveLength(SUPPORTED_LOCALES.length + 1)
  expect(alternates['en-US']).toBe('/about/')
  expect(alternates['de-DE']).toBe('/de-de/about/')
  expect(alternates['pt-BR']).toBe('/pt-br/about/')
  expect(alternates['x-default']).toBe('/about/')
})

test('The sitemap lists each page once per language, each entry with all its versions', () => {
  const entries = computeSitemapEntries(['/', '/about/'], COM, 'https://tessera.example')
  expect(entries).toHaveLength(2 * SUPPORTED_LOCALES.length)
  expect(entries.map((e) => e.url)).toContain('https://tessera.example/fr-ca/about/')
  expect(entries[0]!.alternates.languages['es-US']).toBe('https://tessera.example/es-us/')
})

test('Accept-Language picks the best supported locale: exact region first, then the language', () => {
  expect(computePreferredLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de_DE')
  expect(computePreferredLocale('de-AT')).toBe('de_DE')
  expect(computePreferredLocale('fr-CA,fr;q=0.8')).toBe('fr_CA')
  expect(computePreferredLocale('da, pt-BR;q=0.5')).toBe('pt_BR')
  expect(computePreferredLocale('en;q=0.2, es;q=0.9')).toBe('es_ES')
  expect(computePreferredLocale('da, fi')).toBeNull()
  expect(computePreferredLocale('')).toBeNull()
})

test('A first visit is offered its browser’s language, never when it reads the page’s or chose before', () => {
  expect(computeLocaleSuggestion('de-DE,de;q=0.9', 'en_US', undefined)).toBe('de_DE')
  expect(computeLocaleSuggestion('en-GB,en;q=0.9', 'en_US', undefined)).toBeNull()
  expect(computeLocaleSuggestion('de-DE', 'de_DE', undefined)).toBeNull()
  expect(computeLocaleSuggestion('de-DE', 'en_US', 'en_US')).toBeNull()
})

test('A remembered choice sends root pages to its language, and only names a served locale', () => {
  expect(computeRememberedLocale('de_DE', COM)).toBe('de_DE')
  expect(computeRememberedLocale('xx_YY', COM)).toBeUndefined()
  expect(computeRememberedRedirect('/about/', 'de_DE', COM)).toBe('/de-de/about/')
  expect(computeRememberedRedirect('/fr-fr/about/', 'de_DE', COM)).toBeNull()
  expect(computeRememberedRedirect('/about/', 'en_US', COM)).toBeNull()
  expect(computeRememberedRedirect('/about/', undefined, COM)).toBeNull()
})

test('Choosing a locale opens the same page in it; a locale the site does not serve leaves the page as it is', () => {
  expect(computeChosenLocalePath('/d/online/all-events/', 'de_DE', COM)).toBe('/de-de/d/online/all-events/')
  expect(computeChosenLocalePath('/de-de/about/', 'en_US', COM)).toBe('/about/')
  expect(computeChosenLocalePath('/about/', 'xx_YY', COM)).toBeNull()
})

test('Weeks start on Monday, on Sunday for pt-BR (spec §9)', () => {
  expect(computeWeekStart('de_DE')).toBe(1)
  expect(computeWeekStart('en_US')).toBe(1)
  expect(computeWeekStart('pt_BR')).toBe(0)
})

test('A page in another language links under its own subdirectory and reads its own help center', () => {
  const german = computePageLocaleInfo(COM, 'de_DE')
  expect(german).toMatchObject({ locale: 'de_DE', languagePrefix: 'de-de', usesLanguageSubdirectory: true, helpCenterLanguage: 'de-de' })
  expect(computePageLocaleInfo(COM, 'en_US')).toBe(COM)
  expect(computePageLocaleInfo(computeLocaleInfo('.de', 'en_US'), 'de_DE').languagePrefix).toBe('de-de')
})
