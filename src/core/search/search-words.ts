// Typo tolerance and last-word prefixes (issue 22), as pure rules: how typed text splits into words, how
// far a typo may be from the word it meant, which indexed word corrects it, and the tsquery a search
// runs. The vocabulary itself (search_words) is read by search-words-repository.ts.

/** Words shorter than this are neither corrected nor completed: "up", "nyc" and "dj" mean what they say. */
export const MIN_FIXABLE_LENGTH = 3
/** At most this many indexed words complete a last word ("blu" → blue, blues, bluegrass, …). */
export const MAX_COMPLETIONS = 8
/** At most this many words of a query are looked at; longer queries are sentences, searched as typed. */
export const MAX_QUERY_WORDS = 8

/**
 * Lower-case runs of letters and digits, split as the search_words trigger splits event names
 * (drizzle/0015), so a typed word and an indexed word compare equal when they are the same word.
 */
export function splitSearchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS)
}

/** Whether a word may be corrected or completed: long enough and not a number. */
export function isFixableWord(word: string): boolean {
  return word.length >= MIN_FIXABLE_LENGTH && word.length <= 30 && /\p{L}/u.test(word)
}

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two neighbours each
 * cost one, so "comdey" is one edit from "comedy" and "yogga" one from "yoga".
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  }
  return d[rows - 1]![cols - 1]!
}

/** How many edits a typo of this length may be from its word: one up to five letters, else two. */
export function maxEditsFor(word: string): number {
  return word.length <= 5 ? 1 : 2
}

export type VocabularyWord = { word: string; docCount: number }

/**
 * The indexed word a typo most likely meant: fewest edits within maxEditsFor, then one that the typo
 * starts or that starts the typo, then the more common word, then one sharing the first letter (people
 * rarely mistype the first one), then alphabetical.
 * Null when no candidate is close enough.
 */
export function chooseCorrection(typed: string, candidates: readonly VocabularyWord[]): string | null {
  const limit = maxEditsFor(typed)
  const ranked = candidates
    .filter((c) => c.word !== typed && isFixableWord(c.word))
    .map((c) => ({
      word: c.word,
      edits: editDistance(typed, c.word),
      // An unfinished word ("jaz") or a doubled last key ("jazzz") keeps the start of the word meant.
      extends: Number(c.word.startsWith(typed) || typed.startsWith(c.word)),
      docCount: c.docCount,
      sameStart: Number(c.word[0] === typed[0]),
    }))
    .filter((c) => c.edits <= limit)
    .sort(
      (a, b) =>
        a.edits - b.edits || b.extends - a.extends || b.docCount - a.docCount || b.sameStart - a.sameStart || (a.word < b.word ? -1 : 1),
    )
  return ranked[0]?.word ?? null
}

/** What the vocabulary says about each typed word. */
export type WordFacts = {
  word: string
  /** The word itself is indexed. */
  known: boolean
  /** Indexed words starting with it (only asked for the last word). */
  completions: readonly string[]
  /** Nearest indexed words by trigrams (only asked for unknown words). */
  neighbours: readonly VocabularyWord[]
}

/** A search text as it will run: the tsquery of what was typed and, when a word looks mistyped, of its correction. */
export type SearchTextPlan = {
  /** The words as typed (lower case), which rank above words that only share their stem. */
  words: string[]
  /** tsquery text for to_tsquery('english', …); null when no word is searchable. */
  query: string | null
  /** tsquery texts of the words as a phrase, for ranking; none for one word. */
  phrases: string[]
  /** The corrected text and its tsqueries, when at least one word was corrected. */
  correction: { text: string; words: string[]; query: string; phrases: string[]; anyQuery: string | null } | null
  /** tsquery text matching any of two or more words, for when no event has them all; null otherwise. */
  anyQuery: string | null
}

// Only letters and digits reach to_tsquery, so its operators and quotes can never be typed in.
const term = (word: string) => `'${word}'`

/** One word's part of a tsquery: the word itself or, as the last word, any of its completions too. */
function wordTerm(word: string, completions: readonly string[]): string {
  const alternatives = [word, ...completions.filter((c) => c !== word)]
  return alternatives.length === 1 ? term(word) : `(${alternatives.map(term).join(' | ')})`
}

/**
 * The tsquery of a list of words: every word must match (PostgreSQL drops stop words), and the last one
 * also as the start of an indexed word, so "blu" finds blues while someone is still typing.
 */
export function compileWordsQuery(words: readonly string[], lastCompletions: readonly string[], join: '&' | '|' = '&'): string | null {
  if (words.length === 0) return null
  return words.map((w, i) => (i === words.length - 1 ? wordTerm(w, lastCompletions) : term(w))).join(` ${join} `)
}

