// API keys at the door of the mount table (issue 41, decision 065). A request with `Authorization: Bearer`
// is the key's alone (a cookie beside it is ignored): the key must be live (else 401 with
// WWW-Authenticate), the row must accept keys (API_KEY_ENDPOINT_SCOPES, else 403), the key must be within
// its rate limit (else 429 with Retry-After) and hold the row's scope (else 403 INSUFFICIENT_SCOPE). Every
// answer to a live key carries RateLimit-Limit, -Remaining and -Reset. The request policy skips CSRF for
// bearer requests: a browser never attaches this header across sites by itself.
import 'server-only'
import { authenticateApiKey } from '@/core/integrations/authenticate-api-key'
import { hasBearerScheme, parseBearerHeader } from '@/core/integrations/api-key-secret'
import type { ApiKeyScope } from '@/core/integrations/api-key-scopes'
import { countApiKeyRequest, type ApiKeyRateLimit } from '@/core/integrations/count-api-key-request'
import { env } from '@/env'
import { getDeps } from '@/server/get-deps'
import { jsonError } from '@/server/http-errors'
import { attachApiKeyPrincipal } from './api-key-principal'

type LaneHandler = (request: Request) => Promise<Response>

const INVALID_TOKEN = 'Bearer realm="tessera", error="invalid_token"'

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

function rateLimitHeaders(limit: ApiKeyRateLimit): Record<string, string> {
  return { 'RateLimit-Limit': String(limit.limit), 'RateLimit-Remaining': String(limit.remaining), 'RateLimit-Reset': String(limit.resetSeconds) }
}

/** Whether the request is a bearer request (the gate decides it), so the request policy skips CSRF. */
export function isBearerRequest(authorization: string | null | undefined): boolean {
  return hasBearerScheme(authorization)
}

/** Answers a bearer request to a row that needs `scope` (null: the row refuses keys) with `handle`. */
export async function answerBearerRequest(request: Request, scope: ApiKeyScope | null, handle: LaneHandler): Promise<Response> {
  const secret = parseBearerHeader(request.headers.get('authorization'))
  const deps = await getDeps()
  const principal = secret ? await authenticateApiKey(deps, secret) : null
  if (!principal) {
    return withHeaders(jsonError(401, { error: 'INVALID_API_KEY', error_description: 'The API key is not valid or was revoked.' }), { 'WWW-Authenticate': INVALID_TOKEN })
  }
  if (scope === null) {
    return jsonError(403, { error: 'API_KEY_NOT_ALLOWED', error_description: 'This endpoint does not accept API keys: sign in instead.' })
  }
  const limit = await countApiKeyRequest(deps, { keyId: principal.keyId, perMinute: env().apiKeyRequestsPerMinute })
  const headers = rateLimitHeaders(limit)
  if (!limit.allowed) {
    return withHeaders(jsonError(429, { error: 'RATE_LIMITED', error_description: 'This API key made too many requests. Wait and try again.' }, limit.resetSeconds), headers)
  }
  if (!principal.scopes.includes(scope)) {
    return withHeaders(jsonError(403, { error: 'INSUFFICIENT_SCOPE', error_description: `This API key lacks the ${scope} scope.`, scope }), {
      ...headers,
      'WWW-Authenticate': `Bearer realm="tessera", error="insufficient_scope", scope="${scope}"`,
    })
  }
  const response = await handle(attachApiKeyPrincipal(request, principal))
  try {
    return withHeaders(response, headers)
  } catch {
    // A Response whose headers are immutable (made by fetch): answered as a copy with ours added.
    const copy = new Response(response.body, response)
    return withHeaders(copy, headers)
  }
}
