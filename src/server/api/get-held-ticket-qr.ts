// GET /api/v3/tickets/{ticket_id}/qr.svg?token= (decision 059): the QR image of a ticket by its holder's own link.
import 'server-only'
import { z } from 'zod'
import { getHeldTicketQr } from '@/core/ticketing/get-held-ticket'
import type { Endpoint } from '@/server/api-handler'
import { errorToResponse } from '@/server/http-errors'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getTicketingDeps } from '@/server/ticketing'
import { TokenQuery, type TicketPath } from './get-held-ticket'

export const getHeldTicketQrEndpoint = {
  method: 'GET',
  path: '/api/v3/tickets/{ticket_id}/qr.svg',
  summary: 'A ticket’s QR code by its holder’s own link (SVG)',
  description: 'Same access as GET /api/v3/tickets/{ticket_id}/. A ticket that is not valid for entry has no QR code: 409.',
  tags: ['ticketing'],
  query: TokenQuery,
  response: z.string().describe('image/svg+xml'),
  errors: [404, 409],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<TicketPath>): Promise<Response> {
  try {
    const ticketId = parseIdParam((await ctx.params).ticketId, 'ticket')
    const svg = await getHeldTicketQr(await getTicketingDeps(), { ticketId, token: new URL(request.url).searchParams.get('token') })
    return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, no-store' } })
  } catch (error) {
    return errorToResponse(error)
  }
}
