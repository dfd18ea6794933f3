// One error type for the domain (STYLE.md "Errors"). Adapters map `code` to an HTTP status and the
// JSON body `{ error, error_description, argument_errors? }` in one place (src/server/http-errors.ts).

export type AppErrorCode =
  | 'INVALID_ARGUMENT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SOLD_OUT'
  | 'HOLD_EXPIRED'
  | 'NOT_ENOUGH_TICKETS'
  | 'CARD_DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'DISCOUNT_NOT_APPLICABLE'
  | 'ALREADY_CHECKED_IN'
  | 'EMAIL_NOT_VERIFIED'
  | 'PAYOUTS_NOT_SET_UP'
  | 'TOO_MANY_HOLDS'
  | 'TOO_MANY_PAYMENT_ATTEMPTS'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'ALREADY_ON_WAITLIST'
  | 'TOO_MANY_EMAILS'
  | 'TRANSFER_NOT_ALLOWED'
  | 'QUEUE_NOT_OPEN'
  | 'TOO_MANY_PLACES'
  | 'PLACE_INVALID'
  | 'ADMISSION_REQUIRED'
  | 'ADMISSION_INVALID'
  | 'WAITING_ROOM_UNAVAILABLE'

export type ArgumentErrors = Record<string, string[]>

export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly argumentErrors?: ArgumentErrors,
    /** What a client acts on beyond the code: `retryAfterSeconds` for RATE_LIMITED and WAITING_ROOM_UNAVAILABLE (sent as `Retry-After`),
     * and `details` added to the JSON error body as they are (e.g. `checked_in_at`). */
    readonly extra: { retryAfterSeconds?: number; details?: Record<string, string> } = {},
  ) {
    super(message)
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
