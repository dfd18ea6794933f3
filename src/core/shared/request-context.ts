// The context of the request being served (issue 24): its correlation id (spec §3 request header
// eb-correlation-id), the route it matched, the signed-in user once known, and the eb-lang hint. Log lines
// and outgoing calls (language model, mail, payment provider) read it from here, so no function has to
// pass it along.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export const CORRELATION_ID_HEADER = 'eb-correlation-id'
export const LANGUAGE_HINT_HEADER = 'eb-lang'

export type RequestContext = {
  correlationId: string
  /** The route pattern (e.g. /e/[slug]), not the raw URL, once the router knows it. */
  route?: string
  userId?: string
  /** The eb-lang request header, when it looks like a language tag (en, en-US, pt_BR). */
  languageHint?: string
}

// Our HTTP server (scripts/serve.ts) and the Next.js build load separate copies of this module, yet a
// request entered in one is served in the other: they must share one store, hence one well-known key.
const KEY = Symbol.for('tessera.request-context')
const storage = ((globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> })[KEY] ??= new AsyncLocalStorage<RequestContext>())

// Letters, digits and a few separators, 8 to 128 long: a UUID, a ULID or a load balancer's request id all
// fit, while anything that could forge a log line (newlines, quotes) or flood it does not.
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/
const LANGUAGE_TAG = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,2}$/

/** The client's correlation id when well-formed, else a fresh one (a random UUID). */
export function computeCorrelationId(sent: string | string[] | null | undefined): string {
  const value = Array.isArray(sent) ? sent[0] : sent
  return value && WELL_FORMED_ID.test(value) ? value : randomUUID()
}

/** The eb-lang header as a language hint, or undefined when it is absent or not a language tag. */
export function computeLanguageHint(sent: string | string[] | null | undefined): string | undefined {
  const value = (Array.isArray(sent) ? sent[0] : sent)?.trim()
  return value && LANGUAGE_TAG.test(value) ? value : undefined
}

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn)
}

/** The current request's context; undefined outside a request (start-up, background jobs). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore()
}

/**
 * The correlation id to send on an outgoing call (as the eb-correlation-id header): the current request's,
 * or a fresh one for work that no request started, so the other side can still tie its lines together.
 */
export function currentCorrelationId(): string {
  return storage.getStore()?.correlationId ?? randomUUID()
}

/** Records who the request is for once authentication knows it, so later log lines carry the user id. */
export function noteRequestUser(userId: string): void {
  const context = storage.getStore()
  if (context) context.userId = userId
}
