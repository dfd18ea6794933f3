import fc from 'fast-check'
import { expect, test } from 'vitest'
import { allocateMinor } from './allocate-minor'
import { currencyExponent, isKnownCurrency, listCurrencyCodes } from './currency'
import { computeMoneyJson, formatMoney, formatMoneyExact, parseMajorValue, toMajorValue } from './money'

test('Each currency has its ISO 4217 minor unit: none for JPY and KRW, two for USD and EUR, three for KWD and BHD', () => {
  expect(['JPY', 'KRW', 'USD', 'EUR', 'KWD', 'BHD'].map(currencyExponent)).toEqual([0, 0, 2, 2, 3, 3])
  expect(isKnownCurrency('USD')).toBe(true)
  expect(isKnownCurrency('usd')).toBe(false)
  expect(isKnownCurrency('XYZ')).toBe(false)
})

test('An amount reads in its own currency: a yen price is never a hundredth of itself', () => {
  // Intl puts a no-break space between a currency code and its amount.
  expect(formatMoney(2500, 'USD')).toBe('$25')
  expect(formatMoney(2687, 'USD')).toBe('$26.87')
  expect(formatMoney(1500, 'JPY')).toBe('¥1,500')
  expect(formatMoney(1250, 'KWD')).toBe('KWD\u00a01.250')
  expect(formatMoney(1000, 'KWD')).toBe('KWD\u00a01')
  expect(formatMoney(2687, 'EUR', 'de-DE')).toBe('26,87\u00a0€')
  expect(formatMoney(1500, 'JPY', 'ja-JP')).toBe('￥1,500')
})

test('The API money shape carries the minor units, the decimal text with the currency’s decimals, and the display', () => {
  expect(computeMoneyJson(2687, 'USD')).toEqual({ currency: 'USD', value: 2687, major_value: '26.87', display: '$26.87' })
  expect(computeMoneyJson(1500, 'JPY')).toEqual({ currency: 'JPY', value: 1500, major_value: '1500', display: '¥1,500' })
  expect(computeMoneyJson(5, 'KWD')).toEqual({ currency: 'KWD', value: 5, major_value: '0.005', display: 'KWD\u00a00.005' })
  expect(computeMoneyJson(-250, 'EUR').major_value).toBe('-2.50')
})

test('Typed prices become minor units in the currency, and what the currency cannot hold is refused', () => {
  expect(parseMajorValue('25', 'USD')).toBe(2500)
  expect(parseMajorValue('25,5', 'EUR')).toBe(2550)
  expect(parseMajorValue(' 1500 ', 'JPY')).toBe(1500)
  expect(parseMajorValue('15.5', 'JPY')).toBeNull()
  expect(parseMajorValue('1.250', 'KWD')).toBe(1250)
  expect(parseMajorValue('1.2501', 'KWD')).toBeNull()
  expect(parseMajorValue('-3', 'USD')).toBeNull()
  expect(parseMajorValue('abc', 'USD')).toBeNull()
})

test('Decimal text and minor units turn into each other without loss in every exponent', () => {
  fc.assert(
    fc.property(fc.constantFrom('JPY', 'USD', 'KWD'), fc.integer({ min: 0, max: 1_000_000_000 }), (currency, minor) => {
      expect(parseMajorValue(toMajorValue(minor, currency), currency)).toBe(minor)
    }),
  )
})

test('Proportional parts add up to the whole, each at most one minor unit from its exact share', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('JPY', 'USD', 'KWD'),
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 }).filter((r) => r.some((x) => x > 0)),
      (currency, total, ratios) => {
        const parts = allocateMinor(total, ratios, currency)
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
        const sum = ratios.reduce((a, b) => a + b, 0)
        parts.forEach((part, i) => expect(Math.abs(part - (total * ratios[i]!) / sum)).toBeLessThanOrEqual(1))
      },
    ),
  )
  expect(allocateMinor(100, [1, 1, 1], 'JPY')).toEqual([34, 33, 33])
})

test('Statements and hints show every decimal of the currency, whole amounts too', () => {
  expect(formatMoneyExact(2500, 'USD')).toBe('$25.00')
  expect(formatMoneyExact(1500, 'JPY')).toBe('¥1,500')
  expect(formatMoneyExact(1250, 'KWD')).toBe('KWD\u00a01.250')
  expect(formatMoneyExact(2500, 'EUR', 'de-DE')).toBe('25,00\u00a0€')
})

test('The editor can price in every ISO 4217 currency the money module knows, each once', () => {
  const codes = listCurrencyCodes()
  expect(codes).toEqual(expect.arrayContaining(['USD', 'EUR', 'JPY', 'KRW', 'KWD', 'BHD']))
  expect(new Set(codes).size).toBe(codes.length)
  expect(codes.every(isKnownCurrency)).toBe(true)
})
