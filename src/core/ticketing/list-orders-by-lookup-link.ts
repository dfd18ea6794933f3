// The page a "Find my tickets" link opens (issue 38 §3): every paid order of the address the link names,
// each with its own signed link (order-access.ts), so the guest can open, print or refund it as from the
// confirmation email. A link that is altered or past its day shows nothing.
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeOrderAccessToken } from './order-access'
import { readOrderLookupToken } from './order-lookup-link'
import { findOrdersByBuyerEmail } from './orders-repository'

export type LookedUpOrder = { id: number; status: string; eventName: string; eventStartAt: Date; eventTimeZone: string; ticketCount: number; url: string }

/** null: the link is not (or no longer) valid. */
export async function listOrdersByLookupLink(
  deps: Pick<CoreDeps, 'db' | 'clock'> & { secret: string },
  token: string | null | undefined,
): Promise<{ email: string; orders: LookedUpOrder[] } | null> {
  const email = readOrderLookupToken(deps.secret, token, deps.clock.now())
  if (!email) return null
  const rows = await findOrdersByBuyerEmail(deps.db, email)
  return { email, orders: rows.map(({ linkVersion: _version, ...r }) => ({ ...r, url: `/orders/${r.id}/?token=${computeOrderAccessToken(deps.secret, { id: r.id, linkVersion: _version })}` })) }
}
