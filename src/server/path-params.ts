// Path parameters of the account and social endpoints: junk is "not found", never a 500.
import 'server-only'
import { AppError } from '@/core/shared/app-error'

/** A positive database id from a path segment; anything else is a 404. */
export function parseIdParam(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new AppError('NOT_FOUND', `There is no such ${what}.`)
  return Number(value)
}

export type PathContext<P> = { params: Promise<P> }
