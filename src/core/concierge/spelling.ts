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

/** The known word closest to `word` within the allowed edits, or `word` itself (when known or no match). */
export function correctWord(word: string, vocabulary: ReadonlySet<string>, extraKnown?: ReadonlySet<string>): string {
  if (vocabulary.has(word) || extraKnown?.has(word) || !/^[a-z]+$/.test(word)) return word
  const max = allowedEdits(word.length)
  if (max === 0) return word
  let best = word
  let bestDistance = max + 1
  for (const known of vocabulary) {
    if (known.length < 4) continue
    const distance = editDistance(word, known, max)
    if (distance < bestDistance || (distance === bestDistance && known < best)) {
      best = known
      bestDistance = distance
    }
  }
  return bestDistance <= max ? best : word
}
