// GET and PUT /api/v3/events/{event_id}/waiting_room/ (issue 42): the organizer turns an on-sale waiting
// room on or off and sets it; GET adds the live counts. The event's organizer (staff read); anyone else 404.
import 'server-only'
import { z } from 'zod'
import { configureWaitingRoom, MAX_ACTIVE_CHECKOUTS, MAX_ADMISSION_MINUTES } from '@/core/waiting-room/configure-waiting-room'
import { computeWaitingRoomJson, getWaitingRoom } from '@/core/waiting-room/get-waiting-room'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { managerOf, requireViewer } from '@/server/request-viewer'
import { forgetWaitingRoom } from '@/server/ticketing'
import { forgetQueueRoom } from '@/server/waiting-room'

const WaitingRoomSchema = z.object({
  id: z.string(),
  enabled: z.boolean(),
  paused: z.boolean(),
  ticket_class_id: z.string().nullable(),
  prequeue_opens_at: z.string(),
  on_sale_at: z.string(),
  max_active_checkouts: z.int(),
  admission_minutes: z.int(),
  commitment: z.string().describe('SHA-256 (hex) of the secret seed the shuffle will use, published from the start'),
  shuffled_at: z.string().nullable(),
  now_serving: z.int(),
})
const LiveSchema = z.object({
  waiting: z.int(),
  prequeue: z.int(),
  admitted: z.int(),
  active_checkouts: z.int(),
  abandoned: z.int(),
  done: z.int(),
  sold: z.int().describe('Tickets sold of the event, or of `ticket_class_id` when the room lines up for one class'),
  admitted_per_minute: z.number(),
  estimated_clear_seconds: z.int().nullable(),
})

export const getWaitingRoomEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/waiting_room/',
  summary: 'An event’s waiting room with its live counts',
  description: '`{waiting_room: null}` when none is turned on. `live`: places waiting (in line and in the pre-queue), admitted, checkouts under way, given up and done, the tickets sold (of the event, or of the room’s class), the admissions a minute over the last five minutes, and the time the line would take to clear at that pace.',
  tags: ['waiting room'],
  query: z.object({}),
  response: z.object({ waiting_room: WaitingRoomSchema.extend({ live: LiveSchema }).nullable() }),
  errors: [401, 404],
} satisfies Endpoint

export const putWaitingRoomEndpoint = {
  method: 'PUT',
  path: '/api/v3/events/{event_id}/waiting_room/',
  summary: 'Turn an event’s on-sale waiting room on, change it, or turn it off',
  description:
    `\`{enabled, prequeue_opens_at?, max_active_checkouts, admission_minutes, paused?, ticket_class_id?}\`. The room lines up for the next scheduled sales start of the event’s classes (or of \`ticket_class_id\`); the pre-queue opens 30 minutes before unless \`prequeue_opens_at\` says otherwise. At most ${MAX_ACTIVE_CHECKOUTS.toLocaleString('en-US')} checkouts at once, 1 to ${MAX_ADMISSION_MINUTES} minutes to start one. Turning it on commits to a new secret seed; while it runs, the limit, the admission time and the pause may change, the seed and the order never. While it is active, \`POST /api/v3/orders/\` needs its \`admission_token\`.`,
  tags: ['waiting room'],
  body: z.strictObject({
    enabled: z.boolean(),
    prequeue_opens_at: z.iso.datetime({ offset: true }).nullable().optional(),
    max_active_checkouts: z.int(),
    admission_minutes: z.int(),
    paused: z.boolean().optional(),
    ticket_class_id: z.string().regex(/^\d{1,12}$/).nullable().optional(),
  }),
  response: z.object({ waiting_room: WaitingRoomSchema.nullable() }),
  errors: [400, 401, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleGet(getWaitingRoomEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    return getWaitingRoom(await getDeps(), { eventId, manager: managerOf(viewer) })
  })(request)
}

export async function PUT(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(putWaitingRoomEndpoint, async (body) => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const room = await configureWaitingRoom(await getDeps(), {
      eventId,
      manager: managerOf(viewer),
      settings: {
        enabled: body.enabled,
        prequeueOpensAt: body.prequeue_opens_at ? new Date(body.prequeue_opens_at) : null,
        maxActiveCheckouts: body.max_active_checkouts,
        admissionMinutes: body.admission_minutes,
        ...(body.paused === undefined ? {} : { paused: body.paused }),
        ...(body.ticket_class_id === undefined ? {} : { ticketClassId: body.ticket_class_id === null ? null : Number(body.ticket_class_id) }),
      },
    })
    // This instance's holds see the change at once (others within two seconds).
    forgetWaitingRoom(eventId)
    forgetQueueRoom(eventId)
    return { waiting_room: room ? computeWaitingRoomJson(room) : null }
  })(request)
}
