// /api/v3/ticket_classes/{id}/ (issue 20): its event's organizer changes (PATCH) or deletes (DELETE) a
// ticket class; anyone else gets 404.
import 'server-only'
import { z } from 'zod'
import { deleteTicketClass } from '@/core/creators/delete-ticket-class'
import { updateTicketClass } from '@/core/creators/update-ticket-class'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { addTicketClassEndpoint, withTicketLink } from './event-ticket-classes'

const created = addTicketClassEndpoint.body.shape
const instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text))

export const updateTicketClassEndpoint = {
  method: 'PATCH',
  path: '/api/v3/ticket_classes/{id}/',
  summary: 'Change a ticket class',
  description:
    'The fields of `POST /api/v3/events/{event_id}/ticket_classes/`, each optional; left out keeps its value, `null` clears a sales date. ' +
    '`quantity_total` cannot go below the tickets sold and held in checkouts under way (400 naming the least). Only the event’s organizer; anyone else 404.',
  tags: ['creators'],
  body: z
    .strictObject({
      name: created.name.optional(),
      free: z.boolean().optional(),
      cost: created.cost.optional(),
      quantity_total: created.quantity_total.optional(),
      minimum_quantity: z.int().min(1).max(100).optional(),
      maximum_quantity: z.int().min(1).max(100).optional(),
      sales_start: instant.nullable().optional(),
      sales_end: instant.nullable().optional(),
      hidden: z.boolean().optional(),
      requires_approval: z.boolean().optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Name at least one field to change.' }),
  response: addTicketClassEndpoint.response,
  errors: [400, 401, 404],
} satisfies Endpoint

export const deleteTicketClassEndpoint = {
  method: 'DELETE',
  path: '/api/v3/ticket_classes/{id}/',
  summary: 'Delete a ticket class',
  description:
    'Answers 204. A class with sold tickets, or named by any order, cannot be deleted (409: lower its quantity or end its sales), nor a published event’s last class. Only the event’s organizer; anyone else 404.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.null(),
  errors: [401, 404, 409],
} satisfies Endpoint

type Ctx = PathContext<{ id: string }>

export async function PATCH(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(updateTicketClassEndpoint, async (body) => {
    const viewer = await requireViewer(request)
    const ticketClassId = parseIdParam((await ctx.params).id, 'ticket class')
    const ticketClass = await updateTicketClass(await getDeps(), {
      ticketClassId,
      manager: managerOf(viewer),
      name: body.name,
      free: body.free,
      currency: body.cost?.currency,
      priceMinor: body.cost?.value,
      capacity: body.quantity_total,
      minPerOrder: body.minimum_quantity,
      maxPerOrder: body.maximum_quantity,
      salesStart: body.sales_start,
      salesEnd: body.sales_end,
      hidden: body.hidden,
      requiresApproval: body.requires_approval,
    })
    return { ticket_class: await withTicketLink(ticketClass) }
  })(request)
}

export async function DELETE(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(deleteTicketClassEndpoint, async () => {
    const viewer = await requireViewer(request)
    const ticketClassId = parseIdParam((await ctx.params).id, 'ticket class')
    await deleteTicketClass(await getDeps(), { ticketClassId, manager: managerOf(viewer) })
    return undefined
  })(request)
}
