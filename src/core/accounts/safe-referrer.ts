// Referrer parameters only ever redirect to our own paths (ARCHITECTURE §8, issue 21 finding 1).

const FALLBACK = '/'
// Any origin works as the base: only "is the result on the base's origin?" matters, never its name.
const SELF = 'http://self.invalid'
const CONTROL = /[\u0000-\u001F\u007F]/
// A browser, a proxy or Next.js may decode the path once more before it is followed; a value that is
// only safe before such a decoding is refused. Three rounds cover double and triple encoding.
const DECODING_ROUNDS = 3

/**
 * The path to return to after sign-in: a same-origin absolute path (with query and hash) or `/`.
 * The value is resolved as a URL against our own origin (dot segments, `%2e`, backslashes and all) and kept
 * only when the result is same-origin and stays so when resolved again, including after each decoding a
 * later hop might apply: `/.//evil.com` normalises to `//evil.com`, which a browser follows off-site.
 * A full URL on our own origin is reduced to its path.
 */
export function computeSafeReferrer(referrer: string | null | undefined, selfOrigin?: string): string {
  if (!referrer) return FALLBACK
  let value = referrer.trim()
  if (value.length > 2000) return FALLBACK
  if (selfOrigin && value.startsWith(`${selfOrigin}/`)) value = value.slice(selfOrigin.length)
  if (!value.startsWith('/')) return FALLBACK
  const path = resolveOwnPath(value)
  if (path === null) return FALLBACK
  let decoded = path
  for (let round = 0; round < DECODING_ROUNDS; round++) {
    const next = safeDecode(decoded)
    if (next === null) return FALLBACK
    if (next === decoded) break
    if (resolveOwnPath(next) === null) return FALLBACK
    decoded = next
  }
  return path
}

/** `value` resolved against our origin as a path that is a fixed point of resolution, or null. */
function resolveOwnPath(value: string): string | null {
  // The URL parser reads a backslash in the path as a slash (`/\\evil.com` is `//evil.com`); in the query it is data.
  if (CONTROL.test(value) || (value.split(/[?#]/, 1)[0] ?? '').includes('\\')) return null
  let url: URL
  try {
    url = new URL(value, SELF)
  } catch {
    return null
  }
  if (url.origin !== SELF) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // `//host` and `/\host` are scheme-relative to a browser even though the URL parser kept them ours.
  if (!path.startsWith('/') || path.startsWith('//')) return null
  const again = new URL(path, SELF)
  if (again.origin !== SELF || `${again.pathname}${again.search}${again.hash}` !== path) return null
  return path
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}
