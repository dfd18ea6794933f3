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
    /** The tax line's label with its rate ("8.875" from the server) as the page's language writes numbers. */
    taxLabel: (mode: 'added' | 'included', ratePercent: string) =>
      fillText(mode === 'added' ? texts.taxAdded : texts.taxIncluded, { rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(Number(ratePercent)) }),
    waitlistJoined: (position: number, email: string) => fillText(texts.waitlistJoined, { position, email }),
    /** Joined, not yet confirmed: the link went to `email` (decision 048). */
    waitlistConfirmSent: (email: string) => fillText(texts.waitlistConfirmSent, { email }),
    /** A hold of an hour or more (a waitlist offer's day) in hours and minutes, not "1438:29" (issue 38 §7). */
    hoursMinutes: (hours: number, minutes: number) => fillText(texts.hoursMinutes, { hours, minutes }),
    timeLeft: (time: string) => fillText(texts.timeLeft, { time }),
    promoApplied: (code: string) => fillText(texts.promoApplied, { code }),
    /** A fieldset of questions at registration for one ticket's attendee (decision 063). */
    attendeeQuestions: (number: number, ticket: string) => fillText(texts.attendeeQuestions, { number, ticket }),
    answerTooLong: (max: number) => fillText(texts.answerTooLong, { max }),
  }
}

export type CheckoutMessages = ReturnType<typeof computeCheckoutMessages>

/** The English checkout (the catalog's source texts). */
export const checkoutMessages: CheckoutMessages = computeCheckoutMessages(englishCheckout, 'en-US')
