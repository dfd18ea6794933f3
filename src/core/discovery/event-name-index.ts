// Event-name suggestions for autocomplete (issue "Discovery API"): the soonest upcoming events of an
// area are kept as word lists, and typed text matches when each typed word starts a word of the name.
// Prefix full-text queries over a million events cost hundreds of milliseconds (every lexeme of the
// prefix is expanded), while matching a few thousand names in memory costs well under one.

/** `series`: the series parent of a repeating event's date, null for a single event. */
export type NamedEvent = { id: number; name: string; bookmarks: number; startMs: number; series: number | null }
export type EventNameIndex = readonly { id: number; words: readonly string[] }[]

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
  return [...events]
    .sort((a, b) => b.bookmarks - a.bookmarks || a.startMs - b.startMs || a.id - b.id)
    .filter((e) => e.series === null || (!seen.has(e.series) && seen.add(e.series)))
    .map((e) => ({ id: e.id, words: nameWords(e.name) }))
}

/** Ids of the first `limit` events whose name has, for every typed word, a word starting with it. */
export function matchEventNames(index: EventNameIndex, typed: string, limit: number): number[] {
  const wanted = nameWords(typed).slice(0, 8)
  if (wanted.length === 0 || (wanted.length === 1 && wanted[0]!.length < 2)) return []
  const ids: number[] = []
  for (const entry of index) {
    if (wanted.every((w) => entry.words.some((word) => word.startsWith(w)))) {
      ids.push(entry.id)
      if (ids.length === limit) break
    }
  }
  return ids
}
