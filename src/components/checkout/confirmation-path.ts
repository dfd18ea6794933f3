import type { OrderJson } from './checkout-types'

/** Where a finished order is shown; a guest's signed token keeps it readable without an account. */
export function confirmationPath(order: Pick<OrderJson, 'id' | 'access_token'>): string {
  const token = order.access_token ? `?token=${encodeURIComponent(order.access_token)}` : ''
  return `/orders/${encodeURIComponent(order.id)}/${token}`
}

/** Back to a held order from the bank's step that was failed or cancelled: the order page says so. */
export function bankStepFailedPath(orderId: string, token: string | null): string {
  const query = new URLSearchParams({ ...(token ? { token } : {}), payment: 'failed' })
  return `/orders/${encodeURIComponent(orderId)}/?${query.toString()}`
}
