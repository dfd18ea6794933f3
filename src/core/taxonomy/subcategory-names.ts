// Subcategory titles and tile subtitles in the page's language (issue 25). The names live in the
// `subcategories` catalog (src/messages/{language}/subcategories.json), keyed by subcategory id; the
// server reads them and hands them here, so the taxonomy stays framework-free and no catalog reaches the
// browser. Without names (or without an entry) the taxonomy's English title is shown, as before.
import { getSubcategoryById } from './subcategories'

/** The `subcategories` catalog of one language: titles and tile subtitles by subcategory id. */
export type SubcategoryNames = {
  titles: Record<string, string>
  subtitles: Record<string, string>
}

/** A subcategory's title in the names' language; its English title when the names have none. */
export function computeSubcategoryTitle(id: number, names?: SubcategoryNames): string | null {
  const translated = names?.titles[String(id)]
  if (translated) return translated
  // Two titles keep Eventbrite's trailing space (subcategories.ts); nobody sees it.
  return getSubcategoryById(id)?.title.trim() ?? null
}

/** A subcategory's tile subtitle in the names' language, or the given English one. */
export function computeSubcategorySubtitle(
  id: number,
  english: string | undefined,
  names?: SubcategoryNames,
): string | undefined {
  if (english === undefined) return undefined
  return names?.subtitles[String(id)] ?? english
}
