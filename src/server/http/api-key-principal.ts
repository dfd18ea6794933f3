// The API key a request was let through with (decision 065), kept beside the very Request the handler
// receives: the bearer gate sets it, request-viewer.ts reads it. Gone with the Request.
import type { ApiKeyPrincipal } from '@/core/integrations/authenticate-api-key'

const principals = new WeakMap<Request, ApiKeyPrincipal>()

export function attachApiKeyPrincipal(request: Request, principal: ApiKeyPrincipal): Request {
  principals.set(request, principal)
  return request
}

export function apiKeyPrincipalOf(request: Request): ApiKeyPrincipal | undefined {
  return principals.get(request)
}
