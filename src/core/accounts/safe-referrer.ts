// Referrer parameters only ever redirect to our own paths (ARCHITECTURE §8, issue "Accounts").

const FALLBACK = '/'

/**
 * The path to return to after sign-in: a same-site absolute path (with query and hash) or `/`.
 * Refuses other hosts, scheme-relative `//host`, backslash tricks, control characters and `javascript:`.
 * A full URL on our own origin is reduced to its path.
 */
export function computeSafeReferrer(referrer: string | null | undefined, selfOrigin?: string): string {
  if (!referrer) return FALLBACK
  let value = referrer.trim()
  if (value.length > 2000) return FALLBACK
  if (selfOrigin && value.startsWith(`${selfOrigin}/`)) value = value.slice(selfOrigin.length)
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001F\u007F]/.test(value)) return FALLBACK
  try {
    const base = 'http://self.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return FALLBACK
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return FALLBACK
  }
}
