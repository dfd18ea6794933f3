// What never reaches a log line (issue 24): passwords, tokens, cookies, card numbers and email bodies.
// Fields are dropped by name wherever they sit; free text (messages, error messages) is scrubbed of
// card numbers, bearer tokens, API key secrets and passwords in URLs, which can hide in any string.

export const REDACTED = '[redacted]'

// Field names whose values are secret or personal wherever they appear.
const SECRET_KEY = /pass(word|phrase)?$|secret|token|authorization|cookie|api[-_]?key|card[-_]?number|^(cvc|cvv|pan|iban)$/i
// An email's body, whatever the mailer calls it; subjects and recipients' ids stay.
const BODY_KEY = /^(html|text|body|email[-_]?body|html[-_]?body|text[-_]?body)$/i

const MAX_DEPTH = 8

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/**
 * Free text with card numbers (13–19 digits, spaced or dashed, starting 2–6 as card schemes' numbers do,
 * Luhn-valid), bearer tokens and URL passwords masked. Millisecond timestamps start with 1 and stay.
 */
// One pass that finds whether any of the three patterns below could match (most text, and nearly every
// path, has none): the three replacements run only then.
const MIGHT_HOLD_SECRET = /[2-6](?:[ -]?\d){12}|\b(?:bearer|basic)\s|:\/\/[^/\s:@]+:|tsk_live_/i

export function scrubText(text: string): string {
  if (!MIGHT_HOLD_SECRET.test(text)) return text
  return text
    .replace(/\b[2-6](?:[ -]?\d){12,18}\b/g, (match) => (passesLuhn(match.replace(/[ -]/g, '')) ? '[card number]' : match))
    .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`)
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:)[^@\s/]+@/gi, `$1${REDACTED}@`)
    // An API key's secret pasted anywhere (a path, a message) keeps only its visible prefix (decision 065).
    .replace(/\b(tsk_live_[0-9a-z]{12})_[A-Za-z0-9_-]+/g, `$1_${REDACTED}`)
}

/**
 * Marks a record whose fields are all ours and cannot carry a secret (method, route pattern, status,
 * duration, ids, and a path the caller has already scrubbed): the logger writes it without walking it.
 * The per-request line is one, written for every request; walking it cost the benchmark's fast rows more
 * than the 5% issue 24 allows. A symbol key: it is never serialised.
 */
export const SAFE_LOG_FIELDS: unique symbol = Symbol.for('tessera.safe-log-fields')

/** A copy of a log record's fields with secret fields replaced and free text scrubbed. */
export function redactLogFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value
  if (Array.isArray(value)) return value.map((item) => redactLogFields(item, depth + 1))
  const out: Record<string, unknown> = {}
  // Errors keep their message and stack, which are own non-enumerable properties.
  if (value instanceof Error) {
    out.type = value.name
    out.message = scrubText(value.message)
    if (value.stack) out.stack = scrubText(value.stack)
  }
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) || BODY_KEY.test(key) ? REDACTED : redactLogFields(item, depth + 1)
  }
  return out
}
