// Issue 19 §3 on real PostgreSQL: a guest order joins the account whose owner has verified the address it
// was placed with (My tickets and the header's numOrders), and never an account whose address is not
// verified, since anyone can sign up with a buyer's address. Since decision 050 a sign-up's account exists
// only once its mailed link is opened, confirmed; accounts made before then may still be unconfirmed.
// Runs with TEST_DATABASE_URL; skipped without it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { changeAccount } from '@/core/accounts/change-account'
import { getCurrentUser } from '@/core/accounts/get-current-user'
import { hashSessionToken } from '@/core/accounts/session-token'
import { signUp } from '@/core/accounts/sign-up'
import { findUserIdBySessionTokenHash, insertUser } from '@/core/accounts/accounts-repository'
import { hashPassword } from '@/core/accounts/password-hash'
import { newPublicId } from '@/core/accounts/public-id'
import { openSession } from '@/core/accounts/open-session'
import { verifyEmail } from '@/core/accounts/verify-email'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { completeOrder } from './complete-order'
import { listUserOrders } from './list-user-orders'
import { findVerifiedUserEmail } from './orders-repository'
import { reserveTickets } from './reserve-tickets'

const SITE = 'https://tessera.test'
const PASSWORD = 'lantern-harbour-2026'

describe.skipIf(!TEST_DATABASE_URL)(
  'Guest orders and verified accounts on PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    let handle: DbHandle
    beforeAll(async () => {
      handle = await createPgTestDb()
    }, 60_000)
    afterAll(async () => {
      await handle?.close()
    })

    const now = new Date()
    const deps = () => ({ db: handle.db, clock: { now: () => now } })

    async function mailedToken(email: string, kind: string): Promise<string> {
      const [mail] = await findOutboxEmails(handle.db, { to: email, kind })
      const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
      if (!token) throw new Error(`no ${kind} link mailed to ${email}`)
      return token
    }

    /** Signs up and opens the mailed link: the account is made, confirmed, and signed in. */
    async function signUpAndConfirm(email: string, ip: string) {
      await signUp(deps(), { email, password: PASSWORD, fullName: 'Guest Buyer', ip, siteUrl: SITE, referrer: '/' })
      const { session } = await verifyEmail(deps(), { token: await mailedToken(email, 'sign-up-confirmation'), userAgent: 'vitest', previousToken: undefined })
      if (!session) throw new Error('the sign-up link opened no session')
      const userId = await findUserIdBySessionTokenHash(handle.db, hashSessionToken(session.token), now)
      if (userId === null) throw new Error('sign-up opened no session')
      return { token: session.token, userId }
    }

    /** An account made before decision 050, whose address was never confirmed. */
    async function unconfirmedOlderAccount(email: string) {
      const user = await insertUser(handle.db, { publicId: newPublicId(), email, fullName: 'Older Account', passwordHash: await hashPassword(PASSWORD), now })
      const session = await openSession(deps(), { userId: user!.id, publicId: user!.publicId, previousToken: undefined, userAgent: 'vitest' })
      return { token: session.token, userId: user!.id }
    }

    async function guestBuys(email: string) {
      const t = createTestTicketing(handle.db, now)
      const event = await insertEvent(handle.db)
      const cls = await insertTicketClass(handle.db, {
        eventId: event.id,
        capacity: 10,
        priceMinor: 1800,
        kind: 'paid',
      })
      const { order } = await reserveTickets(t.deps, {
        eventId: event.id,
        lines: [{ ticketClassId: cls.id, quantity: 2 }],
        userId: null,
        idempotency: null,
      })
      const done = await completeOrder(t.deps, {
        orderId: Number(order.id),
        actor: { userId: null, email: null, isStaff: false, token: order.access_token },
        buyer: { name: 'Guest Buyer', email },
        payment: { token: 'tok_visa' },
      })
      expect(done.order.status).toBe('paid')
      return { t, orderId: order.id }
    }

    async function ticketsOf(t: ReturnType<typeof createTestTicketing>, userId: number) {
      return listUserOrders(t.deps, { id: userId, email: await findVerifiedUserEmail(handle.db, userId) })
    }

    test('A guest order shows under Tickets and in numOrders once the account is made by opening the sign-up link', async () => {
      // The guest typed the address in other letter case: addresses compare without case.
      const { t, orderId } = await guestBuys('Joan.Clarke@Example.com')
      const account = await signUpAndConfirm('joan.clarke@example.com', '192.0.2.61')

      expect(await findVerifiedUserEmail(handle.db, account.userId)).toBe('joan.clarke@example.com')
      const mine = await ticketsOf(t, account.userId)
      expect(mine.orders.map((o) => o.id)).toEqual([orderId])
      expect(mine.upcoming.map((o) => o.id)).toEqual([orderId])
      expect(mine.orders[0]?.tickets).toHaveLength(2)
      expect(await getCurrentUser(deps(), account.token)).toMatchObject({ emailVerified: true, numOrders: 1 })
    })

    test('An older account whose address is unconfirmed never sees guest orders placed with it', async () => {
      const account = await unconfirmedOlderAccount('mallory@example.com')
      const { t } = await guestBuys('mallory@example.com')
      expect((await ticketsOf(t, account.userId)).orders).toEqual([])
      expect(await getCurrentUser(deps(), account.token)).toMatchObject({
        emailVerified: false,
        numOrders: 0,
      })
    })

    test('Changing to another address keeps the old one and its guest orders until the new one is confirmed', async () => {
      const account = await signUpAndConfirm('hedy@example.com', '192.0.2.63')
      const { t } = await guestBuys('hedy@example.com')
      expect((await ticketsOf(t, account.userId)).orders).toHaveLength(1)

      await changeAccount(deps(), {
        userId: account.userId,
        sessionToken: account.token,
        change: { kind: 'email', email: 'hedy.new@example.com', currentPassword: PASSWORD },
        siteUrl: SITE,
      })
      expect(await findVerifiedUserEmail(handle.db, account.userId)).toBe('hedy@example.com')
      expect((await ticketsOf(t, account.userId)).orders).toHaveLength(1)

      await verifyEmail(deps(), { token: await mailedToken('hedy.new@example.com', 'email-change-confirmation'), userAgent: 'vitest', previousToken: undefined })
      expect(await findVerifiedUserEmail(handle.db, account.userId)).toBe('hedy.new@example.com')
      expect((await ticketsOf(t, account.userId)).orders).toEqual([])
      expect(await getCurrentUser(deps(), account.token)).toMatchObject({ numOrders: 0 })
    })
  },
)
