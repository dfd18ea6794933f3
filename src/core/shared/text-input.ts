// Spec §5 "Text inputs strip control characters, normalise line and paragraph separators to newline and
// unusual spaces to plain space. Number inputs accept digits only. maxLength truncates": the rules every
// form field of the creator tools applies as the user types or pastes (the server strips control
// characters again, text-rules.ts).

// C0 controls but tab and newline, DEL and the C1 controls.
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
const UNUSUAL_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\uFEFF]/g

/**
 * One text field's value under spec §5: carriage returns and the Unicode line and paragraph separators
 * become newlines (a single-line field turns them into spaces), unusual spaces plain ones, control
 * characters go, and the result is cut at `maxLength` UTF-16 units (what `maxLength` and the API count).
 */
export function normalizeTextInput(text: string, { maxLength, multiline = false }: { maxLength: number; multiline?: boolean }): string {
  const lines = text.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
  const spaced = lines.replace(UNUSUAL_SPACES, ' ').replace(CONTROLS, '')
  const shaped = multiline ? spaced : spaced.replace(/[\n\t]/g, ' ')
  return cutAt(shaped, maxLength)
}

// Cut in UTF-16 units, as the input's maxLength and the server's limits count, never inside an emoji.
function cutAt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength)
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
}

/** A number field's value under spec §5: its digits only, cut at `maxLength`. */
export function digitsOnly(text: string, maxLength = 9): string {
  return text.replace(/\D/g, '').slice(0, maxLength)
}
