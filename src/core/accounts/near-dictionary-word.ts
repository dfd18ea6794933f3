// Misspelled dictionary words (issue 39 finding 11): `Tr0ub4dor&3` scores 4 with zxcvbn because it sees a
// word with one letter dropped as random characters. zxcvbn-ts's own `useLevenshteinDistance` finds it but
// costs ~430 ms of CPU per check (2 s at 64 characters) on the event loop. This finds it in well under a
// millisecond with a deletion-neighbourhood index (SymSpell's idea) built once, lazily. Decision 050.
// Server-only: the Hunspell word list is read from its package's files, which a browser bundle cannot do.
import 'server-only'
import * as zxcvbnCommon from '@zxcvbn-ts/language-common'
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en'
import hunspellEnglish from 'dictionary-en'

/** Shorter words are within one edit of too many strings to say anything; shorter cores are left to zxcvbn. */
const MIN_WORD_LENGTH = 5
/** From this length a core may be two edits from its word; below it, one. */
const TWO_EDITS_FROM_LENGTH = 9
/** Each `1` may stand for `i` or `l`: at most this many spellings of one password are tried. */
const MAX_SPELLINGS = 8

// The spellings people use for letters. `1` is ambiguous; the rest undo to one letter.
const SUBSTITUTIONS: Record<string, readonly string[]> = {
  '0': ['o'],
  '1': ['i', 'l'],
  '2': ['z'],
  '3': ['e'],
  '4': ['a'],
  '5': ['s'],
  '6': ['g'],
  '7': ['t'],
  '8': ['b'],
  '9': ['g'],
  $: ['s'],
  '@': ['a'],
  '+': ['t'],
  '!': ['i'],
  '|': ['l'],
  '(': ['c'],
}

// Surnames are left out: 89,000 of them put nearly every short string within one edit of some name.
const DICTIONARY_NAMES = ['passwords-common', 'diceware-common', 'commonWords-en', 'wikipedia-en', 'firstnames-en'] as const

// zxcvbn's English lists are words by frequency and miss plenty of ordinary ones (`troubadour`): the
// stems of the Hunspell English dictionary (wooorm's dictionary-en) fill them in. Capitalised entries are
// proper names, left out like the surnames.
function hunspellStems(): string[] {
  const lines = new TextDecoder().decode(hunspellEnglish.dic).split('\n')
  return lines.slice(1).map((line) => line.split('/')[0]!)
}

type NearWordIndex = {
  /** Every indexed word. */
  words: ReadonlySet<string>
  /** Each word with one letter deleted → the words it came from. */
  deletions: ReadonlyMap<string, string | string[]>
  longestWord: number
}

// One index per process, under a global key: Next.js bundles the pages apart from our HTTP server's endpoint
// modules (get-deps.ts says why), and each copy of this module building its own would cost the time and
// the heap twice, the second time while a request waits (the demo staff hook may run in either copy).
const holder = globalThis as { __tesseraNearWordIndex?: NearWordIndex }

function buildIndex(): NearWordIndex {
  const dictionaries: Record<string, readonly string[] | undefined> = { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary }
  const words = new Set<string>()
  for (const list of [...DICTIONARY_NAMES.map((name) => dictionaries[name] ?? []), hunspellStems()]) {
    for (const word of list) if (word.length >= MIN_WORD_LENGTH && /^[a-z]+$/.test(word)) words.add(word)
  }
  const deletions = new Map<string, string | string[]>()
  let longestWord = 0
  for (const word of words) {
    longestWord = Math.max(longestWord, word.length)
    for (const deleted of singleDeletions(word)) {
      const seen = deletions.get(deleted)
      if (seen === undefined) deletions.set(deleted, word)
      else if (typeof seen === 'string') {
        if (seen !== word) deletions.set(deleted, [seen, word])
      } else if (!seen.includes(word)) seen.push(word)
    }
  }
  return { words, deletions, longestWord }
}

/** Builds the index now (2–3 s of CPU here, decision 050) rather than on the first password checked. */
export function warmNearWordIndex(): NearWordIndex {
  return (holder.__tesseraNearWordIndex ??= buildIndex())
}

