// The editor's preview of an event's tickets (issue 38 point 15): what buyers will see, by the rules the
// public pages themselves use, as if nothing were sold yet: the card's "From $14.23" and the event page's
// price range (price-text.ts over decision 052's price summary, with the all-in prices of fees.ts), and
// each ticket class's line (ticket-class-availability.ts: its all-in price, what that includes, and
// when it can be bought). Pure, so the editor computes it in the browser as the draft changes.
import { computeEventPriceSummary } from '@/core/events/price-summary'
import { computePriceRangeText, computePriceText, type PriceTexts } from '@/core/events/price-text'
import { computeTicketClassView, type TicketClassTexts, type TicketClassView } from '@/core/events/ticket-class-availability'
import { computeShownPrice } from '@/core/ticketing/fees'
import type { TaxRule } from '@/core/ticketing/taxes'
import type { EditableTicketClass } from './get-event-for-editing'

/** A ticket class as the editor holds it; sales dates as ISO instants. */
export type PreviewTicketClass = Pick<EditableTicketClass, 'id' | 'name' | 'free' | 'priceMinor' | 'currency' | 'capacity' | 'salesStart' | 'salesEnd'>

export type DraftPreviewPrices = {
  /** The event card's price ("From $14.23", "Free – $26.87"); null without ticket classes. */
  cardPrice: string | null
  /** The event page's price range ("$14.23 – $30.10"); null without ticket classes. */
  priceRange: string | null
  classes: TicketClassView[]
}

const toDate = (iso: string | null) => (iso === null ? null : new Date(iso))

/**
 * The prices a buyer would see of `classes` at `now`: the event is sold here, so every price is all-in
 * (the fee, and sales tax when `tax` adds it), the same amount checkout charges.
 */
export function computeDraftPreviewPrices(
  classes: readonly PreviewTicketClass[],
  { now, timeZone, tax, locale, texts }: { now: Date; timeZone: string; tax: TaxRule; locale: string; texts: { card: PriceTexts; checkout: TicketClassTexts } },
): DraftPreviewPrices {
  if (classes.length === 0) return { cardPrice: null, priceRange: null, classes: [] }
  const inputs = classes.map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.free ? 'free' : 'paid',
    priceMinor: c.free ? 0 : c.priceMinor,
    currency: c.currency,
    capacity: c.capacity,
    sold: 0,
    held: 0,
    salesStart: toDate(c.salesStart),
    salesEnd: toDate(c.salesEnd),
  }))
  const summary = computeEventPriceSummary(
    inputs.map((c) => ({ ...c, hidden: false })),
    now,
  )
  const currency = summary.currency ?? inputs[0]!.currency
  const shown = (minor: number | null) => (minor === null ? null : computeShownPrice(minor, { soldHere: true, currency, tax }))
  const price = {
    isFree: summary.isFree,
    minPriceMinor: shown(summary.minPriceMinor),
    maxPriceMinor: shown(summary.maxPriceMinor),
    currency,
    salesStart: summary.salesStart ? { date: summary.salesStart, timeZone } : null,
  }
  return {
    cardPrice: computePriceText(price, 'from', locale, texts.card),
    priceRange: computePriceRangeText(price, locale, texts.card),
    classes: inputs.map((c) => computeTicketClassView(c, { now, timeZone, soldHere: true, tax, intl: { locale, texts: texts.checkout } })),
  }
}
