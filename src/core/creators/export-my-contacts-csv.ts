// GET /api/v3/users/me/contacts.csv (issue 20): /contacts/ as CSV, formula-looking cells neutralised by
// the one CSV cell rule (creator-rules.ts toCsvCell), as the attendee export does.
import type { CoreDeps } from '@/core/shared/core-deps'
import { toCsv } from './creator-rules'
import { listMyContacts } from './list-my-contacts'

export async function exportMyContactsCsv(deps: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<string> {
  const rows = await listMyContacts(deps, input)
  return toCsv([['Name', 'Email', 'Orders', 'Tickets', 'Events', 'Last order'], ...rows.map((r) => [r.name, r.email, r.orders, r.tickets, r.events, r.lastOrderAt.toISOString()])])
}
