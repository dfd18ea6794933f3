// Ticket codes (issue 19 §6): 128 random bits, written as 26 Crockford base-32 characters, plus one
// check character (mod 37, ISO 7064 style, as Crockford's scheme defines) so that a mistyped or
// misread code is refused before any lookup. The printed form groups the characters for reading aloud.
import { pooledRandomBytes } from '@/core/shared/pooled-random'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
// Crockford's check symbols for values 32–36.
const CHECK_SYMBOLS = ALPHABET + '*~$=U'

function encodeBase32(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
    value &= (1 << bits) - 1
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

/** The check character of a base-32 body: the body's value mod 37, computed digit by digit. */
export function computeCheckCharacter(body: string): string {
  let rest = 0
  for (const ch of body) {
    const digit = ALPHABET.indexOf(ch)
    if (digit < 0) throw new Error(`not a base-32 character: ${ch}`)
    rest = (rest * 32 + digit) % 37
  }
  return CHECK_SYMBOLS[rest] ?? '0'
}

/** A new ticket code: 128 bits from the system's CSPRNG (26 characters) and a check character. */
export function generateTicketCode(random: (size: number) => Uint8Array = pooledRandomBytes): string {
  const body = encodeBase32(random(16))
  return body + computeCheckCharacter(body)
}

/** Upper-cases, drops spaces and dashes, and reads Crockford's look-alikes (O→0, I/L→1). */
export function normalizeTicketCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
}

/** True when `input` is a well-formed code whose check character matches. */
export function isTicketCodeValid(input: string): boolean {
  const code = normalizeTicketCode(input)
  if (code.length !== 27) return false
  const body = code.slice(0, 26)
  if (![...body].every((ch) => ALPHABET.includes(ch))) return false
  return computeCheckCharacter(body) === code[26]
}

/** The printed form: groups of four or five, e.g. `7ZK3-…`, easy to read out at a door. */
export function formatTicketCode(code: string): string {
  return code.match(/.{1,5}/g)?.join('-') ?? code
}
