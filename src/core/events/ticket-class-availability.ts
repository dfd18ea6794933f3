// What the "Get tickets" area says about each ticket class before checkout opens (issue 5): its price
// and whether it can be bought now, by the checkout's own rule (inventory.ts: capacity − sold − unexpired
// holds, inside the sales window), so the page and the dialog never disagree (issue 36).
import { fillText } from '@/core/i18n/fill-text'
import { computeAllInNote, computeShownPrice, computeUnitFee, type AllInNote } from '@/core/ticketing/fees'
import { computeUnitTax, type TaxRule } from '@/core/ticketing/taxes'
import { computeOnSaleStatus, computeRemaining, type ClassInventory, type OnSaleStatus } from '@/core/ticketing/inventory'
import englishCheckout from '@/messages/en/checkout.json'
import { formatMoney } from '@/core/money/money'
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'

export type TicketClassInput = Pick<
  ClassInventory,
  'id' | 'name' | 'kind' | 'priceMinor' | 'currency' | 'capacity' | 'sold' | 'held' | 'salesStart' | 'salesEnd'
>

export type TicketAvailability = 'available' | 'few_left' | 'sold_out' | 'not_yet_on_sale' | 'sales_ended'

export type TicketClassView = {
  id: string
  name: string
  priceText: string
  /** What the all-in price includes (sold here, paid): the buyer's fee, and sales tax the event adds; the page says so beside it. */
  priceNote: AllInNote | null
  /** The checkout's `on_sale_status` of the class: what ticket-offer.ts decides the page's button from. */
  onSaleStatus: OnSaleStatus
  availability: TicketAvailability
  availabilityText: string
}

/** Decision 052: a class says how many remain when at most this share of it does… */
export const FEW_LEFT_SHARE = 0.1
/** …or fewer than this many remain of a class of at least FEW_LEFT_MIN_CAPACITY. */
export const FEW_LEFT_COUNT = 10
export const FEW_LEFT_MIN_CAPACITY = 50

/**
 * "Only N left" (issue 38 point 2, decision 052), the same on the event page and in checkout: some of the
 * class is taken (sold or held) and what remains is at most a tenth of it (the last seat of a small class
 * included), or fewer than ten of a class of fifty or more. Never on a class nothing was taken of, however
 * small: a 10-seat class with nothing sold is not "Only 10 left".
 */
export function isFewLeft({ capacity, remaining }: { capacity: number; remaining: number }): boolean {
  if (remaining <= 0 || remaining >= capacity) return false
  return remaining <= Math.max(1, Math.floor(capacity * FEW_LEFT_SHARE)) || (remaining < FEW_LEFT_COUNT && capacity >= FEW_LEFT_MIN_CAPACITY)
}

/** The checkout catalog's words for a class's price and availability, in the page's language. */
export type TicketClassTexts = Pick<
  typeof englishCheckout,
  'free' | 'donation' | 'available' | 'availableUntil' | 'onlyLeft' | 'soldOut' | 'salesEnded' | 'onSale'
>
export type TicketClassIntl = { locale: string; texts: TicketClassTexts }
const ENGLISH: TicketClassIntl = { locale: 'en-US', texts: englishCheckout }

function shortDate(date: Date, timeZone: string, locale: string): string {
  return cachedDateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date)
}

/**
 * Price and availability of one ticket class at `now`; sales dates read in the event's time zone. The
 * price is the one a buyer sees first (fees.ts `computeShownPrice`): all-in when sold here, so it is the
 * checkout's price for the same class.
 */
export function computeTicketClassView(
  t: TicketClassInput,
  { now, timeZone, soldHere, tax, intl = ENGLISH }: { now: Date; timeZone: string; soldHere: boolean; tax: TaxRule; intl?: TicketClassIntl },
): TicketClassView {
  const { locale, texts } = intl
  const priceText =
    t.kind === 'free' || t.priceMinor === 0
      ? texts.free
      : t.kind === 'donation'
        ? texts.donation
        : formatMoney(computeShownPrice(t.priceMinor, { soldHere, currency: t.currency, tax }), t.currency, locale)
  const remaining = computeRemaining(t)
  const onSaleStatus = computeOnSaleStatus(t, now)
  let availability: TicketAvailability
  let availabilityText: string
  if (onSaleStatus === 'SALES_ENDED') {
    availability = 'sales_ended'
    availabilityText = texts.salesEnded
  } else if (onSaleStatus === 'NOT_YET_ON_SALE' && t.salesStart) {
    availability = 'not_yet_on_sale'
    availabilityText = fillText(texts.onSale, { date: shortDate(t.salesStart, timeZone, locale) })
  } else if (onSaleStatus === 'SOLD_OUT') {
    availability = 'sold_out'
    availabilityText = texts.soldOut
  } else if (isFewLeft({ capacity: t.capacity, remaining })) {
    availability = 'few_left'
    availabilityText = fillText(texts.onlyLeft, { count: remaining })
  } else {
    availability = 'available'
    availabilityText = t.salesEnd ? fillText(texts.availableUntil, { date: shortDate(t.salesEnd, timeZone, locale) }) : texts.available
  }
  const allIn = soldHere && t.kind !== 'free' && t.kind !== 'donation'
  const priceNote = allIn ? computeAllInNote(computeUnitFee(t.priceMinor, t.currency), tax.mode === 'added' ? computeUnitTax(t.priceMinor, tax) : 0) : null
  return { id: String(t.id), name: t.name, priceText, priceNote, onSaleStatus, availability, availabilityText }
}
