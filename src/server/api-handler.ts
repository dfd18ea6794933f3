// Turns an endpoint contract (zod schemas) plus one core call into a route handler: parse, validate,
// run, answer JSON, map errors in one place (STYLE.md "Layers", spec §7/§8).
import 'server-only'
import type { z } from 'zod'
import { AppError, type ArgumentErrors } from '@/core/shared/app-error'
import { cleanJsonStrings, cleanText, measureJsonDepth } from '@/core/shared/text-rules'
import { errorToResponse } from './http-errors'
import { jsonResponse, readRequestText } from './http/lane-bodies'

export type Endpoint<Q extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
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

export function zodIssuesToArgumentErrors(
  issues: readonly z.core.$ZodIssue[],
  fallback = 'query',
): ArgumentErrors {
  const out: ArgumentErrors = {}
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : fallback
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

/**
 * Query parameters as an object; a repeated parameter keeps its first value. Control characters are
 * stripped (spec §5; PostgreSQL text cannot hold NUL).
 */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of url.searchParams) {
    const key = cleanText(k)
    if (!(key in out)) out[key] = cleanText(v)
  }
  return out
}

export function parseQuery<Q extends z.ZodType>(schema: Q, url: URL): z.infer<Q> {
  const parsed = schema.safeParse(queryObject(url))
  if (!parsed.success) {
    throw new AppError(
      'INVALID_ARGUMENT',
      'Some parameters are not valid.',
      zodIssuesToArgumentErrors(parsed.error.issues),
    )
  }
  return parsed.data
}

// A use case that answers from its cache (autocomplete, trending, places) hands back the same object
// each time; its JSON text is kept beside it rather than written again for every request, and so are
// its bytes and compressed bytes once our server has made them (answer-in-fast-lane.ts). Cached answers
// are never changed after they are made, so none of these can go stale.
export type JsonBody = { text: string; bytes?: Buffer; compressed?: Map<string, Buffer> }
const jsonBodies = new WeakMap<object, JsonBody>()

function jsonBodyOf(body: unknown): JsonBody {
  if (typeof body !== 'object' || body === null) return { text: JSON.stringify(body) }
  let known = jsonBodies.get(body)
  if (known === undefined) {
    known = { text: JSON.stringify(body) }
    jsonBodies.set(body, known)
  }
  return known
}

/**
 * What a GET handler answers, before any Response is made: a JSON body with its Cache-Control, or (an
 * error) the Response that says so. Our server writes the JSON itself (answer-in-fast-lane.ts): a web
 * Response would encode the text into a stream of bytes that nobody reads, and at a million events those
 * bytes (tens of kilobytes a results page) outlived the young generation and went to the old one.
 */
export type JsonAnswer = { kind: 'json'; body: JsonBody; cacheControl: string } | { kind: 'response'; response: Response }

export type GetHandler<Q extends z.ZodType> = (query: z.infer<Q>, request: Request) => Promise<unknown>

/** A GET route handler (a web Response, for Next.js) that also answers as a JsonAnswer, for our server. */
export type GetRouteHandler = ((request: Request) => Promise<Response>) & { answer: (request: Request) => Promise<JsonAnswer> }

/** A GET route handler for `endpoint`: unknown parameters are ignored, malformed ones answer 400. */
export function handleGet<Q extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<Q, R> & { query: Q },
  run: GetHandler<Q>,
  init: { cacheControl?: string } = {},
): GetRouteHandler {
  const cacheControl = init.cacheControl ?? 'no-store'
  const answer = async (request: Request): Promise<JsonAnswer> => {
    try {
      const query = parseQuery(endpoint.query, new URL(request.url))
      return { kind: 'json', body: jsonBodyOf(await run(query, request)), cacheControl }
    } catch (error) {
      return { kind: 'response', response: errorToResponse(error, request) }
    }
  }
  const handler = async (request: Request): Promise<Response> => {
    const answered = await answer(request)
    if (answered.kind === 'response') return answered.response
    return new Response(answered.body.text, { headers: { 'Content-Type': 'application/json', 'Cache-Control': cacheControl } })
  }
  return Object.assign(handler, { answer })
}

export type BodyHandler<B extends z.ZodType> = (body: z.infer<B>, request: Request) => Promise<unknown>

/**
 * A POST/PUT/PATCH/DELETE route handler for `endpoint`: the JSON body is validated by `endpoint.body`
 * (an empty body counts as `{}`), broken JSON or a wrong shape answers 400, and the result is sent as
 * JSON with `successStatus` (200 unless told). CSRF is checked before this, in src/proxy.ts.
 */
export function handleJson<B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<z.ZodType, R> & { body: B },
  run: BodyHandler<B>,
  /** The status of a success: a number, or one chosen from the result (an idempotent replay's 200). */
  init: { successStatus?: number | ((result: unknown) => number) } = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const body = await readJsonBody(request)
      const parsed = endpoint.body.safeParse(body)
      if (!parsed.success) {
        throw new AppError(
          'INVALID_ARGUMENT',
          'Some fields are not valid.',
          zodIssuesToArgumentErrors(parsed.error.issues, 'body'),
        )
      }
      const result = await run(parsed.data, request)
      if (result === undefined)
        return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
      const status = typeof init.successStatus === 'function' ? init.successStatus(result) : (init.successStatus ?? 200)
      return jsonResponse(request, result, status)
    } catch (error) {
      return errorToResponse(error)
    }
  }
}

// JSON bodies above this are refused before parsing: no endpoint needs more (the concierge caps queries far
// lower). Our server stops reading a body a byte past its row's limit (src/server/router.ts).
export const JSON_BODY_MAX_BYTES = 256 * 1024
// No endpoint's body nests deeper than a few levels; past this a body is refused before it is parsed or
// walked (issue 39 finding 9), so neither the schemas nor anything else meets a 5,000-deep array.
export const JSON_BODY_MAX_DEPTH = 32

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readRequestText(request)
  if (text.length > JSON_BODY_MAX_BYTES) throw new AppError('INVALID_ARGUMENT', 'The request body is too large.')
  if (text.trim() === '') return {}
  if (measureJsonDepth(text) > JSON_BODY_MAX_DEPTH) {
    throw new AppError('INVALID_ARGUMENT', `The request body nests more than ${JSON_BODY_MAX_DEPTH} levels deep.`, { body: ['Nested too deeply.'] })
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new AppError('INVALID_ARGUMENT', 'The request body is not valid JSON.', {
      body: ['Not valid JSON.'],
    })
  }
  // `\u0000` and lone surrogates (`"\udcff"`) are valid JSON but not storable text: cleaned here, once, for
  // every endpoint, before any schema or use case sees them (issue 21 finding 6).
  return cleanJsonStrings(parsed)
}
