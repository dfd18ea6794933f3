// Money (issue 37 point 6): integer minor units of one currency, turned into text and into the API's
// one money shape here and nowhere else. The exponent comes from the currency (currency.ts), so a JPY
// price is never shown at a hundredth of itself.
import { cachedNumberFormat } from '@/core/shared/intl-cache'
import { currencyExponent } from './currency'

/** The API's money shape (Eventbrite's): `value` in minor units, `major_value` as decimal text. */
export type MoneyJson = { currency: string; value: number; major_value: string; display: string }

/** `minor` as decimal text with exactly the currency's decimals: 2500 USD → "25.00", 1500 JPY → "1500". */
export function toMajorValue(minor: number, currency: string): string {
  const exponent = currencyExponent(currency)
  const sign = minor < 0 ? '-' : ''
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0')
  if (exponent === 0) return sign + digits
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`
}

/**
 * `minor` as the viewer reads money in `locale`: "$25", "$26.87", "¥1,500", "KWD 1.250". Whole amounts
 * drop their zero decimals, as the spec's cards do ("From $25").
 */
export function formatMoney(minor: number, currency: string | null, locale = 'en-US'): string {
  const code = currency || 'USD'
  const exponent = currencyExponent(code)
  const whole = minor % 10 ** exponent === 0
  return cachedNumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: whole ? 0 : exponent,
    maximumFractionDigits: exponent,
  }).format(Number(toMajorValue(minor, code)))
}

/** `minor` with all of its currency's decimals, whole or not ("$25.00", "¥1,500", "KWD 1.250"): statements and hints. */
export function formatMoneyExact(minor: number, currency: string, locale = 'en-US'): string {
  const exponent = currencyExponent(currency)
  return cachedNumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(Number(toMajorValue(minor, currency)))
}

/** The API's money shape for `minor` units of `currency`. */
export function computeMoneyJson(minor: number, currency: string, locale = 'en-US'): MoneyJson {
  return { currency, value: minor, major_value: toMajorValue(minor, currency), display: formatMoney(minor, currency, locale) }
}

/**
 * Minor units from decimal text a person typed ("25", "25.5", "25,50", "1500"), or null when it is not
 * an amount of `currency` (more decimals than it has, letters, a negative).
 */
export function parseMajorValue(text: string, currency: string): number | null {
  const exponent = currencyExponent(currency)
  const match = /^\s*(\d{1,12})(?:[.,](\d+))?\s*$/.exec(text)
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > exponent) return null
  return Number(match[1]) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0')
}
