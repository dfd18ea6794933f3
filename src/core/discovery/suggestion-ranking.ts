// Blending autocomplete suggestions (issue "Discovery API"): popular past searches near the place,
// event and organizer names and category words, ranked by how well they match the typed text and by
// popularity, without duplicates, at most 24 in all (spec §9).

export const MAX_SUGGESTIONS = 24

export type SuggestionCandidate = { text: string; source: 'query' | 'category' | 'organizer' | 'event'; popularity: number }

/** 3 when the text starts with the typed text, 2 when a later word does, 1 when it merely contains it, else 0. */
export function computeMatchStrength(text: string, typed: string): number {
  const t = text.toLowerCase()
  const q = typed.toLowerCase().trim()
  if (!q) return 0
  if (t.startsWith(q)) return 3
  if (t.includes(` ${q}`)) return 2
  return t.includes(q) ? 1 : 0
}

const SOURCE_WEIGHT: Record<SuggestionCandidate['source'], number> = { query: 3, category: 2, organizer: 1, event: 1 }

/** Ranked, de-duplicated (case-insensitively) suggestion texts, best first. */
export function rankSuggestions(candidates: SuggestionCandidate[], typed: string, limit: number): string[] {
  const best = new Map<string, { text: string; score: number }>()
  for (const c of candidates) {
    const strength = computeMatchStrength(c.text, typed)
    if (strength === 0) continue
    const score = strength * 100 + SOURCE_WEIGHT[c.source] * 10 + Math.log10(1 + Math.max(0, c.popularity))
    const key = c.text.toLowerCase()
    const seen = best.get(key)
    if (!seen || seen.score < score) best.set(key, { text: c.text, score })
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.text.length - b.text.length || a.text.localeCompare(b.text))
    .slice(0, limit)
    .map((s) => s.text)
}
