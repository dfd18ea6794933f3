// CSRF rules of spec §7 and ARCHITECTURE §8: a readable `csrftoken` cookie echoed in the
// `X-CSRFToken` header, plus an Origin check, on every non-GET request.

export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'x-csrftoken'
/** The field that carries the token in a plain HTML form (forms that work without JavaScript). */
export const CSRF_FORM_FIELD = 'csrftoken'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type CsrfCheckInput = {
  method: string
  cookieToken: string | undefined
  headerToken: string | null
  origin: string | null
  referer: string | null
  /** The origins of this site (SITE_URL, plus loopback spellings on a local install), never read from the request. */
  selfOrigins: readonly string[]
  /**
   * A plain HTML form post (no JavaScript, so no header): the token travels as the `csrftoken` form field,
   * which only the form's handler can read. The policy checks everything else and leaves the token to
   * `checkCsrf` again in that handler, with the field as `headerToken` (issue 23).
   */
  tokenInFormField?: boolean
}

export type CsrfVerdict = { ok: true } | { ok: false; reason: string }

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

function originOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** Decides whether a request may change state. Safe methods always pass. */
export function checkCsrf(input: CsrfCheckInput): CsrfVerdict {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return { ok: true }
  // Browsers send Origin on every cross-site non-GET; fall back to Referer for old clients.
  const origin = input.origin && input.origin !== 'null' ? input.origin : originOf(input.referer)
  if (!origin || !input.selfOrigins.includes(origin)) {
    return { ok: false, reason: 'The request did not come from this site.' }
  }
  if (input.tokenInFormField && input.cookieToken) return { ok: true }
  if (!input.cookieToken || !input.headerToken) {
    return { ok: false, reason: 'The CSRF token is missing: send the csrftoken cookie back in the X-CSRFToken header.' }
  }
  if (!constantTimeEqual(input.cookieToken, input.headerToken)) {
    return { ok: false, reason: 'The CSRF token does not match.' }
  }
  return { ok: true }
}

const TOKEN_BYTES = 32
// Every first visit gets a token, and asking the system for 32 random bytes at a time costs a system call
// each: the bytes are drawn 4 KB at a time, as Node's randomUUID does, and each slice is used once.
const pool = new Uint8Array(TOKEN_BYTES * 128)
let poolOffset = pool.length

/** A new random token (32 bytes, URL-safe). */
export function createCsrfToken(): string {
  if (poolOffset + TOKEN_BYTES > pool.length) {
    crypto.getRandomValues(pool)
    poolOffset = 0
  }
  const bytes = pool.subarray(poolOffset, poolOffset + TOKEN_BYTES)
  poolOffset += TOKEN_BYTES
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A year: the token only needs to outlive the pages that echo it. */
export const CSRF_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

/**
 * The Set-Cookie value that hands a visitor their CSRF token. It is readable by scripts on purpose (the
 * client echoes it in X-CSRFToken), SameSite=Lax, and Secure when the site is served over HTTPS.
 */
export function csrfSetCookie(token: string, { secure }: { secure: boolean }): string {
  return `${CSRF_COOKIE}=${token}; Path=/; Max-Age=${CSRF_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}
