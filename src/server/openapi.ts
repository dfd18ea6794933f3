// Builds the OpenAPI 3.1 document served at /api/v3/openapi.json from the endpoint contracts, so the
// document cannot drift from the schemas the handlers validate with.
import 'server-only'
import { z } from 'zod'
import type { Endpoint } from './api-handler'

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
  403: 'Refused (CSRF check failed, or not allowed)',
  404: 'Not found',
  429: 'Too many requests',
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
    const errors = e.errors ?? [400]
    paths[e.path] ??= {}
    paths[e.path]![e.method.toLowerCase()] = {
      summary: e.summary,
      ...(e.description ? { description: e.description } : {}),
      tags: e.tags,
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
        'Event discovery and ticketing. Non-GET requests must send the `csrftoken` cookie back in the `X-CSRFToken` header and come from the same origin. Errors are `{ error, error_description, argument_errors? }`.',
    },
    servers: [{ url: serverUrl }],
    paths,
  }
}
