// Cursor pagination on the organizer's lists (issue 41, decision 065): `?continuation=` beside today's
// `page`/`page_size`, and `pagination.continuation` (null on the last page) in every answer. The cursor is
// signed (src/core/shared/list-cursor.ts) for one list: its kind, the event and the filters, so a cursor
// from another list, event or search is a 400.
import 'server-only'
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { computeContinuation, resolveListPage } from '@/core/shared/list-cursor'
import { listCursorSecret } from './ticketing'

export const ContinuationParam = z.string().min(1).max(512).optional().describe('The `pagination.continuation` of the page before; page_size and filters come with it')

export const PaginationSchema = z.object({
  object_count: z.int(),
  page_number: z.int(),
  page_size: z.int(),
  page_count: z.int(),
  has_more_items: z.boolean(),
  continuation: z.string().nullable().describe('Pass as `?continuation=` for the next page; null on the last'),
})

type Pagination = { page_number: number; page_size: number; has_more_items: boolean }

/** The list's name for its cursors: its kind and scope, and a digest of its filters. */
export function listName(kind: string, scope: string | number, filters: Record<string, string | undefined> = {}): string {
  const digest = createHash('sha256').update(JSON.stringify(filters)).digest('base64url').slice(0, 12)
  return `${kind}:${scope}:${digest}`
}

/** The page asked for: the continuation's (a bad one is a 400), else `page` and `page_size`. */
export function requestedPage(list: string, query: { continuation?: string; page: number; page_size: number }): { page: number; pageSize: number } {
  return resolveListPage(listCursorSecret(), list, { continuation: query.continuation, page: query.page, pageSize: query.page_size })
}

/** `result` with the continuation of its next page added to its pagination. */
export function withContinuation<T extends { pagination: Pagination }>(list: string, result: T): T & { pagination: T['pagination'] & { continuation: string | null } } {
  const { page_number, page_size, has_more_items } = result.pagination
  return { ...result, pagination: { ...result.pagination, continuation: computeContinuation(listCursorSecret(), list, page_number, page_size, has_more_items) } }
}
