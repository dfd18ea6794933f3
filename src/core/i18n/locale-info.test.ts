import { expect, test } from 'vitest'
import { computeLocaleInfo, helpPath, homePath } from './locale-info'

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
