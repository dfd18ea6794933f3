// The last segment of event and organizer URLs (ARCHITECTURE §3): `{name-slug}-tickets-{id}` and
// `{organizer-slug}-{id}`. The id decides; a stale or mistyped name part redirects to the current one.

const EVENT_SEGMENT = /^(.*)-tickets-(\d{1,9})$/
const ORGANIZER_SEGMENT = /^(.*)-(\d{1,9})$/

export type SlugAndId = { slug: string; id: number }

/** Reads `{name-slug}-tickets-{id}`; null when the segment is not one. */
export function parseEventSegment(segment: string): SlugAndId | null {
  const match = EVENT_SEGMENT.exec(segment)
  if (!match) return null
  const id = Number(match[2])
  return id > 0 ? { slug: match[1] ?? '', id } : null
}

/** Reads `{organizer-slug}-{id}`; null when the segment is not one. */
export function parseOrganizerSegment(segment: string): SlugAndId | null {
  const match = ORGANIZER_SEGMENT.exec(segment)
  if (!match) return null
  const id = Number(match[2])
  return id > 0 ? { slug: match[1] ?? '', id } : null
}
