import { expect, test } from 'vitest'
import { computeDefaultPlaceSlug } from './default-place'

test('A first-time visitor of the .de site is shown Berlin, and of the English .com site New York', () => {
  expect(computeDefaultPlaceSlug('.de', 'de_DE')).toBe('germany--berlin')
  expect(computeDefaultPlaceSlug('.com', 'en_US')).toBe('ny--new-york')
})

test("The .de site read in English still defaults to Germany's biggest city", () => {
  expect(computeDefaultPlaceSlug('.de', 'en_US')).toBe('germany--berlin')
})

test("Each country's domain defaults to its biggest city, whichever of its languages the site speaks", () => {
  const expected = [
    ['.co.uk', 'en_GB', 'united-kingdom--london'],
    ['.fr', 'fr_FR', 'france--paris'],
    ['.ca', 'fr_CA', 'canada--toronto'],
    ['.ch', 'it_CH', 'switzerland--zurich'],
    ['.com.au', 'en_AU', 'australia--sydney'],
  ] as const
  for (const [tld, locale, slug] of expected) expect(computeDefaultPlaceSlug(tld, locale), `${tld} ${locale}`).toBe(slug)
})

test('The .com site keeps New York in any language, and an unknown domain behaves like .com', () => {
  expect(computeDefaultPlaceSlug('.com', 'pt_BR')).toBe('ny--new-york')
  expect(computeDefaultPlaceSlug('.example', 'de_DE')).toBe('ny--new-york')
})
