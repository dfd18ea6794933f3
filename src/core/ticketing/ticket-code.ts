// Ticket codes (issue 19 §6, issue 38 §13, decision 045): 75 random bits written as 15 Crockford base-32
// characters and one check character from the same alphabet, printed as four groups of four
// (`7ZK3-M9QX-4TRB-W2HP`) so a door can read one aloud. The check is a Damm-style check over GF(32): it
// catches every single changed character and every swap of two characters up to 30 apart, so a mistyped
// or misread code is refused before any lookup. Codes of the first format (128 bits, 26 characters and a
// mod-37 check that could be `*~$=U`) stay in the database and keep working: matching normalises both.
import { pooledRandomBytes } from '@/core/shared/pooled-random'
import { normalizeTicketCode } from './normalize-ticket-code'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** Random characters of a new code; 15 × 5 = 75 bits (decision 045 says why that is enough). */
export const TICKET_CODE_BODY_LENGTH = 15
const CODE_LENGTH = TICKET_CODE_BODY_LENGTH + 1
// The first format's length and check symbols (Crockford's values 32–36), read only to accept old tickets.
const LEGACY_LENGTH = 27
const LEGACY_CHECK_SYMBOLS = ALPHABET + '*~$=U'

/** Multiplies by α (the class of x) in GF(32) = GF(2)[x] / (x⁵ + x² + 1). */
function timesAlpha(value: number): number {
  const shifted = value << 1
  return shifted & 32 ? (shifted ^ 0b100101) & 31 : shifted
}

function digitOf(ch: string): number {
  const digit = ALPHABET.indexOf(ch)
  if (digit < 0) throw new Error(`not a base-32 character: ${ch}`)
  return digit
}

/**
 * The check character of a body: the c that makes Σ dᵢ·α^(n−i) over the whole code zero in GF(32).
 * Horner's rule: interim = α·interim ⊕ digit. As α ≠ 0, 1 and α has order 31, a changed digit adds
 * e·αᵏ ≠ 0, and two swapped digits k apart add Δ·αʲ·(αᵏ ⊕ 1) ≠ 0 for k < 31.
 */
export function computeCheckCharacter(body: string): string {
  let interim = 0
  for (const ch of body) interim = timesAlpha(interim) ^ digitOf(ch)
  return ALPHABET[timesAlpha(interim)] ?? '0'
}

// The first format's mod-37 check (ISO 7064 style, as Crockford's scheme defines it).
function computeLegacyCheckCharacter(body: string): string {
  let rest = 0
  for (const ch of body) rest = (rest * 32 + digitOf(ch)) % 37
  return LEGACY_CHECK_SYMBOLS[rest] ?? '0'
}

/** A new ticket code: 75 bits from the system's CSPRNG as 15 characters, and a check character. */
export function generateTicketCode(random: (size: number) => Uint8Array = pooledRandomBytes): string {
  // 15 bytes, one character from the low 5 bits of each: every character uniform and independent.
  const bytes = random(TICKET_CODE_BODY_LENGTH)
  let body = ''
  for (const byte of bytes) body += ALPHABET[byte & 31]
  return body + computeCheckCharacter(body)
}

/** True when `input` is a well-formed code, of either format, whose check character matches. */
export function isTicketCodeValid(input: string): boolean {
  const code = normalizeTicketCode(input)
  const body = code.slice(0, -1)
  if (![...body].every((ch) => ALPHABET.includes(ch))) return false
  if (code.length === CODE_LENGTH) return computeCheckCharacter(body) === code.at(-1)
  if (code.length === LEGACY_LENGTH) return computeLegacyCheckCharacter(body) === code.at(-1)
  return false
}

/** The printed form: `7ZK3-M9QX-4TRB-W2HP`; a first-format code keeps its groups of five. */
export function formatTicketCode(code: string): string {
  const size = code.length === CODE_LENGTH ? 4 : 5
  return code.match(new RegExp(`.{1,${size}}`, 'g'))?.join('-') ?? code
}
