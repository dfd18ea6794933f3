import { computeMoneyJson } from '@/core/money/money'
import type { TicketClassJson } from '@/components/checkout/checkout-types'

/** A ticket class as the API answers it (issue 19): $25 plus a $1.87 buyer fee, 50 of 100 left. */
export function buildTicketClassJson(over: Partial<TicketClassJson> = {}): TicketClassJson {
  return {
    id: '11',
    name: 'General',
    description: null,
    free: false,
    cost: computeMoneyJson(2500, 'USD'),
    fee: computeMoneyJson(187, 'USD'),
    display_price: computeMoneyJson(2687, 'USD'),
    quantity_total: 100,
    quantity_remaining: 50,
    on_sale_status: 'AVAILABLE',
    minimum_quantity: 1,
    maximum_quantity: 10,
    sales_start: null,
    sales_end: null,
    ...over,
  }
}
