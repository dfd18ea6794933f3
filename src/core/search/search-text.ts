// Search text as users type it: control characters stripped and unusual spaces made plain (spec §5
// "Text inputs"), runs of spaces collapsed, capped in length.

export const MAX_SEARCH_TEXT = 200

/** Spec §5 text-input normalisation, for search queries. */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/[\u2028\u2029]/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_TEXT)
}

/** The unit autocomplete and trending count: lower-case normalised text. */
export function normalizeSearchTerm(text: string): string {
  return normalizeSearchText(text).toLowerCase()
}
