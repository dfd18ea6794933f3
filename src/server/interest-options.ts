import 'server-only'
import { getMessages } from 'next-intl/server'
import type { InterestOptions } from '@/components/account/interests-picker'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { POPULAR_TAGS } from '@/core/taxonomy/popular-tags'
import { getSubcategoriesByCategoryId } from '@/core/taxonomy/subcategories'
import { computeSubcategoryTitle } from '@/core/taxonomy/subcategory-names'

/**
 * Everything the interests picker offers: spec §3 categories with their subcategories, and the popular
 * tags, named in the page's language (issue 25: the picker draws in the browser, so it gets plain names).
 */
export async function interestOptions(): Promise<InterestOptions> {
  const { taxonomy, subcategories, results } = await getMessages()
  const categoryNames: Record<string, string> = taxonomy.categories
  const tagNames: Record<string, string> = results.tags
  return {
    categories: CATEGORIES.map((c) => ({
      id: c.id,
      name: categoryNames[c.slug] ?? c.name,
      subcategories: getSubcategoriesByCategoryId(c.id).map((s) => ({ id: s.id, title: computeSubcategoryTitle(s.id, subcategories) ?? s.title })),
    })),
    tags: POPULAR_TAGS.map((t) => ({ slug: t.slug, label: tagNames[t.slug] ?? t.label })),
  }
}
