// Builds the OpenAPI 3.1 document served at /api/v3/openapi.json from the endpoint contracts, so the
// document cannot drift from the schemas the handlers validate with.
import 'server-only'
import { z } from 'zod'
import { API_KEY_SCOPES } from '@/core/integrations/api-key-scopes'
import type { Endpoint } from './api-handler'
import { computeContractScope } from './http/api-key-endpoint-scopes'

const ErrorBodySchema = z
  .object({
    error: z.string().describe('Machine-readable code, e.g. INVALID_ARGUMENT, NOT_FOUND, CSRF_FAILED'),
    error_description: z.string().describe('A human sentence'),
    argument_errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Why each parameter was refused'),
  })
  .meta({ id: 'Error' })

const ERROR_TEXT: Record<number, string> = {
  400: 'A parameter is missing or malformed',
  401: 'Not signed in, or the API key is not valid or was revoked',
  403: 'Refused (CSRF check failed, not allowed, or the API key lacks the scope: INSUFFICIENT_SCOPE)',
  404: 'Not found',
  429: 'Too many requests',
}

const SCOPE_TEXT: Record<(typeof API_KEY_SCOPES)[number], string> = {
  'events:read': 'Read the organization’s events, ticket classes, discounts and transfer settings',
  'events:write': 'Create and change events, ticket classes and discounts; refund, cancel and resend orders',
  'orders:read': 'Read orders, the orders export and sales reports',
  'attendees:read': 'Read attendees and the attendees export',
  'check_ins:write': 'Check tickets in',
  'webhooks:manage': 'Manage webhook endpoints, read their delivery logs, replay deliveries and send test events',
}

type JsonSchema = Record<string, unknown>

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  return json
}

function queryParameters(schema: z.ZodType): unknown[] {
  const json = toSchema(schema, 'input')
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required as string[] | undefined) ?? [])
  return Object.entries(properties).map(([name, prop]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof prop.description === 'string' ? { description: prop.description } : {}),
    schema: { ...prop, description: undefined },
  }))
}

export function buildOpenApiDocument(
  endpoints: readonly Endpoint[],
  serverUrl: string,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const e of endpoints) {
    const scope = computeContractScope(e)
    // An endpoint that takes API keys (decision 065) says so, with the scope it needs; it answers 401 and
    // 429 to keys too.
    const errors = scope ? [...new Set([...(e.errors ?? [400]), 401, 403, 429])].sort((a, b) => a - b) : (e.errors ?? [400])
    paths[e.path] ??= {}
    paths[e.path]![e.method.toLowerCase()] = {
      summary: e.summary,
      ...(e.description ? { description: e.description } : {}),
      tags: e.tags,
      ...(scope ? { security: [{ sessionCookie: [] }, { bearerAuth: [scope] }], 'x-api-key-scope': scope } : {}),
      parameters: e.query ? queryParameters(e.query) : [],
      ...(e.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(e.body, 'input') } },
            },
          }
        : {}),
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: toSchema(e.response, 'output') } },
        },
        ...Object.fromEntries(
          errors.map((status) => [
            status,
            {
              description: ERROR_TEXT[status] ?? 'Error',
              content: { 'application/json': { schema: toSchema(ErrorBodySchema, 'output') } },
            },
          ]),
        ),
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tessera API',
      version: '3',
      description:
        'Event discovery and ticketing. Non-GET requests made with the session cookie must send the `csrftoken` cookie back in the `X-CSRFToken` header and come from the same origin. ' +
        'Organizer endpoints marked with `bearerAuth` also take an organization’s API key as `Authorization: Bearer tsk_live_…` (no CSRF; the key decides even beside a cookie), limited to the scope named, to the organization’s own events and to a per-key rate limit told in `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (429 with `Retry-After`). ' +
        'Errors are `{ error, error_description, argument_errors? }`.',
    },
    servers: [{ url: serverUrl }],
    // The developers' page explains keys, scopes, webhooks and the embed in words (decision 069).
    externalDocs: { description: 'The developers’ page: API keys, scopes, pagination, rate limits, webhooks and the embedded checkout', url: `${serverUrl}/platform/` },
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'tessera_session', description: 'The signed-in session; writes need the CSRF header too.' },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'tsk_live_<prefix>_<secret>',
          description: `An organization's API key. Scopes: ${API_KEY_SCOPES.join(', ')}.`,
          'x-scopes': Object.fromEntries(API_KEY_SCOPES.map((s) => [s, SCOPE_TEXT[s]])),
        },
      },
    },
    paths,
  }
}
