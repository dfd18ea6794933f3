import 'server-only'
import type { InterestOptions } from '@/components/account/interests-picker'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { POPULAR_TAGS } from '@/core/taxonomy/popular-tags'
import { getSubcategoriesByCategoryId } from '@/core/taxonomy/subcategories'

/** Everything the interests picker offers: spec §3 categories with their subcategories, and the popular tags. */
export function interestOptions(): InterestOptions {
  return {
    categories: CATEGORIES.map((c) => ({
      id: c.id,
      name: c.name,
      subcategories: getSubcategoriesByCategoryId(c.id).map((s) => ({ id: s.id, title: s.title })),
    })),
    tags: POPULAR_TAGS.map((t) => ({ slug: t.slug, label: t.label })),
  }
}
