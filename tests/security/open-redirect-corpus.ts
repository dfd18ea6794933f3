// Open-redirect payloads for the `referrer` parameter (issue 21 finding 1). Each is tried as the decoded
// value and once more percent-encoded (a double-encoded query parameter), by the unit test over the rule
// and over real HTTP (the signed-in 307 and the referrer the sign-in form returns to).

const HOSTS = ['evil.com', 'evil.com/path', 'evil.com?x=1', 'evil.com#frag', '127.0.0.1', '[::1]']

const SHAPES = [
  // Dot segments that normalise to a scheme-relative `//host` (the probe's findings).
  (h: string) => `/.//${h}`,
  (h: string) => `/..//${h}`,
  (h: string) => `/%2e//${h}`,
  (h: string) => `/%2E%2E//${h}`,
  (h: string) => `/a/..//${h}`,
  (h: string) => `/a/b/../..//${h}`,
  (h: string) => `/./\\${h}`,
  (h: string) => `/.%2f/${h}`,
  (h: string) => `/%2f/${h}`,
  (h: string) => `/%2F%2F${h}`,
  (h: string) => `/%5c${h}`,
  (h: string) => `/%5C%5C${h}`,
  // Plain scheme-relative and absolute forms.
  (h: string) => `//${h}`,
  (h: string) => `///${h}`,
  (h: string) => `/\\${h}`,
  (h: string) => `\\\\${h}`,
  (h: string) => `https://${h}`,
  (h: string) => `http:${h}`,
  (h: string) => `https:/\\${h}`,
  (h: string) => `//${h}@self.invalid`,
  (h: string) => `/%09/${h}`,
  (h: string) => `/%0a/${h}`,
  (h: string) => `/\t/${h}`,
  (h: string) => ` //${h}`,
]

const ODD = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/%2e%2e%2f%2e%2e%2f/evil.com',
  '/%252e//evil.com',
  '/%252f%252fevil.com',
  '/%%32%65//evil.com',
  '/%E3%80%82//evil.com',
  '/\u3002//evil.com',
  '//evil%E3%80%82com',
  '/\u2215\u2215evil.com',
  '//google.com%2f@evil.com',
  'evil.com',
  '@evil.com',
]

/** Hostile referrers: each must end on our own origin. */
export const OPEN_REDIRECT_PAYLOADS: string[] = [...SHAPES.flatMap((shape) => HOSTS.map(shape)), ...ODD]

/** A payload as a browser would send it: the value itself, and once more percent-encoded. */
export const ENCODINGS: { name: string; apply: (payload: string) => string }[] = [
  { name: 'as is', apply: (p) => p },
  { name: 'percent-encoded', apply: (p) => encodeURIComponent(p) },
]

/** True when `location` (a redirect target or a link) stays on `origin`, now and after one more decoding. */
export function staysOnOrigin(location: string, origin: string): boolean {
  if (!location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\')) return false
  if (new URL(location, origin).origin !== origin) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(location)
  } catch {
    return true
  }
  return !decoded.startsWith('//') && !decoded.startsWith('/\\') && new URL(decoded, origin).origin === origin
}
