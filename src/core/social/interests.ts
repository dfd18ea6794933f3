// Interests (issue "Attendee features"): categories, subcategories and tags a user picks on /u/interests.
import { AppError } from '@/core/shared/app-error'
import { getCategoryById } from '@/core/taxonomy/categories'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'

export type Interests = { categories: number[]; subcategories: number[]; tags: string[] }
export type InterestRow = { kind: 'category' | 'subcategory' | 'tag'; value: string }

export const MAX_INTERESTS = 100
const TAG = /^[a-z0-9][a-z0-9-]{0,39}$/

/** Checks and de-duplicates a selection: unknown categories/subcategories and malformed tags are refused. */
export function normalizeInterests(input: Interests): Interests {
  const categories = [...new Set(input.categories)]
  const subcategories = [...new Set(input.subcategories)]
  const tags = [...new Set(input.tags.map((t) => t.trim().toLowerCase()))]
  const bad = [
    ...categories.filter((id) => !getCategoryById(id)).map((id) => `category ${id}`),
    ...subcategories.filter((id) => !getSubcategoryById(id)).map((id) => `subcategory ${id}`),
    ...tags.filter((t) => !TAG.test(t)).map((t) => `tag "${t.slice(0, 40)}"`),
  ]
  if (bad.length > 0) throw new AppError('INVALID_ARGUMENT', `Unknown interests: ${bad.slice(0, 5).join(', ')}.`, { interests: bad.slice(0, 20) })
  if (categories.length + subcategories.length + tags.length > MAX_INTERESTS) {
    throw new AppError('INVALID_ARGUMENT', `Pick at most ${MAX_INTERESTS} interests.`)
  }
  return { categories, subcategories, tags }
}

export function interestsToRows(interests: Interests): InterestRow[] {
  return [
    ...interests.categories.map((id) => ({ kind: 'category' as const, value: String(id) })),
    ...interests.subcategories.map((id) => ({ kind: 'subcategory' as const, value: String(id) })),
    ...interests.tags.map((value) => ({ kind: 'tag' as const, value })),
  ]
}

export function rowsToInterests(rows: readonly InterestRow[]): Interests {
  const out: Interests = { categories: [], subcategories: [], tags: [] }
  for (const r of rows) {
    if (r.kind === 'category') out.categories.push(Number(r.value))
    else if (r.kind === 'subcategory') out.subcategories.push(Number(r.value))
    else out.tags.push(r.value)
  }
  return out
}

/**
 * For-you weights: an explicit subcategory pick counts most, then a category pick, each shared tag,
 * a followed organizer, then what the user's likes say about their taste.
 */
export const FOR_YOU_WEIGHTS = { subcategory: 5, category: 3, tag: 2, followedOrganizer: 3, likedSubcategory: 2, likedCategory: 1 } as const
