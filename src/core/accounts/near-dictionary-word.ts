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

/**
 * The index as a few typed arrays rather than millions of strings in a Map: about 300,000 words and 2.4
 * million deletions held as JavaScript strings made ~70 MB of heap that every full garbage collection
 * walked, which showed as CPU on every request of the process (bench:api's trivial row). Typed arrays'
 * contents are not walked. Words are a-z only, so one byte a letter.
 */
type NearWordIndex = {
  /** The words' letters end to end, and where each starts (`starts[i]` to `starts[i + 1]`). */
  letters: Uint8Array
  starts: Uint32Array
  /** Open addressing by the word's hash: word number + 1, 0 for an empty slot. */
  wordSlots: Uint32Array
  /** Each word with one letter deleted, by the deletion's hash bucket: the word numbers it came from. */
  deletionBuckets: Uint32Array
  deletionWords: Uint32Array
  longestWord: number
}

// One index per process, under a global key: Next.js bundles the pages apart from our HTTP server's endpoint
// modules (get-deps.ts says why), and each copy of this module building its own would cost the time and
// the heap twice, the second time while a request waits (the demo staff hook may run in either copy).
const holder = globalThis as { __tesseraNearWordIndex?: NearWordIndex }

/** FNV-1a over the string's char codes (a-z here), as a 32-bit unsigned number. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

function powerOfTwoAtLeast(n: number): number {
  let size = 1
  while (size < n) size *= 2
  return size
}

function wordAt(index: NearWordIndex, n: number): string {
  return String.fromCharCode(...index.letters.subarray(index.starts[n], index.starts[n + 1]))
}

function hasWord(index: NearWordIndex, word: string): boolean {
  const mask = index.wordSlots.length - 1
  for (let slot = hashOf(word) & mask; ; slot = (slot + 1) & mask) {
    const entry = index.wordSlots[slot]!
    if (entry === 0) return false
    const n = entry - 1
    const start = index.starts[n]!
    if (index.starts[n + 1]! - start !== word.length) continue
    let same = true
    for (let i = 0; i < word.length && same; i++) same = index.letters[start + i] === word.charCodeAt(i)
    if (same) return true
  }
}

/** The words one of whose single deletions hashes to the bucket of `deleted` (exact ones, and rarely others). */
function wordsWithDeletion(index: NearWordIndex, deleted: string): string[] {
  const bucket = hashOf(deleted) & (index.deletionBuckets.length - 2)
  const found: string[] = []
  for (let k = index.deletionBuckets[bucket]!; k < index.deletionBuckets[bucket + 1]!; k++) found.push(wordAt(index, index.deletionWords[k]!))
  return found
}

function buildIndex(): NearWordIndex {
  const dictionaries: Record<string, readonly string[] | undefined> = { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary }
  const unique = new Set<string>()
  for (const list of [...DICTIONARY_NAMES.map((name) => dictionaries[name] ?? []), hunspellStems()]) {
    for (const word of list) if (word.length >= MIN_WORD_LENGTH && /^[a-z]+$/.test(word)) unique.add(word)
  }
  const words = [...unique]
  unique.clear()
  const starts = new Uint32Array(words.length + 1)
  let total = 0
  let longestWord = 0
  let deletionCount = 0
  for (const [n, word] of words.entries()) {
    starts[n] = total
    total += word.length
    longestWord = Math.max(longestWord, word.length)
    deletionCount += word.length
  }
  starts[words.length] = total
  const letters = new Uint8Array(total)
  for (const [n, word] of words.entries()) for (let i = 0; i < word.length; i++) letters[starts[n]! + i] = word.charCodeAt(i)
  const index: NearWordIndex = {
    letters,
    starts,
    wordSlots: new Uint32Array(powerOfTwoAtLeast(words.length * 2)),
    // One bucket per deletion or so (a power of two, plus the end offset): few words share one by chance.
    deletionBuckets: new Uint32Array(powerOfTwoAtLeast(deletionCount) + 1),
    deletionWords: new Uint32Array(0),
    longestWord,
  }
  const mask = index.wordSlots.length - 1
  for (const [n, word] of words.entries()) {
    let slot = hashOf(word) & mask
    while (index.wordSlots[slot] !== 0) slot = (slot + 1) & mask
    index.wordSlots[slot] = n + 1
  }
  // Counting sort of (deletion bucket, word) pairs: count, then offsets, then fill. A word whose two
  // deletions fall in one bucket (a double letter, or by chance) is listed there once.
  const bucketMask = index.deletionBuckets.length - 2
  const bucketsOf = (word: string) => new Set(Array.from(singleDeletions(word), (deleted) => hashOf(deleted) & bucketMask))
  let pairs = 0
  for (const word of words) {
    for (const bucket of bucketsOf(word)) {
      index.deletionBuckets[bucket + 1]!++
      pairs++
    }
  }
  for (let b = 1; b < index.deletionBuckets.length; b++) index.deletionBuckets[b]! += index.deletionBuckets[b - 1]!
  index.deletionWords = new Uint32Array(pairs)
  const next = index.deletionBuckets.slice(0, -1)
  for (const [n, word] of words.entries()) for (const bucket of bucketsOf(word)) index.deletionWords[next[bucket]!++] = n
  return index
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
  const index = warmNearWordIndex()
  const spellings = computeWordSpellings(password)
  // A word as typed (`radium-1898`) is zxcvbn's to price; one disguised by substitutions (`P@ssw0rdd1!`,
  // `passwordd` being on the leaked list) is no stronger than the word.
  if (hasWord(index, trimEdges(password.toLowerCase()))) return null
  const disguised = spellings.find((spelling) => hasWord(index, spelling))
  if (disguised) return disguised
  for (const spelling of spellings) {
    if (spelling.length < MIN_WORD_LENGTH - 1 || spelling.length > index.longestWord + 2 || !/^[a-z]+$/.test(spelling)) continue
    const maxEdits = spelling.length >= TWO_EDITS_FROM_LENGTH ? 2 : 1
    const near = findNearWord(spelling, maxEdits, index)
    if (near) return near
  }
  return null
}

function findNearWord(spelling: string, maxEdits: number, index: NearWordIndex): string | null {
  // A letter missing from the spelling: the spelling is one of a word's deletions.
  const missing = firstWithin(wordsWithDeletion(index, spelling), spelling, maxEdits)
  if (missing) return missing
  for (const deleted of singleDeletions(spelling)) {
    // A letter too many, or (through the word's own deletions) one letter changed or two swapped.
    if (hasWord(index, deleted)) return deleted
    const changed = firstWithin(wordsWithDeletion(index, deleted), spelling, maxEdits)
    if (changed) return changed
    if (maxEdits < 2) continue
    // Two letters too many.
    for (const twice of singleDeletions(deleted)) if (twice.length >= MIN_WORD_LENGTH && hasWord(index, twice)) return twice
  }
  return null
}

// A bucket may also hold words of another deletion with the same hash: the distance check keeps only near ones.
function firstWithin(candidates: readonly string[], spelling: string, maxEdits: number): string | null {
  for (const word of candidates) {
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
