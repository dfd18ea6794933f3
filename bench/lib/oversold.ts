// The benchmarks' check after a run: nothing oversold, one ticket per sold seat, every sold seat paid.
import { eq, sql } from 'drizzle-orm'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { tickets, ticketClasses } from '@/db/schema'

export async function checkNotOversold(handle: DbHandle, hot: { classId: number }): Promise<string> {
  const [cls] = await handle.db.select({ sold: ticketClasses.sold, capacity: ticketClasses.capacity }).from(ticketClasses).where(eq(ticketClasses.id, hot.classId))
  const [issued] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(tickets).where(eq(tickets.ticketClassId, hot.classId))
  const [paidSeats] = await queryRows<{ n: number }>(handle.db, sql`select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id where l.ticket_class_id = ${hot.classId} and o.status = 'paid'`)
  const ok = cls !== undefined && cls.sold <= cls.capacity && Number(issued?.n) === cls.sold && Number(paidSeats?.n) === cls.sold
  return `${ok ? 'OK' : 'FAILED'}: sold ${cls?.sold}, tickets ${issued?.n}, paid seats ${paidSeats?.n}, capacity ${cls?.capacity}`
}
