// Turns what a user has typed so far into a prefix full-text query: every word must match, the last
// one as a prefix ("brooklyn ja" → brooklyn & ja:*). Only letters and digits survive, so the result is
// always a valid to_tsquery string.

export const MIN_PREFIX_LENGTH = 2

/** A to_tsquery('english', …) string, or null when nothing searchable was typed. */
export function computePrefixTsquery(typed: string): string | null {
  const words = typed
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  if (words.length === 0) return null
  const last = words[words.length - 1]!
  if (last.length < MIN_PREFIX_LENGTH && words.length === 1) return null
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ')
}
