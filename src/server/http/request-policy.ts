// The one request policy (issue 18 item 1, issue 21 findings 3, 4, 5, 10): every request our server
// (scripts/serve.ts) receives passes through `applyRequestPolicy` before it is routed to the fast lane,
// the home-page cache or Next.js, so CSRF, security headers, trusted proxies and the JSON error shape
// are decided once, for every path, in development and production alike.
//
// No `server-only` guard: scripts/serve.ts loads this outside the Next.js build.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import { checkCsrf, createCsrfToken, CSRF_COOKIE, CSRF_HEADER, csrfSetCookie, type CsrfVerdict } from '@/core/shared/csrf'
import { hasBearerScheme } from '@/core/integrations/api-key-secret'
import { EMBED_SESSION_HEADER, verifyEmbedSession } from '@/core/embed/embed-session'
import { env } from '@/env'

export type RequestPolicyConfig = {
  /** The site's own origin (SITE_URL), e.g. https://tessera.example. */
  siteUrl: string
  /** SITE_URL was unset: the loopback spellings of the local origin (127.0.0.1, [::1]) are the site too. */
  siteUrlIsLocalDefault: boolean
  /** Socket addresses whose X-Forwarded-* headers are believed (TRUSTED_PROXIES). */
  trustedProxies: readonly string[]
  /** `npm run dev`: Next.js's development client needs eval and a websocket. */
  dev: boolean
  /**
   * The key that signs embedded checkouts' sessions (decision 070). Without it (a policy built before the
   * ticketing secret is known) an embedded request is refused like any request without a CSRF cookie.
   */
  embedSecret?: string
}

export type ApiErrorBody = { error: string; error_description: string; argument_errors?: Record<string, string[]> }

/** The request's client address as the policy resolved it; handlers read it with `clientAddress`. */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for'

// Next.js reads the script nonce from this request header (and puts it on its own scripts).
const CSP_REQUEST_HEADERS = ['content-security-policy', 'content-security-policy-report-only']

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same client. */
function normaliseAddress(address: string): string {
  const trimmed = address.trim()
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
}

/**
 * The client's address: the socket's, unless the socket is a trusted proxy, in which case the
 * X-Forwarded-For hops are walked from the right, past every trusted proxy, to the first address that is
 * not one (the leftmost hops are whatever the client wrote, so they are never believed on their own).
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: readonly string[]): string {
  let address = normaliseAddress(socketAddress ?? '') || 'unknown'
  if (!forwardedFor || trustedProxies.length === 0) return address
  const trusted = new Set(trustedProxies.map(normaliseAddress))
  const hops = forwardedFor.split(',')
  while (trusted.has(address) && hops.length > 0) {
    const hop = normaliseAddress(hops.pop()!)
    if (isIP(hop) === 0) break
    address = hop
  }
  return address
}

/** The origins a same-site request may come from: SITE_URL, plus loopback spellings for a local install. */
// The policy's configuration is one object per server: what follows from it is worked out once.
const ORIGINS = new WeakMap<object, string[]>()
const API_HEADERS = new WeakMap<object, [string, string][]>()

function siteOriginsOnce(config: RequestPolicyConfig): string[] {
  let origins = ORIGINS.get(config)
  if (!origins) ORIGINS.set(config, (origins = siteOrigins(config)))
  return origins
}

export function siteOrigins(config: Pick<RequestPolicyConfig, 'siteUrl' | 'siteUrlIsLocalDefault'>): string[] {
  if (!config.siteUrlIsLocalDefault) return [config.siteUrl]
  const port = new URL(config.siteUrl).port
  const suffix = port ? `:${port}` : ''
  return [config.siteUrl, `http://127.0.0.1${suffix}`, `http://[::1]${suffix}`]
}

// The pages whose forms also work as plain HTML forms (issue 23), posting to their own path: sign-in,
// sign-up, a mailed link's confirmation and Contact us. Their handlers are rows of the mount table
// (src/server/router.ts).
const HTML_FORM_PATH = /^\/(?:signin\/(?:signup\/?)?|account\/verify-email\/?|help\/[a-z]{2}(?:-[a-z]{2})?\/contact-us\/?)$/

