import { expect, test } from 'vitest'
import {
  computeLocaleInfo,
  computeProductOrigins,
  computeUnprefixedPath,
  helpPath,
  homePath,
} from './locale-info'

test('The default site is .com in US English with no language subdirectory', () => {
  const info = computeLocaleInfo()
  expect(info).toEqual({
    tld: '.com',
    locale: 'en_US',
    helpCenterLanguage: 'en-us',
    usesLanguageSubdirectory: false,
    languagePrefix: '',
  })
  expect(homePath(info)).toBe('/')
  expect(helpPath(info, 'contact-us/')).toBe('/help/en-us/contact-us/')
})

test('A locale foreign to its domain lives under a language subdirectory', () => {
  const info = computeLocaleInfo('.com', 'es_US')
  expect(info.usesLanguageSubdirectory).toBe(true)
  expect(homePath(info)).toBe('/es-us/')
  expect(computeLocaleInfo('.de', 'de_DE').usesLanguageSubdirectory).toBe(false)
  expect(computeLocaleInfo('.ca', 'fr_CA').helpCenterLanguage).toBe('fr-ca')
})

test('a page under the configured language subdirectory is served as its own unprefixed page', () => {
  const spanish = computeLocaleInfo('.com', 'es_US')
  expect(computeUnprefixedPath('/es-us/', spanish)).toBe('/')
  expect(computeUnprefixedPath('/es-us', spanish)).toBe('/')
  expect(computeUnprefixedPath('/es-us/about/', spanish)).toBe('/about/')
  expect(computeUnprefixedPath('/es-us/l/legalterms/', spanish)).toBe('/l/legalterms/')
})

test('results, other languages and sites without a subdirectory are left to their own routes', () => {
  const spanish = computeLocaleInfo('.com', 'es_US')
  expect(computeUnprefixedPath('/es-us/d/online/all-events/', spanish)).toBeNull()
  expect(computeUnprefixedPath('/fr-ca/about/', spanish)).toBeNull()
  expect(computeUnprefixedPath('/es-usa/about/', spanish)).toBeNull()
  expect(computeUnprefixedPath('/about/', spanish)).toBeNull()
  expect(computeUnprefixedPath('/en-us/about/', computeLocaleInfo('.com', 'en_US'))).toBeNull()
})

test("The product's own origins are the site's origin and the same host on every other site domain", () => {
  const origins = computeProductOrigins('https://www.tessera.com', '.com')
  expect(origins[0]).toBe('https://www.tessera.com')
  expect(origins).toContain('https://www.tessera.de')
  expect(origins).toContain('https://www.tessera.co.uk')
  expect(origins).not.toContain('https://www.tessera.com.com')
  expect(computeProductOrigins('https://www.tessera.co.uk', '.co.uk')).toContain('https://www.tessera.com')
  expect(computeProductOrigins('http://tessera.de:8080', '.de')).toContain('http://tessera.fr:8080')
})

test('A site served from a host outside its configured domain owns only that host', () => {
  expect(computeProductOrigins('http://127.0.0.1:3000', '.com')).toEqual(['http://127.0.0.1:3000'])
  expect(computeProductOrigins('http://localhost:3000', '.com')).toEqual(['http://localhost:3000'])
})
