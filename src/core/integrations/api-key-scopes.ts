// What an organization's API key may be allowed (issue 41, decision 065). Reads are `*:read`, every write
// to an event and its classes, discounts and orders is `events:write`, scanning a ticket is
// `check_ins:write`, managing webhook endpoints and their logs is `webhooks:manage` (decision 066).

export const API_KEY_SCOPES = ['events:read', 'events:write', 'orders:read', 'attendees:read', 'check_ins:write', 'webhooks:manage'] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]

export function isApiKeyScope(value: string): value is ApiKeyScope {
  return (API_KEY_SCOPES as readonly string[]).includes(value)
}

/** The scopes as stored and shown: each once, in the order of API_KEY_SCOPES. */
export function computeScopeList(scopes: readonly ApiKeyScope[]): ApiKeyScope[] {
  return API_KEY_SCOPES.filter((scope) => scopes.includes(scope))
}
