// The one place that maps errors to HTTP (STYLE.md "Errors"; spec §8 "API error bodies parsed into
// error, description and argument errors").
import 'server-only'
import { isAppError, type AppErrorCode, type ArgumentErrors } from '@/core/shared/app-error'
import { logger } from './observability/logger'

export type ApiErrorBody = { error: string; error_description: string; argument_errors?: ArgumentErrors }

const STATUS: Record<AppErrorCode, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SOLD_OUT: 409,
  HOLD_EXPIRED: 410,
}

export function jsonError(status: number, body: ApiErrorBody): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** AppErrors become their 4xx; anything else is logged and answered with a generic 500 body. */
export function errorToResponse(error: unknown): Response {
  if (isAppError(error)) {
    return jsonError(STATUS[error.code], {
      error: error.code,
      error_description: error.message,
      ...(error.argumentErrors ? { argument_errors: error.argumentErrors } : {}),
    })
  }
  logger().error({ err: error }, 'unexpected error answered with 500')
  return jsonError(500, { error: 'INTERNAL_ERROR', error_description: 'Something went wrong on our end.' })
}
