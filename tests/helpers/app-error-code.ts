// What a use case answered, as its AppError code ('ok' when it succeeded): tests of refusals read as
// expect(await appErrorCodeOf(…)).toBe('NOT_FOUND'). Anything but an AppError is rethrown.
import { isAppError } from '@/core/shared/app-error'

export async function appErrorCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    if (isAppError(error)) return error.code
    throw error
  }
}
