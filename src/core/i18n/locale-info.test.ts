import { expect, test } from 'vitest'
import {
  computeLocaleInfo,
  computeLocaleName,
  computeProductOrigins,
  computeUnprefixedPath,
  helpPath,
  homePath,
} from './locale-info'

test('The default site is .com in US English with no language subdirectory and the global accounts', () => {
  const info = computeLocaleInfo()
  expect(info).toEqual({
    tld: '.com',
    locale: 'en_US',
    localeName: 'English (United States)',
    helpCenterLanguage: 'en-us',
    usesLanguageSubdirectory: false,
    languagePrefix: '',
    contactUsPath: '/help/en-us/contact-us/',
    contactUsUrl: 'https://www.tessera.com/help/en-us/contact-us/',
    salesContactLandingPage: '/organizer/contact-sales/',
    salesContactLinkText: 'Contact Sales',
    twitterPage: 'https://x.com/tessera',
    facebookPage: 'https://www.facebook.com/tessera',
    linkedInPage: 'https://www.linkedin.com/company/tessera',
    instagramPage: 'https://www.instagram.com/tessera',
    blogUrl: '/blog/',
    pressBlogUrl: '/press/',
  })
  expect(homePath(info)).toBe('/')
  expect(helpPath(info, 'contact-us/')).toBe(info.contactUsPath)
})

test('The UK site has its own social accounts and contact address; LinkedIn is the one company page', () => {
  const info = computeLocaleInfo('.co.uk', 'en_GB')
  expect(info).toMatchObject({
    localeName: 'English (United Kingdom)',
    helpCenterLanguage: 'en-gb',
    usesLanguageSubdirectory: false,
    contactUsPath: '/help/en-gb/contact-us/',
    contactUsUrl: 'https://www.tessera.co.uk/help/en-gb/contact-us/',
    salesContactLandingPage: '/organizer/contact-sales/',
    salesContactLinkText: 'Contact Sales',
    twitterPage: 'https://x.com/tessera_uk',
    facebookPage: 'https://www.facebook.com/tessera.uk',
    linkedInPage: 'https://www.linkedin.com/company/tessera',
    instagramPage: 'https://www.instagram.com/tessera_uk',
    blogUrl: '/blog/',
    pressBlogUrl: '/press/',
  })
})

test('The German site has German accounts, read in German or, under /en-us/, in English', () => {
  const german = computeLocaleInfo('.de', 'de_DE')
  expect(german).toMatchObject({
    localeName: 'Deutsch (Deutschland)',
    contactUsPath: '/help/de-de/contact-us/',
    contactUsUrl: 'https://www.tessera.de/help/de-de/contact-us/',
    twitterPage: 'https://x.com/tessera_de',
    facebookPage: 'https://www.facebook.com/tessera.de',
    instagramPage: 'https://www.instagram.com/tessera_de',
    linkedInPage: 'https://www.linkedin.com/company/tessera',
  })
  const english = computeLocaleInfo('.de', 'en_US')
  expect(english).toMatchObject({
    localeName: 'English (United States)',
    usesLanguageSubdirectory: true,
    contactUsPath: '/help/en-us/contact-us/',
    contactUsUrl: 'https://www.tessera.de/help/en-us/contact-us/',
    twitterPage: german.twitterPage,
  })
})

test('Domains without accounts of their own, and unknown ones, use the global accounts and .com host', () => {
  expect(computeLocaleInfo('.ie', 'en_IE').twitterPage).toBe('https://x.com/tessera')
  expect(computeLocaleInfo('.at', 'de_AT').instagramPage).toBe('https://www.instagram.com/tessera')
  expect(computeLocaleInfo('.xyz', 'en_US').contactUsUrl).toBe(
    'https://www.tessera.com/help/en-us/contact-us/',
  )
})

test('A locale is named in its own language; a tag Intl cannot read keeps its code', () => {
  expect(computeLocaleName('es_US')).toBe('Español (Estados Unidos)')
  expect(computeLocaleName('fr_CA')).toBe('Français (Canada)')
  expect(computeLocaleName('not a tag')).toBe('not a tag')
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
