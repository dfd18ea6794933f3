import { expect, test } from 'vitest'
import { computeContentLang } from './content-lang'

test('Content written in another language than the page is marked with its language; the same language is not', () => {
  expect(computeContentLang('en_US', 'de_DE')).toBe('en-US')
  expect(computeContentLang('en_US', 'pt_BR')).toBe('en-US')
  expect(computeContentLang('de_DE', 'en_US')).toBe('de-DE')
  expect(computeContentLang('en_US', 'en_US')).toBeUndefined()
  expect(computeContentLang('en_US', 'en_GB')).toBeUndefined()
})
