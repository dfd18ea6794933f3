import 'server-only'
import { eventPath } from '@/core/events/event-json'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findUsersByText } from './accounts-repository'
import { findEventsByIdOrName } from './admin-repository'

export type AdminSearchResult = {
  users: { publicId: string; fullName: string; email: string; isStaff: boolean; createdAt: string }[]
  events: { id: string; name: string; url: string; status: string; startsAt: string; organizerName: string }[]
}

/** Staff search (spec §2 "/admin/search/"): users by email or name, events by id or name. Staff only: the caller checks. */
export async function searchAdmin({ db }: Pick<CoreDeps, 'db'>, input: { text: string }): Promise<AdminSearchResult> {
  const text = input.text.trim()
  if (!text) return { users: [], events: [] }
  const [users, events] = await Promise.all([findUsersByText(db, text, 25), findEventsByIdOrName(db, text, 25)])
  return {
    users: users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
    events: events.map((e) => ({
      id: String(e.id),
      name: e.name,
      url: eventPath(e.name_slug, e.id),
      status: e.status,
      startsAt: new Date(e.start_at).toISOString(),
      organizerName: e.organizer_name,
    })),
  }
}
