import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { getOrLoad } from '@/core/shared/ttl-cache'
import { compileSearchSyntax, computeSearchTextPlan, splitSearchWords, type SearchTextPlan } from './search-words'
import { findWordFacts } from './search-words-repository'

/**
 * Issue 22: the tsquery a search text runs (its last word completing as a prefix) and its spelling
 * correction, from the vocabulary of what is indexed. People search the same words again and again, and
 * the vocabulary changes only when events do, so plans are remembered for five minutes
 * (caches.searchTextPlans, dropped on any event change).
 */
export function interpretSearchText({ db, caches, clock }: Pick<CoreDeps, 'db' | 'caches' | 'clock'>, text: string): Promise<SearchTextPlan> {
  // Quoted phrases, -exclusions and "or" are searched as written: no completion, no correction.
  const written = compileSearchSyntax(text)
  if (written) return Promise.resolve(written)
  const words = splitSearchWords(text)
  return getOrLoad(caches.searchTextPlans, words.join(' '), clock.now().getTime(), async () =>
    computeSearchTextPlan(await findWordFacts(db, words)),
  )
}
