// An API key's secret (decision 065): `tsk_live_<prefix>_<random>`. The prefix (12 base32 characters) is
// shown in lists so an organizer can tell keys apart; the random part is 32 bytes from the system's
// generator. Only the SHA-256 of the whole secret is stored: a fast hash is right for a secret with 256
// bits of entropy (nobody can guess it however fast they hash), and it lets a request find its key by one
// indexed lookup, which a slow salted hash (as passwords need) would not.
import { createHash, timingSafeEqual } from 'node:crypto'

export const API_KEY_SECRET_PREFIX = 'tsk_live_'

const PREFIX_LENGTH = 12
const RANDOM_BYTES = 32
// Crockford's base32 without the letters people confuse (no I, L, O, U), lower case.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'
const SECRET = /^tsk_live_([0-9a-hjkmnp-tv-z]{12})_([A-Za-z0-9_-]{43})$/

export type ApiKeySecret = { secret: string; prefix: string }

/** A new secret from `randomBytes` (node:crypto's in production; a fixed source in tests). */
export function createApiKeySecret(randomBytes: (size: number) => Buffer): ApiKeySecret {
  const prefixBytes = randomBytes(PREFIX_LENGTH)
  let prefix = ''
  for (const byte of prefixBytes) prefix += ALPHABET[byte % 32]
  const random = randomBytes(RANDOM_BYTES).toString('base64url')
  return { secret: `${API_KEY_SECRET_PREFIX}${prefix}_${random}`, prefix }
}

/** The prefix of a well-formed secret, or null: anything else is refused before the database is asked. */
export function parseApiKeySecret(text: string): { prefix: string } | null {
  const match = SECRET.exec(text)
  return match ? { prefix: match[1]! } : null
}

/** What is stored: the SHA-256 of the whole secret, as hex. */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex')
}

/** Compares a stored hash with a secret's hash in constant time, so timing tells nothing about either. */
export function isSameSecretHash(stored: string, candidate: string): boolean {
  const a = Buffer.from(stored, 'hex')
  const b = Buffer.from(candidate, 'hex')
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b)
}

/** The value of an `Authorization: Bearer …` header, or undefined when the header is absent or another scheme. */
export function parseBearerHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)
  return match ? match[1] : undefined
}

/** Whether a request carries bearer credentials at all (a malformed one still decides: it is refused). */
export function hasBearerScheme(header: string | null | undefined): boolean {
  return !!header && /^Bearer(\s|$)/i.test(header)
}
