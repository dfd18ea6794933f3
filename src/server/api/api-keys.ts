// /api/v3/organizations/me/api_keys/ (issue 41, decision 065): the organization's API keys, listed without
// secrets, and a new one made, its secret answered this once. Owners only (the organization's account and
// invited owners); the session's, never a key's (keys do not make keys). CSRF on the POST is checked by the
// request policy before the handler.
import 'server-only'
import { z } from 'zod'
import { createApiKey, MAX_ACTIVE_API_KEYS } from '@/core/integrations/create-api-key'
import { listApiKeys } from '@/core/integrations/list-api-keys'
import { API_KEY_SCOPES } from '@/core/integrations/api-key-scopes'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireViewer } from '@/server/request-viewer'

export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe('The start of the secret (`tsk_live_` and 12 characters), to recognise the key by'),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  created: z.string(),
  last_used: z.string().nullable().describe('To the minute; null until the key is first used'),
})

export const CreateApiKeyBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the key a name.').max(80),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, 'Choose at least one scope.').max(API_KEY_SCOPES.length),
})

export const listApiKeysEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/api_keys/',
  summary: 'My organization’s API keys',
  description: 'Owners only: the keys not revoked, oldest first, without their secrets. 401 without a session, 404 for someone who owns no organization. Never with an API key.',
  tags: ['creators'],
  query: z.object({}),
  response: z.object({ api_keys: z.array(ApiKeySchema) }),
  errors: [401, 404],
} satisfies Endpoint

export const createApiKeyEndpoint = {
  method: 'POST',
  path: '/api/v3/organizations/me/api_keys/',
  summary: 'Make an API key for my organization',
  description:
    `\`{name, scopes}\` → 201 \`{api_key, secret}\`: the secret (\`tsk_live_…\`) is answered here only and stored as a hash. Scopes: ${API_KEY_SCOPES.map((s) => `\`${s}\``).join(', ')}. ` +
    `Owners only. At most ${MAX_ACTIVE_API_KEYS} live keys per organization (409) and 10 new keys an hour (429).`,
  tags: ['creators'],
  body: CreateApiKeyBodySchema,
  response: z.object({ api_key: ApiKeySchema, secret: z.string() }),
  errors: [400, 401, 404, 409, 429],
} satisfies Endpoint

export const GET = handleGet(listApiKeysEndpoint, async (_query, request) => {
  const viewer = await requireViewer(request)
  return listApiKeys(await getDeps(), { userId: viewer.id })
})

export const POST = handleJson(
  createApiKeyEndpoint,
  async (body, request) => {
    const viewer = await requireViewer(request)
    return createApiKey(await getDeps(), { userId: viewer.id, name: body.name, scopes: body.scopes })
  },
  { successStatus: 201 },
)
