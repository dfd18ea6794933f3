import { useLocale, useMessages, useTranslations } from 'next-intl'
import type { FilterWords } from '@/core/search/results-filters'

/** The filter chips' words in the page's language, for computeActiveFilters (server components). */
export function useFilterWords(): FilterWords {
  const t = useTranslations('results')
  const { results, taxonomy, subcategories } = useMessages()
  return {
    categories: taxonomy.categories,
    formats: taxonomy.formats,
    subcategories,
    prices: results.prices,
    dates: results.dates,
    tags: results.tags,
    dateRange: t.raw('dateRange') as string,
    locale: useLocale(),
  }
}
