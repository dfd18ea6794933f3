import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { compileSearchSyntax, computeSearchTextPlan, splitSearchWords, type SearchTextPlan, type WordFacts } from './search-words'
import { findWordFacts } from './search-words-repository'

/**
 * Issue 22: the tsquery a search text runs (its last word completing as a prefix) and its spelling
 * correction, from the vocabulary of what is indexed. What the vocabulary says about a word is
 * remembered per word (and per last word, with its completions) for five minutes, since people combine
 * the same words in ever new searches (caches.searchWordFacts, dropped on any event change); the words
 * not remembered are read in one statement.
 */
export async function interpretSearchText({ db, caches, clock }: Pick<CoreDeps, 'db' | 'caches' | 'clock'>, text: string): Promise<SearchTextPlan> {
  // Quoted phrases, -exclusions and "or" are searched as written: no completion, no correction.
  const written = compileSearchSyntax(text)
  if (written) return written
  const words = splitSearchWords(text)
  if (words.length === 0) return computeSearchTextPlan([])
  const at = clock.now().getTime()
  const last = words.at(-1)!
  const keyOf = (word: string, i: number) => (i === words.length - 1 ? `${word}|last` : word)
  const known = new Map<string, Promise<WordFacts>>()
  words.forEach((word, i) => {
    const hit = caches.searchWordFacts.get(keyOf(word, i), at)
    if (hit) known.set(keyOf(word, i), hit)
  })
  const lastMissing = !known.has(`${last}|last`)
  const others = [...new Set(words.slice(0, -1).filter((word) => !known.has(word)))]
  // The last word, when missing, is read last, so that its completions are asked for.
  const ordered = lastMissing ? [...others, last] : others
  if (ordered.length > 0) {
    const loaded = findWordFacts(db, ordered, { completeLast: lastMissing })
    ordered.forEach((word, j) => {
      const key = lastMissing && j === ordered.length - 1 ? `${word}|last` : word
      const facts = loaded.then((all) => all[j]!)
      known.set(key, facts)
      caches.searchWordFacts.set(key, facts, at)
      // A failed read is forgotten, so the next search tries again.
      facts.catch(() => caches.searchWordFacts.delete(key))
    })
  }
  const facts: WordFacts[] = await Promise.all(words.map((word, i) => known.get(keyOf(word, i))!))
  return computeSearchTextPlan(facts.map((f, i) => ({ ...f, word: words[i]!, completions: i === words.length - 1 ? f.completions : [] })))
}
