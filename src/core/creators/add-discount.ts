// POST /api/v3/events/{id}/discounts/ (issue 19 §1, Eventbrite v3's discount fields): the organizer adds a
// promo code, an open discount or a buy-one-get-one offer to their event. Buyers meet it in checkout, where
// spec §5's rule decides whether it still works (ticketing/order-pricing.ts).
import { AppError, type ArgumentErrors } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import { insertDiscount, isDiscountCodeTaken, type DiscountRecord } from './discounts-repository'
import { findManagedEvent, type Manager } from './managed-event-access'

export type DiscountKind = 'coded' | 'open' | 'bogo'

export type AddDiscountInput = {
  eventId: number
  manager: Manager
  kind: DiscountKind
  code: string | null
  percentOff: number | null
  amountOffMinor: number | null
  /** 0: unlimited (spec §5). */
  quantityAvailable: number
  startAt: Date | null
  endAt: Date | null
}

export type DiscountJson = {
  id: string
  event_id: string
  type: DiscountKind
  code: string | null
  percent_off: number | null
  /** In the event's currency, in the API's money shape (issue 37 point 6); null for a percentage or BOGO. */
  amount_off: MoneyJson | null
  quantity_available: number
  quantity_sold: number
  start_date: string | null
  end_date: string | null
}

/** `currency`: the event's, in which the discount's amount is taken off. */
export function toDiscountJson(d: DiscountRecord, currency: string): DiscountJson {
  return {
    id: String(d.id),
    event_id: String(d.eventId),
    type: d.kind as DiscountKind,
    code: d.code,
    percent_off: d.percentOff,
    amount_off: d.amountOffMinor === null ? null : computeMoneyJson(d.amountOffMinor, currency),
    quantity_available: d.quantityAvailable,
    quantity_sold: d.quantitySold,
    start_date: d.startAt?.toISOString() ?? null,
    end_date: d.endAt?.toISOString() ?? null,
  }
}

/** Problems with a discount's fields, by field, before anything is read: empty when it can be saved. */
export function computeDiscountProblems(
  input: Omit<AddDiscountInput, 'eventId' | 'manager'>,
): ArgumentErrors {
  const errors: ArgumentErrors = {}
  if (input.kind === 'coded' && !input.code) errors.code = ['A promo code needs its code.']
  if (input.kind !== 'coded' && input.code) errors.code = ['Only a promo code has a code.']
  if (input.kind === 'bogo') {
    // Buy one, get one: every second ticket of a class is free; there is no amount to choose.
    if (input.percentOff !== null || input.amountOffMinor !== null)
      errors.percent_off = ['A buy-one-get-one offer has no amount.']
  } else if ((input.percentOff === null) === (input.amountOffMinor === null)) {
    errors.percent_off = ['Give either percent_off or amount_off.']
  }
  if (input.startAt && input.endAt && input.endAt <= input.startAt)
    errors.end_date = ['must be after start_date']
  return errors
}

export async function addDiscount(
  { db, invalidateCaches }: Pick<CoreDeps, 'db' | 'invalidateCaches'>,
  input: AddDiscountInput,
): Promise<DiscountJson> {
  const errors = computeDiscountProblems(input)
  if (Object.keys(errors).length > 0)
    throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', errors)
  const { created, currency } = await db.transaction(async (tx) => {
    // The event's lock also orders two organizers' tabs adding the same code at once.
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    if (input.code && (await isDiscountCodeTaken(tx, event.id, input.code))) {
      throw new AppError('CONFLICT', 'This event already has that promo code.', {
        code: ['This event already has that promo code.'],
      })
    }
    const inserted = await insertDiscount(tx, {
      eventId: event.id,
      kind: input.kind,
      code: input.code,
      percentOff: input.percentOff,
      amountOffMinor: input.amountOffMinor,
      quantityAvailable: input.quantityAvailable,
      startAt: input.startAt,
      endAt: input.endAt,
    })
    return { created: inserted, currency: event.currency }
  })
  // Cards and the event page announce open discounts and BOGO offers.
  await invalidateCaches({ kind: 'event', ids: [input.eventId] })
  return toDiscountJson(created, currency)
}
