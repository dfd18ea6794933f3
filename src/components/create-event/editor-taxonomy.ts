// The taxonomy lists the editor's Basics step offers, read on the server and passed to the client editor
// (so the lists are not part of its JavaScript), categories, subcategories and formats named in the page's
// language (the subcategories catalog; without one, each category's "Other" takes the Other category's
// name and the rest keep their English titles). Only the subcategories offered to organizers: none that a
// broader entry covers (issue 38 point 15, subcategories.ts).
import { CATEGORIES } from '@/core/taxonomy/categories'
import { FORMATS } from '@/core/taxonomy/formats'
import { computeSubcategoryTitle, type SubcategoryNames } from '@/core/taxonomy/subcategory-names'
import { computeOfferedSubcategoryId, OFFERED_SUBCATEGORIES } from '@/core/taxonomy/subcategories'
import type { Catalog } from '@/messages/catalog'
import type { EditorTaxonomy } from './editor-types'

export function computeEditorTaxonomy(names: Pick<Catalog['taxonomy'], 'categories' | 'formats'>, subcategoryNames?: SubcategoryNames): EditorTaxonomy {
  const categoryNames: Record<string, string> = names.categories
  const formatNames: Record<string, string> = names.formats
  return {
    categories: CATEGORIES.map((c) => ({ id: c.id, name: categoryNames[c.slug] ?? c.name })),
    subcategories: OFFERED_SUBCATEGORIES.map((s) => ({ id: s.id, categoryId: s.categoryId, name: (subcategoryNames ? computeSubcategoryTitle(s.id, subcategoryNames) : null) ?? (s.refinement === 'other' ? (categoryNames.other ?? s.title) : s.title) })),
    formats: FORMATS.map((f) => ({ id: f.id, name: formatNames[f.slug] ?? f.name })),
  }
}

/** The subcategory the editor shows as chosen: an event's own, or the offered entry that covers it. */
export function computeEditorSubcategoryId(id: number | null): number | null {
  return id === null ? null : computeOfferedSubcategoryId(id)
}