/** Any of two or more words (issue 22: "all the words above some"); null for one word. */
function compileAnyWordQuery(words: readonly string[], lastCompletions: readonly string[]): string | null {
  return words.length < 2 ? null : compileWordsQuery(words, lastCompletions, '|')
}

/**
 * The words as a phrase, stop words keeping their place ("stand up comedy" matches "Stand-Up Comedy"),
 * and two words also as one hyphenated word, the way "stand up" is written in "Stand-Up". Alternatives
 * are ranked one by one (a phrase that stop words reduce to one word is no phrase: see relevance).
 */
export function compilePhraseQueries(words: readonly string[]): string[] {
  if (words.length < 2) return []
  const phrase = words.map(term).join(' <-> ')
  return words.length === 2 ? [phrase, `'${words[0]}-${words[1]}'`] : [phrase]
}

/**
 * Issue 22's plan for a text: the last word completes as a prefix when it is not itself a word; a word
 * that is neither indexed nor (as the last word) the start of one is replaced by its correction, if any.
 */
export function computeSearchTextPlan(facts: readonly WordFacts[]): SearchTextPlan {
  const words = facts.map((f) => f.word)
  const last = facts[facts.length - 1]
  const completions = last && !last.known && isFixableWord(last.word) ? last.completions : []
  const query = compileWordsQuery(words, completions)
  let corrected = false
  const fixedWords = facts.map((f, i) => {
    const completes = i === facts.length - 1 && completions.length > 0
    if (f.known || completes || !isFixableWord(f.word)) return f.word
    const fix = chooseCorrection(f.word, f.neighbours)
    if (fix) corrected = true
    return fix ?? f.word
  })
  const correction = corrected
    ? {
        text: fixedWords.join(' '),
        words: fixedWords,
        query: compileWordsQuery(fixedWords, [])!,
        phrases: compilePhraseQueries(fixedWords),
        anyQuery: compileAnyWordQuery(fixedWords, []),
      }
    : null
  return { words, query, phrases: compilePhraseQueries(words), correction, anyQuery: compileAnyWordQuery(words, completions) }
}

type SyntaxItem = { kind: 'word'; word: string } | { kind: 'phrase'; words: string[] } | { kind: 'not'; words: string[] } | { kind: 'or' }

/**
 * Web-search syntax, as websearch_to_tsquery read it before issue 22 (docs/api.md): "quoted phrases",
 * -exclusions and `or` between alternatives. Null when the text uses none of them: plain words then get
 * completion and correction (computeSearchTextPlan).
 */
export function compileSearchSyntax(text: string): SearchTextPlan | null {
  const items: SyntaxItem[] = []
  let syntax = false
  for (const match of text.toLowerCase().matchAll(/"([^"]*)"?|(-?)([^\s"]+)/g)) {
    if (match[1] !== undefined) {
      syntax = true
      const words = splitSearchWords(match[1])
      if (words.length > 0) items.push({ kind: 'phrase', words })
    } else if (match[2] === '' && match[3] === 'or') {
      syntax = true
      items.push({ kind: 'or' })
    } else if (match[2] === '-') {
      syntax = true
      const words = splitSearchWords(match[3]!)
      if (words.length > 0) items.push({ kind: 'not', words })
    } else {
      for (const word of splitSearchWords(match[3]!)) items.push({ kind: 'word', word })
    }
  }
  if (!syntax) return null
  const render = (item: Exclude<SyntaxItem, { kind: 'or' }>) =>
    item.kind === 'word' ? term(item.word) : item.kind === 'phrase' ? `(${item.words.map(term).join(' <-> ')})` : `!(${item.words.map(term).join(' <-> ')})`
  // "a or b c" is (a | b) & c, as in websearch_to_tsquery; a dangling "or" is ignored.
  const groups: string[][] = []
  let joinNext = false
  for (const item of items) {
    if (item.kind === 'or') {
      joinNext = groups.length > 0
      continue
    }
    if (joinNext) groups[groups.length - 1]!.push(render(item))
    else groups.push([render(item)])
    joinNext = false
  }
  const query = groups.length === 0 ? null : groups.map((g) => (g.length === 1 ? g[0]! : `(${g.join(' | ')})`)).join(' & ')
  const words = items.flatMap((i) => (i.kind === 'word' ? [i.word] : i.kind === 'phrase' ? i.words : []))
  return { words, query, phrases: [], correction: null, anyQuery: null }
}
