import 'server-only'
import { sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { escapeLike } from '@/core/shared/text-prefix'

export type AdminEventRow = { id: number; name: string; name_slug: string; status: string; start_at: Date | string; organizer_name: string }

/** Events whose id equals the text or whose name contains it (staff search), soonest first. */
export async function findEventsByIdOrName(db: Db, text: string, limit: number): Promise<AdminEventRow[]> {
  const pattern = `%${escapeLike(text)}%`
  const id = /^\d{1,9}$/.test(text) ? Number(text) : -1
  return queryRows<AdminEventRow>(
    db,
    sql`select e.id, e.name, e.name_slug, e.status, e.start_at, o.name as organizer_name
        from events e join organizers o on o.id = e.organizer_id
        where e.id = ${id} or e.name ilike ${pattern}
        order by (e.id = ${id}) desc, e.start_at limit ${limit}`,
  )
}
