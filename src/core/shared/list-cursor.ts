// Cursor pagination (issue 41, decision 065): a list's `continuation` is an opaque, signed token naming
// the list it belongs to, the page after the one answered and its size. Signed with the server's secret,
// so a client cannot forge one for another list or another event; an altered, foreign or stale one is a
// 400, never a 500. `page`/`page_size` keep working beside it.
import { timingSafeEqual } from 'node:crypto'
import { AppError } from './app-error'
import { hmacSha256 } from './hmac-sha256'

/** Where a cursor goes on: the list (e.g. `orders:123`), the next page and its size. */
export type ListCursor = { list: string; page: number; pageSize: number }

const MAX_PAGE = 10_000

function signature(secret: string, payload: string): string {
  return hmacSha256(secret, `list-cursor:${payload}`).subarray(0, 16).toString('base64url')
}

export function encodeListCursor(secret: string, cursor: ListCursor): string {
  const payload = Buffer.from(JSON.stringify([cursor.list, cursor.page, cursor.pageSize]), 'utf8').toString('base64url')
  return `${payload}.${signature(secret, payload)}`
}

/** The cursor, or null when it is not one we signed for this `list`. */
export function decodeListCursor(secret: string, text: string, list: string): ListCursor | null {
  const dot = text.indexOf('.')
  if (dot <= 0 || text.length > 512) return null
  const payload = text.slice(0, dot)
  const given = Buffer.from(text.slice(dot + 1), 'base64url')
  const expected = Buffer.from(signature(secret, payload), 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null
  const [name, page, pageSize] = parsed as unknown[]
  if (name !== list || !Number.isInteger(page) || !Number.isInteger(pageSize)) return null
  if ((page as number) < 1 || (page as number) > MAX_PAGE || (pageSize as number) < 1 || (pageSize as number) > 100) return null
  return { list, page: page as number, pageSize: pageSize as number }
}

/** The page to answer: the cursor's when one is given (a bad one is a 400), else `page`/`page_size`. */
export function resolveListPage(secret: string, list: string, input: { continuation?: string; page: number; pageSize: number }): { page: number; pageSize: number } {
  if (input.continuation === undefined) return { page: input.page, pageSize: input.pageSize }
  const cursor = decodeListCursor(secret, input.continuation, list)
  if (!cursor) throw new AppError('INVALID_ARGUMENT', 'The continuation is not valid for this list.', { continuation: ['Not a continuation this list gave.'] })
  return { page: cursor.page, pageSize: cursor.pageSize }
}

/** The continuation of the page after `page`, or null on the last page. */
export function computeContinuation(secret: string, list: string, page: number, pageSize: number, hasMoreItems: boolean): string | null {
  return hasMoreItems && page < MAX_PAGE ? encodeListCursor(secret, { list, page: page + 1, pageSize }) : null
}
