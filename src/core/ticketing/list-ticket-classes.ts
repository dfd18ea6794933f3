import { AppError } from '@/core/shared/app-error'
import { isEventCancelled } from '@/core/events/ticket-offer'
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import { computeShownPrice, computeUnitFee } from './fees'
import { computeUnitTax, type TaxRule } from './taxes'
import { computeOnSaleStatus, computeRemaining, type ClassInventory, type OnSaleStatus } from './inventory'
import { findEventForTicketing } from './orders-repository'
import { findTicketClassesByEventIdWithAvailability } from './inventory-repository'
import type { TicketingDeps } from './ticketing-deps'
import { computeRevealedClassIds } from '@/core/events/event-access'
import { assertEventVisible } from '@/core/events/assert-event-visible'

export type TicketClassJson = {
  id: string
  name: string
  description: string
  free: boolean
  cost: MoneyJson
  fee: MoneyJson
  /** Sales tax added at checkout per ticket (decision 043), zero when the event adds none (VAT included is in `cost`). */
  tax: MoneyJson
  /** The all-in price a buyer sees first: cost plus the mandatory fee and any tax added (issue 19 §1). */
  display_price: MoneyJson
  quantity_total: number
  quantity_remaining: number
  on_sale_status: OnSaleStatus
  minimum_quantity: number
  maximum_quantity: number
  sales_start: string | null
  sales_end: string | null
  /** Decision 060: sold only through its direct link, never listed on the public page. */
  hidden: boolean
  /** Decision 064: a registration with this class waits for the organizer's approval. */
  requires_approval: boolean
}

/** One class as the API shows it (Eventbrite v3 names), with live availability. */
/** `tax`: the event's (decision 043); sales tax added is part of the all-in `display_price`. */
export function toTicketClassJson(c: ClassInventory, now: Date, tax: TaxRule): TicketClassJson {
  const price = c.kind === 'free' ? 0 : c.priceMinor
  const fee = computeUnitFee(price, c.currency)
  // Checkout sells only here, so the buyer always pays the fee: the all-in price of fees.ts.
  return {
    id: String(c.id),
    name: c.name,
    description: '',
    free: price === 0,
    cost: computeMoneyJson(price, c.currency),
    fee: computeMoneyJson(fee, c.currency),
    tax: computeMoneyJson(tax.mode === 'added' ? computeUnitTax(price, tax) : 0, c.currency),
    display_price: computeMoneyJson(computeShownPrice(price, { soldHere: true, currency: c.currency, tax }), c.currency),
    quantity_total: c.capacity,
    quantity_remaining: computeRemaining(c),
    on_sale_status: computeOnSaleStatus(c, now),
    minimum_quantity: Math.max(1, c.minPerOrder),
    maximum_quantity: c.maxPerOrder,
    sales_start: c.salesStart?.toISOString() ?? null,
    sales_end: c.salesEnd?.toISOString() ?? null,
    hidden: c.hidden,
    requires_approval: c.requiresApproval,
  }
}

/** An event's ticket classes as the checkout reads them (Eventbrite v3 names), with live availability. */
export async function listTicketClasses(
  deps: Pick<TicketingDeps, 'db' | 'clock'> & { secret?: string },
  input: { eventId: number; eventPass?: string | null; ticketLinks?: readonly string[]; userId?: number | null },
): Promise<{ ticket_classes: TicketClassJson[] }> {
  const now = deps.clock.now()
  const event = await findEventForTicketing(deps.db, input.eventId)
  if (!event || event.status === 'draft') throw new AppError('NOT_FOUND', 'There is no such event.')
  // A private event's classes are its details too (decision 060).
  await assertEventVisible(deps.db, event, { secret: deps.secret ?? '', pass: input.eventPass, userId: input.userId ?? null })
  const revealed = deps.secret ? computeRevealedClassIds(deps.secret, input.ticketLinks ?? []) : []
  const classes = await findTicketClassesByEventIdWithAvailability(deps.db, input.eventId, now, revealed)
  const json = classes.map((c) => toTicketClassJson(c, now, event.tax))
  // A cancelled event sells nothing (issue 36 §3): its classes' sales have ended and nothing remains, so
  // no client reads "Available" for it here while its event says cancelled.
  if (isEventCancelled(event.status)) return { ticket_classes: json.map((c) => ({ ...c, quantity_remaining: 0, on_sale_status: 'SALES_ENDED' as const })) }
  return { ticket_classes: json }
}
