// Price text of spec §9: 'Free', 'From {price}', 'Starts at {price}', fallback 'Check ticket price on event'.
// Prices are minor units divided by 100; the default currency is USD.
import { cachedNumberFormat } from '@/core/shared/intl-cache'

export type PriceSummary = { isFree: boolean; minPriceMinor: number | null; currency: string | null }

export function formatMoney(amountMinor: number, currency: string | null, locale = 'en-US'): string {
  const code = currency || 'USD'
  const amount = amountMinor / 100
  return cachedNumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}

/** Spec §9 card price text. `style` 'from' is the card's wording, 'starts-at' the chat's. */
export function computePriceText(price: PriceSummary, style: 'from' | 'starts-at' = 'from', locale = 'en-US'): string {
  if (price.isFree) return 'Free'
  if (price.minPriceMinor === null || price.minPriceMinor < 0) return 'Check ticket price on event'
  const money = formatMoney(price.minPriceMinor, price.currency, locale)
  return style === 'from' ? `From ${money}` : `Starts at ${money}`
}
