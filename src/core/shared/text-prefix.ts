// Prefix matching on text_pattern_ops indexes: a [prefix, upper bound) range lets the index answer even
// when the planner cannot see into a parameterised LIKE; LIKE with an escaped pattern keeps it exact.

/** The smallest string greater than every string starting with `prefix`. */
export function prefixUpperBound(prefix: string): string {
  const chars = Array.from(prefix)
  const last = chars.pop()?.codePointAt(0) ?? 0
  return chars.join('') + String.fromCodePoint(last + 1)
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
