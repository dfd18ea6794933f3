'use client'
// Loads one order for the order and ticket pages, with the guest's signed token when there is one.
import { useCallback, useEffect, useState } from 'react'
import { getOrder } from '@/components/checkout/checkout-api'
import type { OrderJson } from '@/components/checkout/checkout-types'

export type OrderState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; order: OrderJson }

export function useOrder(orderId: string, token: string | null): [OrderState, (order?: OrderJson) => void] {
  const [state, setState] = useState<OrderState>({ status: 'loading' })
  const [reload, setReload] = useState(0)
  useEffect(() => {
    let live = true
    getOrder(orderId, token).then(
      (body) => live && setState({ status: 'ready', order: body.order }),
      () => live && setState({ status: 'missing' }),
    )
    return () => {
      live = false
    }
  }, [orderId, token, reload])
  const refresh = useCallback((order?: OrderJson) => {
    if (order) setState({ status: 'ready', order })
    else setReload((n) => n + 1)
  }, [])
  return [state, refresh]
}

/** A page of an order, keeping the guest's token so the next page is readable too. */
export function orderHref(orderId: string, token: string | null, rest = ''): string {
  return `/orders/${encodeURIComponent(orderId)}/${rest}${token ? `?token=${encodeURIComponent(token)}` : ''}`
}
