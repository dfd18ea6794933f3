// GET /api/v3/users/{publicId}/contacts.csv (issue 20): the attendees across my events as CSV, formula
// cells neutralised. Only the user themself (`me`); anyone else 403.
import 'server-only'
import { z } from 'zod'
import { exportMyContactsCsv } from '@/core/creators/export-my-contacts-csv'
import type { Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { errorToResponse } from '@/server/http-errors'
import type { PathContext } from '@/server/path-params'
import { requireSelf, requireViewer } from '@/server/request-viewer'

export const myContactsCsvEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/contacts.csv',
  summary: 'The attendees of my events as CSV',
  description:
    'One row per buyer email across my events (text/csv): name, email, orders, tickets, events, last order. Cells beginning with `=`, `+`, `-`, `@`, tab or carriage return are prefixed with `\'`. Owner only (`me`).',
  tags: ['creators'],
  query: z.object({}),
  response: z.string(),
  errors: [401, 403],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ publicId: string }>): Promise<Response> {
  try {
    const { publicId } = await ctx.params
    const viewer = publicId === 'me' ? await requireViewer(request) : await requireSelf(request, publicId)
    const csv = await exportMyContactsCsv(await getDeps(), { userId: viewer.id })
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="contacts.csv"',
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    return errorToResponse(error)
  }
}
