// An event's price summary (issue 38 point 2, decision 052): the prices of the ticket classes a buyer can
// buy now, or when none is on sale yet, of those next on sale. Cards, event panels, the API's price range,
// the concierge and the search facets all read the summary this one rule stores on the event row.

/** What the rule reads of a ticket class. Free classes cost 0. */
export type PricedTicketClass = {
  kind: string
  priceMinor: number
  currency: string
  capacity: number
  sold: number
  salesStart: Date | null
  salesEnd: Date | null
  hidden: boolean
}

export type EventPriceSummary = {
  /** Every counted class is free ("Free"). False when no class is counted. */
  isFree: boolean
  /** Lowest counted price: 0 when a free class is among paid ones ("Free – $26.87"). */
  minPriceMinor: number | null
  maxPriceMinor: number | null
  currency: string | null
  /** Null when the counted classes are on sale now; else when the next ones go on sale (the text says so). */
  salesStart: Date | null
  /** The next sales start or end among the classes, when the summary may change with no write; null never. */
  validUntil: Date | null
}

function hasEnded(c: PricedTicketClass, now: Date): boolean {
  return c.salesEnd !== null && c.salesEnd.getTime() <= now.getTime()
}

function hasStarted(c: PricedTicketClass, now: Date): boolean {
  return c.salesStart === null || c.salesStart.getTime() <= now.getTime()
}

/**
 * Decision 052: the classes that count are those not hidden, not ended and not sold out (paid tickets
 * only: a hold expires by itself, so held seats would make the summary change with no write), and of
 * those the ones on sale at `now`, or when none is, the ones whose sales start soonest. When no class
 * counts (all sold out or ended) the visible classes keep giving the event its price, as a sold-out
 * event's card still says what it cost beside "Sold out".
 */
export function computeEventPriceSummary(classes: readonly PricedTicketClass[], now: Date): EventPriceSummary {
  const visible = classes.filter((c) => !c.hidden)
  const open = visible.filter((c) => !hasEnded(c, now) && c.sold < c.capacity)
  const onSale = open.filter((c) => hasStarted(c, now))
  let counted: readonly PricedTicketClass[] = onSale
  let salesStart: Date | null = null
  if (onSale.length === 0 && open.length > 0) {
    const next = Math.min(...open.map((c) => c.salesStart!.getTime()))
    counted = open.filter((c) => c.salesStart!.getTime() === next)
    salesStart = new Date(next)
  } else if (onSale.length === 0) {
    counted = visible
  }
  const later = visible
    .flatMap((c) => [c.salesStart, c.salesEnd])
    .filter((d): d is Date => d !== null && d.getTime() > now.getTime())
    .map((d) => d.getTime())
  const prices = counted.map((c) => (c.kind === 'free' ? 0 : c.priceMinor))
  return {
    isFree: counted.length > 0 && counted.every((c) => c.kind === 'free'),
    minPriceMinor: prices.length > 0 ? Math.min(...prices) : null,
    maxPriceMinor: prices.length > 0 ? Math.max(...prices) : null,
    currency: counted[0]?.currency ?? null,
    salesStart,
    validUntil: later.length > 0 ? new Date(Math.min(...later)) : null,
  }
}
