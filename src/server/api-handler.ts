// Turns an endpoint contract (zod schemas) plus one core call into a route handler: parse, validate,
// run, answer JSON, map errors in one place (STYLE.md "Layers", spec §7/§8).
import 'server-only'
import type { z } from 'zod'
import { AppError, type ArgumentErrors } from '@/core/shared/app-error'
import { errorToResponse } from './http-errors'

export type Endpoint<Q extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST'
  /** Canonical path with its trailing slash, as in spec §7; `{name}` marks a path parameter. */
  path: string
  summary: string
  description?: string
  tags: string[]
  query?: Q
  body?: z.ZodType
  response: R
  errors?: number[]
}

export function zodIssuesToArgumentErrors(issues: readonly z.core.$ZodIssue[], fallback = 'query'): ArgumentErrors {
  const out: ArgumentErrors = {}
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : fallback
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

// PostgreSQL text cannot hold NUL, and no parameter needs one (spec §5 strips control characters).
const NUL = /\u0000/g

/** Query parameters as an object; a repeated parameter keeps its first value. */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of url.searchParams) {
    const key = k.replace(NUL, '')
    if (!(key in out)) out[key] = v.replace(NUL, '')
  }
  return out
}

export function parseQuery<Q extends z.ZodType>(schema: Q, url: URL): z.infer<Q> {
  const parsed = schema.safeParse(queryObject(url))
  if (!parsed.success) {
    throw new AppError('INVALID_ARGUMENT', 'Some parameters are not valid.', zodIssuesToArgumentErrors(parsed.error.issues))
  }
  return parsed.data
}

export type GetHandler<Q extends z.ZodType> = (query: z.infer<Q>, request: Request) => Promise<unknown>

/** A GET route handler for `endpoint`: unknown parameters are ignored, malformed ones answer 400. */
export function handleGet<Q extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<Q, R> & { query: Q },
  run: GetHandler<Q>,
  init: { cacheControl?: string } = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const query = parseQuery(endpoint.query, new URL(request.url))
      const body = await run(query, request)
      return Response.json(body, { headers: { 'Cache-Control': init.cacheControl ?? 'no-store' } })
    } catch (error) {
      return errorToResponse(error)
    }
  }
}
