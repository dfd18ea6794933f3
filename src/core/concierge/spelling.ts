// Forgiving spelling for the concierge (issue 7: "typos"): a word that is not known is replaced by the
// known word one edit away (two for long words). Short words are left alone: "bar" → "car" is a guess.

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = []
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)])
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = value
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
  }
  return rows[a.length]![b.length]!
}

/** Edits forgiven for a word of this length: none under 5 letters, one up to 7, two from 8. */
export function allowedEdits(length: number): number {
  if (length < 5) return 0
  return length < 8 ? 1 : 2
}

/**
 * A vocabulary prepared for fast correction: every variant of each word with up to two letters deleted
 * points back to the word. Two words within k edits (OSA) share a variant with at most k deletions from
 * each, so a lookup only measures the few words that share one instead of the whole vocabulary (issue 21
 * finding 2: scanning all of it for each of 20,000 characters of chat froze the server for seconds).
 */
export type SpellingIndex = { words: ReadonlySet<string>; byDeletion: ReadonlyMap<string, readonly string[]>; longest: number }

const MAX_EDITS = 2

function deletionVariants(word: string, depth: number, into: Set<string>): void {
  into.add(word)
  if (depth === 0) return
  for (let i = 0; i < word.length; i++) deletionVariants(word.slice(0, i) + word.slice(i + 1), depth - 1, into)
}

export function createSpellingIndex(vocabulary: Iterable<string>): SpellingIndex {
  const words = new Set(vocabulary)
  const byDeletion = new Map<string, string[]>()
  let longest = 0
  for (const word of words) {
    // Words under 4 letters are never offered as corrections ("bar" → "car" is a guess).
    if (word.length < 4) continue
    longest = Math.max(longest, word.length)
    const variants = new Set<string>()
    deletionVariants(word, MAX_EDITS, variants)
    for (const variant of variants) {
      const list = byDeletion.get(variant)
      if (list) list.push(word)
      else byDeletion.set(variant, [word])
    }
  }
  return { words, byDeletion, longest }
}

/** The known word closest to `word` within the allowed edits, or `word` itself (when known or no match). */
export function correctWord(word: string, index: SpellingIndex, extraKnown?: ReadonlySet<string>): string {
  if (index.words.has(word) || extraKnown?.has(word) || !/^[a-z]+$/.test(word)) return word
  const max = allowedEdits(word.length)
  // Nothing in the vocabulary is within reach of a word this long: no work at all.
  if (max === 0 || word.length > index.longest + max) return word
  const variants = new Set<string>()
  deletionVariants(word, max, variants)
  let best = word
  let bestDistance = max + 1
  for (const variant of variants) {
    for (const known of index.byDeletion.get(variant) ?? []) {
      const distance = editDistance(word, known, max)
      if (distance < bestDistance || (distance === bestDistance && known < best)) {
        best = known
        bestDistance = distance
      }
    }
  }
  return bestDistance <= max ? best : word
}

/**
 * Whether `correctWord` would do any work for `word`: it is unknown, plain letters, long enough to be
 * forgiven and not too long to be near a known word. Callers bound how many such words a message spends.
 */
export function isCorrectionCandidate(word: string, index: SpellingIndex, extraKnown?: ReadonlySet<string>): boolean {
  if (index.words.has(word) || extraKnown?.has(word) || !/^[a-z]+$/.test(word)) return false
  const max = allowedEdits(word.length)
  return max > 0 && word.length <= index.longest + max
}

/**
 * `correctWord` for one vocabulary with its answers remembered (the same typos come again and again). The
 * memory is bounded: when it holds `size` words it starts afresh, so a flood of distinct words costs no
 * more memory than that. The answer for a word never depends on what is remembered.
 */
export function createMemoisedCorrector(index: SpellingIndex, extraKnown: ReadonlySet<string>, size = 5000): (word: string) => string {
  const remembered = new Map<string, string>()
  return (word) => {
    let corrected = remembered.get(word)
    if (corrected === undefined) {
      corrected = correctWord(word, index, extraKnown)
      if (remembered.size >= size) remembered.clear()
      remembered.set(word, corrected)
    }
    return corrected
  }
}
