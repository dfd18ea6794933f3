// POST /api/v3/orders/lookup/ {email} (issue 38 §3, "Find my tickets"): a guest who lost their confirmation
// email gets a link to every order placed with their address. The answer is the same whether or not there
// are orders, so the form tells nobody who bought what; mail goes only to an address with orders, and the
// limits per address and per IP count every request, so it cannot flood an inbox or probe addresses fast.
import 'server-only'
import { normalizeEmail } from '@/core/accounts/account-rules'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { ORDER_LOOKUPS_PER_EMAIL, ORDER_LOOKUPS_PER_IP } from '@/core/accounts/rate-limits'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { computeOrderLookupToken, ORDER_LOOKUP_LINK_HOURS } from './order-lookup-link'
import { findOrdersByBuyerEmail } from './orders-repository'
import type { TicketingDeps } from './ticketing-deps'
import { computeOrderLookupEmail } from './ticketing-emails'

/** The page the link opens (src/app/mytickets/find): the form without a token, the orders with one. */
export const ORDER_LOOKUP_PATH = '/mytickets/find/'

/** `locale`: the page the lookup was asked from (`de_DE`), for the email's language. */
export type RequestOrderLookupInput = { email: string; ip: string; locale?: string | null }

export async function requestOrderLookup(deps: Pick<TicketingDeps, 'db' | 'clock' | 'secret' | 'siteUrl'>, input: RequestOrderLookupInput): Promise<void> {
  const now = deps.clock.now()
  const email = normalizeEmail(input.email)
  await takeRateLimitHits(deps.db, now, [
    [ORDER_LOOKUPS_PER_IP, input.ip],
    [ORDER_LOOKUPS_PER_EMAIL, email],
  ])
  const found = await findOrdersByBuyerEmail(deps.db, email)
  if (found.length === 0) return
  const url = new URL(ORDER_LOOKUP_PATH, deps.siteUrl)
  url.searchParams.set('token', computeOrderLookupToken(deps.secret, email, new Date(now.getTime() + ORDER_LOOKUP_LINK_HOURS * 3_600_000)))
  await enqueueEmail(deps.db, computeOrderLookupEmail({ to: email, url: url.toString(), hours: ORDER_LOOKUP_LINK_HOURS, locale: input.locale }))
}
