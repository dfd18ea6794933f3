import type { OrderJson } from './checkout-types'

/** Where a finished order is shown; a guest's signed token keeps it readable without an account. */
export function confirmationPath(order: Pick<OrderJson, 'id' | 'access_token'>): string {
  const token = order.access_token ? `?token=${encodeURIComponent(order.access_token)}` : ''
  return `/orders/${encodeURIComponent(order.id)}/${token}`
}
