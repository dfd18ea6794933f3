// What the checkout says about a ticket class and a hold: pure, so it is tested without a browser.
// Every amount is the server's: a class shows its all-in `display_price` (US rule on ticket fees, May 2025).
import { formatMoney } from '@/core/money/money'
import { FEW_LEFT } from '@/core/events/ticket-class-availability'
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'
import { checkoutMessages, type CheckoutMessages } from './checkout-messages'
import type { TicketClassJson } from './checkout-types'

export function moneyText(value: number, currency: string, locale = 'en-US'): string {
  return formatMoney(value, currency, locale)
}

/** The price a buyer sees first: the server's all-in price, else the cost when there is no fee. */
export function classPriceText(t: TicketClassJson, m: CheckoutMessages = checkoutMessages): string {
  const price = t.display_price ?? t.cost
  return t.free || !price || price.value === 0 ? m.free : moneyText(price.value, price.currency, m.locale)
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
      return t.quantity_remaining <= FEW_LEFT ? m.left(t.quantity_remaining) : null
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
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
