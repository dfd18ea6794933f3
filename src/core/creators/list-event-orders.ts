// GET /api/v3/events/{id}/orders/ (issue 20): the organizer's view of an event's orders (a series'
// dates included), newest first, searchable by buyer name, email or order number, one page at a time.
// Completed orders by default (paid, partly or fully refunded); `status` names one state instead.
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import { computeOrderStatus, PAID_ORDER_STATUSES, type OrderStatus } from '@/core/ticketing/order-state'
import { findEventOrdersPage } from './event-orders-repository'
import { findManagedEvent, type Manager } from './managed-event-access'

export type EventOrderJson = {
  id: string
  created: string
  status: OrderStatus
  name: string | null
  email: string | null
  event_id: string
  quantity: number
  costs: { subtotal: MoneyJson; discount: MoneyJson; fees: MoneyJson; gross: MoneyJson }
}

export type EventOrdersPage = {
  orders: EventOrderJson[]
  pagination: { object_count: number; page_number: number; page_size: number; page_count: number; has_more_items: boolean }
}

const COMPLETED: readonly OrderStatus[] = PAID_ORDER_STATUSES

export async function listEventOrders(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { eventId: number; manager: Manager; q?: string; status?: OrderStatus; page: number; pageSize: number },
): Promise<EventOrdersPage> {
  await findManagedEvent(db, input.eventId, input.manager, 'read')
  const now = clock.now()
  const q = input.q?.trim() ?? ''
  const orderNumber = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null
  const { rows, total } = await findEventOrdersPage(db, {
    eventId: input.eventId,
    statuses: input.status ? [input.status] : COMPLETED,
    now,
    text: q === '' ? null : q,
    orderNumber,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  })
  const pageCount = Math.max(1, Math.ceil(total / input.pageSize))
  return {
    orders: rows.map((r) => ({
      id: String(r.id),
      created: r.createdAt.toISOString(),
      status: computeOrderStatus(r.status, r.expiresAt, now),
      name: r.buyerName,
      email: r.buyerEmail,
      event_id: String(r.eventId),
      quantity: r.quantity,
      costs: {
        subtotal: computeMoneyJson(r.subtotalMinor, r.currency),
        discount: computeMoneyJson(r.discountMinor, r.currency),
        fees: computeMoneyJson(r.feesMinor, r.currency),
        gross: computeMoneyJson(r.totalMinor, r.currency),
      },
    })),
    pagination: { object_count: total, page_number: input.page, page_size: input.pageSize, page_count: pageCount, has_more_items: input.page < pageCount },
  }
}
