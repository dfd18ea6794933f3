// Every word the checkout shows (issue 19), from the checkout catalog (src/messages/{language}/checkout.json)
// in the page's language (issue 25, decision 033): the server hands the catalog's texts to the launcher,
// and the dialog fills their {name} placeholders here, so the browser needs no message parser. Without
// texts (component tests) the checkout speaks the English catalog.
import { fillText } from '@/core/i18n/fill-text'
import englishCheckout from '@/messages/en/checkout.json'

export type CheckoutTexts = typeof englishCheckout

/** The checkout's words in one language, with the texts that take values as functions. */
export function computeCheckoutMessages(texts: CheckoutTexts, locale: string, pathPrefix = '') {
  const plural = new Intl.PluralRules(locale)
  return {
    ...texts,
    locale,
    /** A site path in the page's language subdirectory (`/de-de/orders/1/`). */
    path: (path: string) => `${pathPrefix}${path}`,
    errors: texts.errors as Record<string, string>,
    onSale: (date: string) => fillText(texts.onSale, { date }),
    salesEnd: (date: string) => fillText(texts.salesEnd, { date }),
    left: (count: number) => fillText(texts.left, { count }),
    perOrder: (min: number, max: number) =>
      min > 1 ? fillText(texts.perOrderRange, { min, max }) : fillText(texts.perOrderUpTo, { max }),
    quantityLabel: (name: string) => fillText(texts.quantityLabel, { name }),
    increase: (name: string) => fillText(texts.increase, { name }),
    decrease: (name: string) => fillText(texts.decrease, { name }),
    openDiscountUntil: (date: string) => fillText(texts.openDiscountUntil, { date }),
    minutesLeft: (count: number) =>
      plural.select(count) === 'one' ? fillText(texts.minutesLeftOne, { count }) : fillText(texts.minutesLeftOther, { count }),
    attendeeName: (number: number) => fillText(texts.attendeeName, { number }),
    pay: (total: string) => fillText(texts.pay, { total }),
    waitlistTitle: (name: string) => fillText(texts.waitlistTitle, { name }),
  }
}

export type CheckoutMessages = ReturnType<typeof computeCheckoutMessages>

/** The English checkout (the catalog's source texts). */
export const checkoutMessages: CheckoutMessages = computeCheckoutMessages(englishCheckout, 'en-US')
