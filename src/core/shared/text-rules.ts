// Spec §5: "text inputs strip control characters". Applied to every string of every JSON body and query
// in the one validation layer (src/server/api-handler.ts), so no endpoint can forget it (issue 21 finding 6).

// C0 controls except tab, line feed and carriage return (text fields keep their lines), and DEL.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
// A UTF-16 surrogate without its partner is not a character: PostgreSQL cannot store it as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** `value` without control characters, with each lone surrogate replaced by U+FFFD (as `toWellFormed` does). */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATE, '\uFFFD')
}

/** A parsed JSON value with `cleanText` applied to every string, keys included; other values are kept. */
export function cleanJsonStrings(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value)
  if (Array.isArray(value)) return value.map(cleanJsonStrings)
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[cleanText(key)] = cleanJsonStrings(item)
    return out
  }
  return value
}
