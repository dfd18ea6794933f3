// Price text of spec §9: 'Free', 'From {price}', 'Starts at {price}', fallback 'Check ticket price on event';
// issue 38 point 2 (decision 052): free and paid classes together read "Free – {highest}", and prices of
// classes not on sale yet say when they go on sale. Prices are minor units of their currency
// (src/core/money); the default currency is USD.
import { fillText } from '@/core/i18n/fill-text'
import { formatMoney } from '@/core/money/money'
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'
import englishCard from '@/messages/en/card.json'

/** The card catalog's price words, in the page's language (English when not given). */
export type PriceTexts = Pick<typeof englishCard, 'free' | 'freeTo' | 'from' | 'startsAt' | 'checkPrice' | 'onSale'>
/** The words of a price range (the event page's ticket panel): no "From". */
export type PriceRangeTexts = Pick<PriceTexts, 'free' | 'freeTo' | 'checkPrice' | 'onSale'>

export type PriceSummary = {
  isFree: boolean
  minPriceMinor: number | null
  /** Highest counted price; with a lowest of 0 the event has free and paid classes. */
  maxPriceMinor?: number | null
  currency: string | null
  /** When the counted classes go on sale, in the event's zone; null or left out when they are on sale now. */
  salesStart?: { date: Date; timeZone: string } | null
}

function withSalesStart(text: string, price: PriceSummary, locale: string, texts: Pick<PriceTexts, 'onSale'>): string {
  if (!price.salesStart) return text
  const date = cachedDateTimeFormat(locale, { timeZone: price.salesStart.timeZone, month: 'short', day: 'numeric' }).format(price.salesStart.date)
  return `${text} · ${fillText(texts.onSale, { date })}`
}

/** The "Free – $26.87" of an event with free and paid classes, or null when it has not both. */
function freeToText(price: PriceSummary, locale: string, texts: Pick<PriceTexts, 'freeTo'>): string | null {
  if (price.minPriceMinor !== 0 || !price.maxPriceMinor || price.maxPriceMinor <= 0) return null
  return fillText(texts.freeTo, { price: formatMoney(price.maxPriceMinor, price.currency, locale) })
}

/** Spec §9 card price text. `style` 'from' is the card's wording, 'starts-at' the chat's. */
export function computePriceText(
  price: PriceSummary,
  style: 'from' | 'starts-at' = 'from',
  locale = 'en-US',
  texts: PriceTexts = englishCard,
): string {
  if (price.isFree) return withSalesStart(texts.free, price, locale, texts)
  if (price.minPriceMinor === null || price.minPriceMinor < 0) return texts.checkPrice
  const both = freeToText(price, locale, texts)
  if (both) return withSalesStart(both, price, locale, texts)
  const money = formatMoney(price.minPriceMinor, price.currency, locale)
  return withSalesStart(fillText(style === 'from' ? texts.from : texts.startsAt, { price: money }), price, locale, texts)
}

/** The event page's price range: "Free", "Free – $26.87", "$20 – $45" or "$20", with the sales start when not on sale yet. */
export function computePriceRangeText(price: PriceSummary, locale = 'en-US', texts: PriceRangeTexts = englishCard): string {
  if (price.isFree) return withSalesStart(texts.free, price, locale, texts)
  if (price.minPriceMinor === null || price.minPriceMinor < 0) return texts.checkPrice
  const both = freeToText(price, locale, texts)
  if (both) return withSalesStart(both, price, locale, texts)
  const low = formatMoney(price.minPriceMinor, price.currency, locale)
  const range = price.maxPriceMinor && price.maxPriceMinor !== price.minPriceMinor ? `${low} – ${formatMoney(price.maxPriceMinor, price.currency, locale)}` : low
  return withSalesStart(range, price, locale, texts)
}