/** A plain HTML form post to one of those pages: its CSRF token is a form field, not a header. */
function isHtmlFormPost(method: string | undefined, pathname: string, contentType: string | undefined): boolean {
  return method === 'POST' && HTML_FORM_PATH.test(pathname) && (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
}

/**
 * The CSRF check of a plain HTML form post, in the form's handler: the same rule as every other non-GET
 * (Origin, cookie), with the token read from the `csrftoken` field the page rendered.
 */
export function checkFormCsrf(request: Request, fieldToken: string | null): CsrfVerdict {
  return checkCsrf({
    method: request.method,
    cookieToken: cookieValue(request.headers.get('cookie') ?? undefined, CSRF_COOKIE),
    headerToken: fieldToken,
    origin: request.headers.get('origin'),
    referer: request.headers.get('referer'),
    selfOrigins: siteOrigins(env()),
  })
}

/** Under these paths every answer is JSON in the error shape (issue 21 finding 10). */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/home/api/') || pathname === '/home/api'
}

// Static files and images are not pages: no script nonce, no CSRF cookie (the matcher the proxy used to have).
function isStaticPath(pathname: string): boolean {
  return /^\/(?:_next\/static\/|_next\/image|favicon\.ico|images\/|home\/_next\/image)/.test(pathname)
}

/**
 * The embedded checkout's pages (decision 070), in any language subdirectory: framed by other sites, they
 * set no cookie at all (a browser blocking third-party cookies would drop it anyway) and carry their
 * session in the page instead.
 */
export const EMBED_PAGE_PATH = /^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/embed\/checkout\/(\d{1,12})\/?$/

function needsCsrfCookie(pathname: string): boolean {
  return !isStaticPath(pathname) && !EMBED_PAGE_PATH.test(pathname)
}

/** Spec §8 ARCHITECTURE "Security": a nonce-based policy; no inline script runs without the nonce. */
export function pageContentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce'd Next.js runtime load its own chunks; eval only for dev's HMR.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // React and Next.js set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

// The check-in screen scans tickets with the camera; nothing else may use it (issue 21 finding 5).
const CHECK_IN_PATH = /^\/manage\/events\/[^/]+\/check-in\/?$/

/** The security headers of every answer (issue 21 finding 5); `nonce` is null for API and static paths. */
export function securityHeaders(pathname: string, nonce: string | null, config: RequestPolicyConfig): [string, string][] {
  // API, static and image answers all get the same list (the check-in page is a page, with a nonce).
  if (nonce === null) {
    let headers = API_HEADERS.get(config)
    if (!headers) API_HEADERS.set(config, (headers = buildSecurityHeaders(pathname, null, config)))
    return headers
  }
  return buildSecurityHeaders(pathname, nonce, config)
}

function buildSecurityHeaders(pathname: string, nonce: string | null, config: RequestPolicyConfig): [string, string][] {
  const camera = CHECK_IN_PATH.test(pathname) ? 'camera=(self)' : 'camera=()'
  const headers: [string, string][] = [
    ['Content-Security-Policy', nonce === null ? API_CONTENT_SECURITY_POLICY : pageContentSecurityPolicy(nonce, config.dev)],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', `${camera}, microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()`],
  ]
  if (config.siteUrl.startsWith('https:')) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return headers
}

/** One cookie's raw value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq >= 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name]
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null)
}

const PAYMENT_CALLBACK_PATH = '/api/v3/payments/callback/'

function isMalformedPath(pathname: string): boolean {
  // Only a percent sign can make a path undecodable; most paths have none.
  if (!pathname.includes('%')) return false
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

function newNonce(): string {
  return createCsrfToken().slice(0, 22)
}

export type PolicyVerdict = {
  pathname: string
  /** Set when the request is refused: answer it with `writeRefusal` and nothing else. */
  refusal: { status: number; body: ApiErrorBody } | null
  /** The script nonce of this response (null for API and static paths). */
  nonce: string | null
  clientAddress: string
}

/**
 * Applies the policy to a request before it is routed: rewrites its forwarding headers to what we believe
 * (the resolved client address; forwarded host and scheme only from a trusted proxy), sets the CSP
 * request header Next.js takes the nonce from, puts the security headers and, on a first visit, the CSRF
 * cookie on `res`, and decides whether the request is refused (undecodable path, failed CSRF check).
 */
