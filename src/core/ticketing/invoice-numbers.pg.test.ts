// Invoice numbers on real PostgreSQL (issue 37 point 5, decision 044): an organizer's invoices are
// numbered 1, 2, 3, … with no gap and no repeat however many buyers ask at once, and asking again for
// the same order answers the same invoice. Runs with TEST_DATABASE_URL; skipped without it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { completeOrder } from './complete-order'
import { requestInvoice } from './request-invoice'
import { reserveTickets } from './reserve-tickets'

describe.skipIf(!TEST_DATABASE_URL)('Invoice numbers on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let handle: DbHandle
  beforeAll(async () => {
    handle = await createPgTestDb()
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  const billing = { company: 'Acme GmbH', address: 'Hafenstraße 1\n20457 Hamburg', vatId: 'DE123456789' }

  async function paidOrders(count: number) {
    const t = createTestTicketing(handle.db, new Date())
    const event = await insertEvent(handle.db)
    const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: count, priceMinor: 2500, kind: 'paid' })
    const orders: { id: number; token: string }[] = []
    for (let i = 0; i < count; i++) {
      const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
      const token = order.access_token
      await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token }, buyer: { name: `Buyer ${i}`, email: `buyer${i}@example.com` }, payment: { token: 'tok_visa' } })
      orders.push({ id: Number(order.id), token })
    }
    return { t, organizerId: event.organizerId, orders }
  }

  test('50 buyers asking at once for invoices of one organizer get numbers 1 to 50, none skipped or repeated', async () => {
    const { t, organizerId, orders } = await paidOrders(50)
    const answers = await Promise.all(
      orders.map((o) => requestInvoice(t.deps, { orderId: o.id, actor: { userId: null, email: null, isStaff: false, token: o.token }, billing })),
    )
    expect(answers.every((a) => a.created)).toBe(true)
    const numbers = answers.map((a) => a.invoice.number).sort()
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `INV-${organizerId}-${String(i + 1).padStart(6, '0')}`))
  })

  test('Asking for the same order’s invoice many times at once makes one invoice, answered to each', async () => {
    const { t, organizerId, orders } = await paidOrders(1)
    const order = orders[0]!
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => requestInvoice(t.deps, { orderId: order.id, actor: { userId: null, email: null, isStaff: false, token: order.token }, billing })),
    )
    expect(answers.filter((a) => a.created)).toHaveLength(1)
    expect(new Set(answers.map((a) => a.invoice.number))).toEqual(new Set([`INV-${organizerId}-000001`]))
  })
})
