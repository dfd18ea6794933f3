// Rules of the search dropdown (spec §2, §5, §9): recent searches kept in the browser, matching recent
// searches first among the suggestions, caps, and highlighting of the typed text. Pure apart from the
// storage helpers, which never throw (private mode).

export const MAX_SUGGESTIONS = 24
export const MAX_RECENT_IN_SUGGESTIONS = 5
export const MAX_RECENT_IN_DROPDOWN = 5
export const MAX_TRENDING = 5
export const AUTOCOMPLETE_DEBOUNCE_MS = 400
const MAX_STORED_RECENT = 20
export const RECENT_SEARCHES_KEY = 'tessera:recent-searches'

export type Suggestion = { text: string; recent: boolean }

/**
 * Spec §5/§9: recent searches that contain the typed text come first (at most 5), then the
 * autocomplete answers not already listed, 24 at most in all.
 */
export function computeSuggestions(
  typed: string,
  recent: readonly string[],
  answers: readonly string[],
): Suggestion[] {
  const needle = typed.trim().toLowerCase()
  if (!needle) return []
  const seen = new Set<string>()
  const out: Suggestion[] = []
  for (const text of recent) {
    if (out.length >= MAX_RECENT_IN_SUGGESTIONS) break
    const key = text.toLowerCase()
    if (key.includes(needle) && !seen.has(key)) {
      seen.add(key)
      out.push({ text, recent: true })
    }
  }
  for (const text of answers) {
    if (out.length >= MAX_SUGGESTIONS) break
    const key = text.toLowerCase()
    if (!seen.has(key)) {
      seen.add(key)
      out.push({ text, recent: false })
    }
  }
  return out
}

/**
 * While the answer for the typed text is coming (or when autocomplete cannot run for the place): the
 * previous answer's suggestions that still contain the text, so the list does not blink empty at each
 * keystroke and shows nothing proposed for text that is no longer typed.
 */
export function computeAnswersMeanwhile(
  typed: string,
  previous: { answers: readonly string[]; failed: boolean } | null,
  canAutocomplete: boolean,
): string[] {
  const needle = typed.trim().toLowerCase()
  if (!previous || previous.failed || !canAutocomplete || !needle) return []
  return previous.answers.filter((answer) => answer.toLowerCase().includes(needle))
}

export type Segment = { text: string; match: boolean }

/** Spec §5: marks what matches the typed text; a typed text that is not a valid pattern marks nothing. */
export function highlightSegments(text: string, typed: string): Segment[] {
  const pattern = typed.trim()
  if (!pattern) return [{ text, match: false }]
  let regex: RegExp
  try {
    regex = new RegExp(pattern, 'gi')
  } catch {
    return [{ text, match: false }]
  }
  const out: Segment[] = []
  let last = 0
  for (const found of text.matchAll(regex)) {
    const start = found.index
    // An empty match (a pattern like "a*") highlights nothing and must not loop.
    if (found[0] === '') continue
    if (start > last) out.push({ text: text.slice(last, start), match: false })
    out.push({ text: found[0], match: true })
    last = start + found[0].length
  }
  if (last < text.length) out.push({ text: text.slice(last), match: false })
  return out.length > 0 ? out : [{ text, match: false }]
}

/** Most recent first, without duplicates (case-insensitive), capped. */
export function addToRecent(list: readonly string[], text: string, cap = MAX_STORED_RECENT): string[] {
  const trimmed = text.trim()
  if (!trimmed) return [...list]
  return [trimmed, ...list.filter((t) => t.toLowerCase() !== trimmed.toLowerCase())].slice(0, cap)
}

export function readStoredList(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : []
  } catch {
    return []
  }
}

export function writeStoredList(key: string, list: readonly string[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, JSON.stringify(list))
  } catch {
    // Storage disabled: the dropdown simply has no history.
  }
}
