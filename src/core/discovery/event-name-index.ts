// Event-name suggestions for autocomplete (issue "Discovery API"): the soonest upcoming events of an
// area are kept as word lists, and typed text matches when each typed word starts a word of the name.
// Prefix full-text queries over a million events cost hundreds of milliseconds (every lexeme of the
// prefix is expanded), while matching a few thousand names in memory costs well under one.

/** `series`: the series parent of a repeating event's date, null for a single event. */
export type NamedEvent = {
  id: number
  name: string
  bookmarks: number
  startMs: number
  series: number | null
  organizer: { name: string; followers: number }
}
/** An area's upcoming events as word lists, and the organizers of those events (most followed first). */
export type EventNameIndex = {
  events: readonly { id: number; words: readonly string[] }[]
  organizers: readonly { name: string; lowerName: string; followers: number }[]
}

/** Lower-case words of letters and digits, accents folded: the same words autocomplete types. */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * Most saved first, then soonest, then by id: the order suggestions are offered in. A series is offered
 * once, by its first date in that order (issue 22: one card per series).
 */
export function buildEventNameIndex(events: readonly NamedEvent[]): EventNameIndex {
  const seen = new Set<number>()
  const organizers = new Map<string, { name: string; lowerName: string; followers: number }>()
  for (const e of events) {
    if (!organizers.has(e.organizer.name)) organizers.set(e.organizer.name, { ...e.organizer, lowerName: e.organizer.name.toLowerCase() })
  }
  return {
    events: [...events]
      .sort((a, b) => b.bookmarks - a.bookmarks || a.startMs - b.startMs || a.id - b.id)
      .filter((e) => e.series === null || (!seen.has(e.series) && seen.add(e.series)))
      .map((e) => ({ id: e.id, words: nameWords(e.name) })),
    organizers: [...organizers.values()].sort((a, b) => b.followers - a.followers || a.name.localeCompare(b.name)),
  }
}

/**
 * Organizers of the area's upcoming events whose name contains the typed text (three letters at least),
 * most followed first: issue 22, "jaz" in New York suggested organizers from Maryvale and Hobart.
 */
export function matchOrganizerNames(index: EventNameIndex, typed: string, limit: number): { term: string; count: number }[] {
  const wanted = typed.toLowerCase().trim()
  if (wanted.length < 3) return []
  return index.organizers
    .filter((o) => o.lowerName.includes(wanted))
    .slice(0, limit)
    .map((o) => ({ term: o.name, count: o.followers }))
}

/** Ids of the first `limit` events whose name has, for every typed word, a word starting with it. */
export function matchEventNames(index: EventNameIndex, typed: string, limit: number): number[] {
  const wanted = nameWords(typed).slice(0, 8)
  if (wanted.length === 0 || (wanted.length === 1 && wanted[0]!.length < 2)) return []
  const ids: number[] = []
  for (const entry of index.events) {
    if (wanted.every((w) => entry.words.some((word) => word.startsWith(w)))) {
      ids.push(entry.id)
      if (ids.length === limit) break
    }
  }
  return ids
}
