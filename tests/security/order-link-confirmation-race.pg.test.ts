// Decision 051 on real PostgreSQL (TEST_DATABASE_URL), where requests really run at once: one emailed
// refund confirmation posted ten times simultaneously refunds once, the ledger records one refund, and
// every other caller is told the link is spent. PGlite has one connection, so only this proves it.
import { describe, expect, test } from 'vitest'
import { findRefundedSoFar } from '@/core/ledger/ledger-repository'
import { isAppError } from '@/core/shared/app-error'
import { confirmOrderAction } from '@/core/ticketing/confirm-order-action'
import { computeOrderAccessToken } from '@/core/ticketing/order-access'
import { requestRefund } from '@/core/ticketing/request-refund'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { usePgTestPool } from '../helpers/pg-test-pool'
import { TEST_DATABASE_URL } from '../helpers/test-db'
import { buyAsGuest, createTestTicketing, guestWithLink, readOrderActionConfirmLink } from '../helpers/ticketing-deps'

describe.skipIf(!TEST_DATABASE_URL)('One refund per emailed confirmation on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const { db, handle } = usePgTestPool()
  const read = () => handle().db

  test('A confirmation link posted ten times at once refunds the order once', async () => {
    for (let round = 0; round < 3; round++) {
      const t = createTestTicketing(db())
      const event = await insertEvent(read(), { refundPolicy: '1_day' })
      const cls = await insertTicketClass(read(), { eventId: event.id, capacity: 50, priceMinor: 2000, maxPerOrder: 10 })
      const orderId = await buyAsGuest(db(), { eventId: event.id, ticketClassId: cls.id, quantity: 2, buyer: { name: 'Race Buyer', email: `race-${round}@example.com` } })
      const link = guestWithLink(computeOrderAccessToken(t.deps.secret, { id: orderId, linkVersion: 0 }))
      await requestRefund(t.deps, { orderId, actor: link })
      const confirm = await readOrderActionConfirmLink(read(), orderId)
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          confirmOrderAction(t.deps, confirm).then(
            (done) => ('refund' in done ? done.refund.status : 'other'),
            (error: unknown) => (isAppError(error) ? error.code : `crash: ${String(error)}`),
          ),
        ),
      )
      expect(answers.filter((a) => a === 'granted'), `round ${round}`).toHaveLength(1)
      expect(answers.filter((a) => a === 'NOT_FOUND'), `round ${round}`).toHaveLength(9)
      expect(t.refunds, `round ${round}`).toHaveLength(1)
      expect((await findRefundedSoFar(read(), orderId)).ticketMoneyMinor, `round ${round}`).toBe(4000)
    }
  })
})
