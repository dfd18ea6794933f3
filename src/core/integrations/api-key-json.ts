// How an API key is shown (decision 065): never its secret nor its hash, only the prefix that names it.
import { computeScopeList, isApiKeyScope, type ApiKeyScope } from './api-key-scopes'

export type ApiKeyJson = { id: string; name: string; prefix: string; scopes: ApiKeyScope[]; created: string; last_used: string | null }

export function computeApiKeyJson(row: { id: number; name: string; prefix: string; scopes: string[]; createdAt: Date; lastUsedAt: Date | null }): ApiKeyJson {
  return {
    id: String(row.id),
    name: row.name,
    prefix: `tsk_live_${row.prefix}`,
    scopes: computeScopeList(row.scopes.filter(isApiKeyScope)),
    created: row.createdAt.toISOString(),
    last_used: row.lastUsedAt?.toISOString() ?? null,
  }
}
