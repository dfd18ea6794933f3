// The one place that maps errors to HTTP (STYLE.md "Errors"; spec §8 "API error bodies parsed into
// error, description and argument errors").
import 'server-only'
import { isAppError, type AppErrorCode, type ArgumentErrors } from '@/core/shared/app-error'
import { CORRELATION_ID_HEADER } from '@/core/shared/request-context'
import { logger } from './observability/logger'

export type ApiErrorBody = { error: string; error_description: string; argument_errors?: ArgumentErrors; [detail: string]: unknown }

const STATUS: Record<AppErrorCode, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SOLD_OUT: 409,
  HOLD_EXPIRED: 410,
  NOT_ENOUGH_TICKETS: 409,
  CARD_DECLINED: 402,
  INSUFFICIENT_FUNDS: 402,
  DISCOUNT_NOT_APPLICABLE: 400,
  ALREADY_CHECKED_IN: 409,
  EMAIL_NOT_VERIFIED: 409,
  PAYOUTS_NOT_SET_UP: 409,
  TOO_MANY_HOLDS: 429,
  TOO_MANY_PAYMENT_ATTEMPTS: 429,
  IDEMPOTENCY_KEY_REUSED: 422,
  ALREADY_ON_WAITLIST: 409,
  TOO_MANY_EMAILS: 429,
  TRANSFER_NOT_ALLOWED: 409,
  // The on-sale waiting room (issue 42).
  QUEUE_NOT_OPEN: 409,
  TOO_MANY_PLACES: 429,
  PLACE_INVALID: 403,
  ADMISSION_REQUIRED: 403,
  ADMISSION_INVALID: 403,
  // The room's state could not be read: checkout of that event fails closed (decision 071).
  WAITING_ROOM_UNAVAILABLE: 503,
}

// Refusals of abuse (issue 39 findings 1, 4, 7 and 12) leave a warning line beside their metric, so that an
// operator sees who is refused and why without reading the request log.
const LOGGED_REFUSALS: ReadonlySet<AppErrorCode> = new Set(['TOO_MANY_HOLDS', 'TOO_MANY_PAYMENT_ATTEMPTS', 'IDEMPOTENCY_KEY_REUSED', 'ALREADY_ON_WAITLIST', 'TOO_MANY_EMAILS'])

// A 429 without a hint leaves clients guessing; a minute is the default when the rule names no time.
const DEFAULT_RETRY_AFTER_SECONDS = 60

export function jsonError(status: number, body: ApiErrorBody, retryAfterSeconds?: number): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  // RFC 9110 §10.2.3: every 429 says when to come back (issue 21 finding 7).
  if (status === 429 || (status === 503 && retryAfterSeconds !== undefined)) headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS)))
  return Response.json(body, { status, headers })
}

/**
 * AppErrors become their 4xx; anything else is logged and answered with a generic 500 body. `request`
 * names the correlation id on that line for the reads served outside the async request context.
 */
export function errorToResponse(error: unknown, request?: Request): Response {
  if (isAppError(error)) {
    if (LOGGED_REFUSALS.has(error.code)) {
      const correlationId = request?.headers.get(CORRELATION_ID_HEADER) ?? undefined
      logger().warn({ refusal: error.code, ...error.extra.details, ...(correlationId ? { correlationId } : {}) }, error.message)
    }
    return jsonError(STATUS[error.code], {
      error: error.code,
      error_description: error.message,
      ...(error.argumentErrors ? { argument_errors: error.argumentErrors } : {}),
      ...error.extra.details,
    }, error.extra.retryAfterSeconds)
  }
  const correlationId = request?.headers.get(CORRELATION_ID_HEADER) ?? undefined
  logger().error({ err: error, ...(correlationId ? { correlationId } : {}) }, 'unexpected error answered with 500')
  return jsonError(500, { error: 'INTERNAL_ERROR', error_description: 'Something went wrong on our end.' })
}