function* singleDeletions(word: string): Generator<string> {
  let previous = ''
  for (let i = 0; i < word.length; i++) {
    const deleted = word.slice(0, i) + word.slice(i + 1)
    // Deleting either letter of a double gives the same string once.
    if (deleted !== previous) yield deleted
    previous = deleted
  }
}

/**
 * The password's word, as people build passwords from one: lower case, leading and trailing digits and
 * symbols stripped (`Tr0ub4dor&3` → `tr0ub4dor`), then every spelling with substitutions undone
 * (`troubador`; each `1` as `i` and as `l`, up to MAX_SPELLINGS).
 */
export function computeWordSpellings(password: string): string[] {
  const trimmed = trimEdges(password.toLowerCase())
  let spellings = ['']
  for (const char of trimmed) {
    const options = SUBSTITUTIONS[char] ?? [char]
    const next: string[] = []
    for (const prefix of spellings) for (const option of options) if (next.length < MAX_SPELLINGS) next.push(prefix + option)
    spellings = next
  }
  return spellings.filter((spelling) => spelling.length > 0)
}

// Digits and symbols at either end are what people add to a word; a leading `@` or `$` may still be a letter.
function trimEdges(lower: string): string {
  let start = 0
  let end = lower.length
  while (start < end && !isLetterLike(lower[start]!)) start++
  while (end > start && !isLetterLike(lower[end - 1]!, true)) end--
  return lower.slice(start, end)
}

function isLetterLike(char: string, atEnd = false): boolean {
  if (/\p{L}/u.test(char)) return true
  // At the end, digits and symbols are additions (`dor&3`); at the start, `@pple` and `$unshine` are letters.
  return !atEnd && (char === '@' || char === '$')
}

/**
 * A dictionary word that the password is a near miss of (one edit away, two for long words, after undoing
 * substitutions and stripping digits and symbols at the ends), or null. An exact dictionary word is not a
 * near miss: zxcvbn prices those itself, with their substitutions.
 */
export function findNearDictionaryWord(password: string): string | null {
  const { words, deletions, longestWord } = warmNearWordIndex()
  const spellings = computeWordSpellings(password)
  // A word as typed (`radium-1898`) is zxcvbn's to price; one disguised by substitutions (`P@ssw0rdd1!`,
  // `passwordd` being on the leaked list) is no stronger than the word.
  if (words.has(trimEdges(password.toLowerCase()))) return null
  const disguised = spellings.find((spelling) => words.has(spelling))
  if (disguised) return disguised
  for (const spelling of spellings) {
    if (spelling.length < MIN_WORD_LENGTH - 1 || spelling.length > longestWord + 2 || !/^[a-z]+$/.test(spelling)) continue
    const maxEdits = spelling.length >= TWO_EDITS_FROM_LENGTH ? 2 : 1
    const near = findNearWord(spelling, maxEdits, words, deletions)
    if (near) return near
  }
  return null
}

function findNearWord(spelling: string, maxEdits: number, words: ReadonlySet<string>, deletions: ReadonlyMap<string, string | string[]>): string | null {
  // A letter missing from the spelling: the spelling is one of a word's deletions.
  const missing = firstWithin(deletions.get(spelling), spelling, maxEdits)
  if (missing) return missing
  for (const deleted of singleDeletions(spelling)) {
    // A letter too many, or (through the word's own deletions) one letter changed or two swapped.
    if (words.has(deleted)) return deleted
    const changed = firstWithin(deletions.get(deleted), spelling, maxEdits)
    if (changed) return changed
    if (maxEdits < 2) continue
    // Two letters too many.
    for (const twice of singleDeletions(deleted)) if (twice.length >= MIN_WORD_LENGTH && words.has(twice)) return twice
  }
  return null
}

function firstWithin(candidates: string | string[] | undefined, spelling: string, maxEdits: number): string | null {
  if (candidates === undefined) return null
  for (const word of typeof candidates === 'string' ? [candidates] : candidates) {
    if (computeEditDistance(spelling, word, maxEdits) <= maxEdits) return word
  }
  return null
}

/** Optimal-string-alignment distance (a swap of neighbours is one edit), stopping early past `max`. */
export function computeEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    beforePrevious = previous
    previous = current
  }
  return previous[b.length]!
}
