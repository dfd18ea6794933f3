// What the checkout says about a ticket class and a hold: pure, so it is tested without a browser.
// Every amount is the server's: a class shows its all-in `display_price` (US rule on ticket fees, May 2025).
import { formatMoney, formatMoneyExact } from '@/core/money/money'
import { isFewLeft } from '@/core/events/ticket-class-availability'
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'
import { checkoutMessages, type CheckoutMessages } from './checkout-messages'
import type { OrderJson, TicketClassJson } from './checkout-types'

export function moneyText(value: number, currency: string, locale = 'en-US'): string {
  return formatMoney(value, currency, locale)
}

/**
 * An order's amount as its summary, the pay button, the refund and the confirmation email write it: with
 * all of the currency's decimals ("$130.00"), so no order says "$130" beside "$26.87" (issue 38 point 5).
 * Prices on offer keep moneyText's short form ("From $25").
 */
export function amountText(value: number, currency: string, locale = 'en-US'): string {
  return formatMoneyExact(value, currency, locale)
}

/** The price a buyer sees first: the server's all-in price, else the cost when there is no fee. */
export function classPriceText(t: TicketClassJson, m: CheckoutMessages = checkoutMessages): string {
  const price = t.display_price ?? t.cost
  return t.free || !price || price.value === 0 ? m.free : moneyText(price.value, price.currency, m.locale)
}

/**
 * What the chosen tickets come to at their all-in prices (issue 38 point 9), shown before Continue so the
 * buyer sees the running total; null while nothing priced is chosen. The held order's summary then gives
 * the server's own amounts, with any discount.
 */
export function computeSelectionTotal(classes: readonly TicketClassJson[], quantities: Readonly<Record<string, number>>): { value: number; currency: string } | null {
  let value = 0
  let currency: string | null = null
  for (const t of classes) {
    const quantity = quantities[t.id] ?? 0
    const price = t.display_price ?? t.cost
    if (quantity <= 0 || t.free || !price) continue
    value += price.value * quantity
    currency = price.currency
  }
  return currency === null ? null : { value, currency }
}

function shortDate(iso: string, timeZone: string, locale: string): string {
  return cachedDateTimeFormat(locale, {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))
}

/** Why a class cannot be bought now, or how few remain; null when there is nothing to say. */
export function classStatusText(t: TicketClassJson, timeZone: string, m: CheckoutMessages = checkoutMessages): string | null {
  switch (t.on_sale_status) {
    case 'SOLD_OUT':
      return m.soldOut
    case 'SALES_ENDED':
      return m.salesEnded
    case 'NOT_YET_ON_SALE':
      return t.sales_start ? m.onSale(shortDate(t.sales_start, timeZone, m.locale)) : m.soldOut
    case 'AVAILABLE':
      return isFewLeft({ capacity: t.quantity_total, remaining: t.quantity_remaining }) ? m.left(t.quantity_remaining) : null
  }
}

/** The most a buyer can choose of a class in one order: its per-order maximum within what remains. */
export function maxChoosable(t: TicketClassJson): number {
  if (t.on_sale_status !== 'AVAILABLE') return 0
  return Math.max(0, Math.min(t.maximum_quantity, t.quantity_remaining))
}

/** The next quantity from a stepper: 0, or between the per-order minimum and maximum. */
export function stepQuantity(t: TicketClassJson, current: number, direction: 1 | -1): number {
  const max = maxChoosable(t)
  const min = Math.max(1, t.minimum_quantity)
  if (direction === 1) return current === 0 ? (min <= max ? min : 0) : Math.min(max, current + 1)
  return current <= min ? 0 : current - 1
}

/**
 * A clear sentence for an API refusal: in English the server's own description, else ours for its code;
 * in another language ours for its code first, since the server's description is English.
 */
export function errorMessage(code: string, description = '', m: CheckoutMessages = checkoutMessages): string {
  const ours = m.errors[code]
  const first = m.locale.startsWith('en') ? description || ours : ours || description
  return first || m.errors.generic!
}

/** "9:05" for a countdown; never negative. */
/**
 * "9:59" for a checkout hold; an hour or more (a waitlist offer holds a day) in hours and minutes through
 * `hoursMinutes` ("23 h 58 min", issue 38 §7), where seconds ticking would only be noise.
 */
export function countdownText(msLeft: number, hoursMinutes?: (hours: number, minutes: number) => string): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000))
  if (hoursMinutes && seconds >= 3600) return hoursMinutes(Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * A free event's order (nothing priced before discounts): checkout shows no amounts and no hold timer,
 * only the spot (issue 38 point 6). A paid order brought to zero by a promo code keeps its summary.
 */
export function isFreeOrder(order: Pick<OrderJson, 'subtotal'> & { costs?: { subtotal: { value: number } } }): boolean {
  return (order.costs?.subtotal.value ?? order.subtotal) === 0
}
