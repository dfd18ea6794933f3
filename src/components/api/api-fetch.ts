// The one way client components call our API (spec §7): same-origin credentials, the XMLHttpRequest
// marker, the page's language as Accept-Language, the CSRF token echoed from its cookie, JSON bodies for
// non-GET requests, and any status of 400 or above rejected as an ApiError parsed from the JSON error
// body (spec §8).

import { readCsrfToken } from './csrf-token'

export { readCsrfToken }

export type ArgumentErrors = Record<string, string[]>

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly error: string,
    readonly description: string,
    readonly argumentErrors: ArgumentErrors = {},
  ) {
    super(description || statusText || error)
  }
}

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Query parameters; undefined and empty values are dropped. */
  query?: Record<string, string | number | boolean | undefined | null>
  /** Sent as JSON for non-GET requests. */
  body?: unknown
  /** Extra request headers, e.g. an order's `Idempotency-Key`. */
  headers?: Record<string, string>
  signal?: AbortSignal
}

export function buildApiUrl(path: string, query: ApiFetchOptions['query'] = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: { error?: unknown; error_description?: unknown; argument_errors?: unknown } = {}
  try {
    body = (await response.json()) as typeof body
  } catch {
    // Not JSON (a proxy's HTML page): the status says enough.
  }
  return new ApiError(
    response.status,
    response.statusText,
    typeof body.error === 'string' ? body.error : 'HTTP_ERROR',
    typeof body.error_description === 'string' ? body.error_description : '',
    body.argument_errors && typeof body.argument_errors === 'object'
      ? (body.argument_errors as ArgumentErrors)
      : {},
  )
}

// The embedded checkout's signed session (decision 070): set by that page, whose calls then carry it in
// place of cookies, which a frame on another site may not have.
let embedSession: string | null = null

/** Makes every call of this page an embedded checkout's: its session header, and no cookies sent. */
export function setEmbedSession(token: string): void {
  embedSession = token
}

/** Calls one of our endpoints and resolves with its JSON; rejects with ApiError on status ≥ 400. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = { ...options.headers, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' }
  if (embedSession !== null) headers['X-Tessera-Embed'] = embedSession
  // The page's language (<html lang>, issue 25): the concierge answers in it and an order or account
  // remembers it for the emails it sends.
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang
  if (pageLanguage && !('Accept-Language' in headers)) headers['Accept-Language'] = pageLanguage
  if (method !== 'GET') {
    if (embedSession === null) headers['X-CSRFToken'] = readCsrfToken()
    headers['Content-Type'] = 'application/json'
  }
  const response = await fetch(buildApiUrl(path, options.query), {
    method,
    headers,
    credentials: embedSession === null ? 'same-origin' : 'omit',
    body: method === 'GET' || options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
  if (response.status >= 400) throw await toApiError(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}