export function applyRequestPolicy(req: IncomingMessage, res: ServerResponse, config: RequestPolicyConfig): PolicyVerdict {
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const pathname = query < 0 ? url : url.slice(0, query)
  const socketAddress = req.socket.remoteAddress
  const fromTrustedProxy = config.trustedProxies.length > 0 && config.trustedProxies.map(normaliseAddress).includes(normaliseAddress(socketAddress ?? ''))
  const address = resolveClientAddress(socketAddress, headerValue(req.headers, 'x-forwarded-for') ?? undefined, config.trustedProxies)
  req.headers[CLIENT_ADDRESS_HEADER] = address
  delete req.headers['x-real-ip']
  if (!fromTrustedProxy) {
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-proto']
  }
  const api = isApiPath(pathname)
  const nonce = api || isStaticPath(pathname) ? null : newNonce()
  for (const name of CSP_REQUEST_HEADERS) delete req.headers[name]
  if (nonce !== null) req.headers['content-security-policy'] = pageContentSecurityPolicy(nonce, config.dev)
  for (const [name, value] of securityHeaders(pathname, nonce, config)) res.setHeader(name, value)

  const verdict: PolicyVerdict = { pathname, refusal: null, nonce, clientAddress: address }
  if (isMalformedPath(pathname)) {
    verdict.refusal = { status: 400, body: { error: 'INVALID_ARGUMENT', error_description: 'The address is not valid percent-encoded text.' } }
    return verdict
  }
  // The payment provider's callback carries no cookie: its HMAC signature is checked instead (issue 19).
  // A bearer request (an API key, decision 065) is not made by a browser's ambient cookies: the key's gate
  // in the mount table decides it, and the cookie beside it, if any, is ignored there.
  const bearer = api && hasBearerScheme(headerValue(req.headers, 'authorization'))
  // An embedded checkout's request (decision 070) carries its signed session where others carry the CSRF
  // cookie. It is a guest's, whatever cookies a browser still sends with it: they are dropped, so nothing
  // ambient (a signed-in session) acts inside another site's page, and none is set on it either.
  const embed = api && !bearer ? headerValue(req.headers, EMBED_SESSION_HEADER) : null
  if (embed !== null) {
    delete req.headers.cookie
    if (!config.embedSecret || !verifyEmbedSession(config.embedSecret, embed, new Date())) {
      verdict.refusal = { status: 403, body: { error: 'EMBED_SESSION_INVALID', error_description: 'This checkout has expired: reload the page to start again.' } }
      return verdict
    }
  }
  const cookieToken = embed ?? cookieValue(req.headers.cookie, CSRF_COOKIE)
  const csrf = pathname === PAYMENT_CALLBACK_PATH || bearer ? { ok: true as const } : checkCsrf({
    method: req.method ?? 'GET',
    cookieToken,
    headerToken: embed ?? headerValue(req.headers, CSRF_HEADER),
    origin: headerValue(req.headers, 'origin'),
    referer: headerValue(req.headers, 'referer'),
    selfOrigins: siteOriginsOnce(config),
    tokenInFormField: isHtmlFormPost(req.method, pathname, headerValue(req.headers, 'content-type') ?? undefined),
  })
  if (!csrf.ok) verdict.refusal = { status: 403, body: { error: 'CSRF_FAILED', error_description: csrf.reason } }
  if (!cookieToken && embed === null && needsCsrfCookie(pathname)) {
    const token = createCsrfToken()
    res.setHeader('Set-Cookie', csrfSetCookie(token, { secure: config.siteUrl.startsWith('https:') }))
    // The page rendered for this very request reads the token too (a form's hidden csrftoken field).
    req.headers.cookie = req.headers.cookie ? `${req.headers.cookie}; ${CSRF_COOKIE}=${token}` : `${CSRF_COOKIE}=${token}`
  }
  return verdict
}

/** Writes a JSON error in the API's shape (spec §8): `{error, error_description, argument_errors?}`. */
export function writeJsonError(res: ServerResponse, status: number, body: ApiErrorBody, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Cache-Control', 'no-store')
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('Content-Length', Buffer.byteLength(text))
  res.end(text)
}

/** Answers a refused request: JSON under the API paths, a short text elsewhere (a person reads it). */
export function writeRefusal(res: ServerResponse, verdict: PolicyVerdict & { refusal: NonNullable<PolicyVerdict['refusal']> }): void {
  if (isApiPath(verdict.pathname) || verdict.refusal.status === 403) {
    writeJsonError(res, verdict.refusal.status, verdict.refusal.body)
    return
  }
  const text = `Bad request: ${verdict.refusal.body.error_description}`
  res.statusCode = verdict.refusal.status
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(text)
}

/** The policy's settings from the environment. */
export function requestPolicyConfig(dev: boolean): RequestPolicyConfig {
  const config = env()
  return { siteUrl: config.siteUrl, siteUrlIsLocalDefault: config.siteUrlIsLocalDefault, trustedProxies: config.trustedProxies, dev }
}

/** The site's public origin (SITE_URL): links and cookies are built from it, never from request headers. */
export function requestOrigin(): string {
  return env().siteUrl
}

/**
 * The client's address for per-address rate limits, as `applyRequestPolicy` resolved it: our server
 * replaces any X-Forwarded-For a client sent with this one value before a handler sees the request.
 */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.split(',')[0]?.trim() || 'unknown'
}
