// Price text of spec §9: 'Free', 'From {price}', 'Starts at {price}', fallback 'Check ticket price on event'.
// Prices are minor units of their currency (src/core/money); the default currency is USD.
import { fillText } from '@/core/i18n/fill-text'
import { formatMoney } from '@/core/money/money'
import englishCard from '@/messages/en/card.json'

/** The card catalog's price words, in the page's language (English when not given). */
export type PriceTexts = Pick<typeof englishCard, 'free' | 'from' | 'startsAt' | 'checkPrice'>

export type PriceSummary = { isFree: boolean; minPriceMinor: number | null; currency: string | null }

/** Spec §9 card price text. `style` 'from' is the card's wording, 'starts-at' the chat's. */
export function computePriceText(
  price: PriceSummary,
  style: 'from' | 'starts-at' = 'from',
  locale = 'en-US',
  texts: PriceTexts = englishCard,
): string {
  if (price.isFree) return texts.free
  if (price.minPriceMinor === null || price.minPriceMinor < 0) return texts.checkPrice
  const money = formatMoney(price.minPriceMinor, price.currency, locale)
  return fillText(style === 'from' ? texts.from : texts.startsAt, { price: money })
}
