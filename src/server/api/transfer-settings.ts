// GET and PUT /api/v3/events/{event_id}/transfer_settings/ (issue 40, decision 059): whether buyers may give
// their tickets to someone else, and until how many hours before the start. The event's managers only.
import 'server-only'
import { z } from 'zod'
import { getTransferSettings } from '@/core/creators/get-transfer-settings'
import { updateTransferSettings } from '@/core/creators/update-transfer-settings'
import { MAX_TRANSFER_CUTOFF_HOURS, type TransferSettings } from '@/core/ticketing/transfer-rules'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'

const TransferSettingsSchema = z.object({
  transfers_allowed: z.boolean().describe('false: tickets cannot be given to someone else (the event page says so)'),
  transfer_cutoff_hours: z.int().min(0).max(MAX_TRANSFER_CUTOFF_HOURS).describe('Transfers close this many hours before the start; 0: when the event starts'),
})

const TransferSettingsResponse = z.object({ transfer_settings: TransferSettingsSchema })

export const getTransferSettingsEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/transfer_settings/',
  summary: "An event's ticket-transfer settings",
  description: 'The event’s organizer (staff read); anyone else 404.',
  tags: ['creators'],
  query: z.object({}),
  response: TransferSettingsResponse,
  errors: [401, 404],
} satisfies Endpoint

export const updateTransferSettingsEndpoint = {
  method: 'PUT',
  path: '/api/v3/events/{event_id}/transfer_settings/',
  summary: 'Allow or forbid ticket transfers and set their cut-off',
  description:
    'Both fields are required. Applies at once to tickets already sold (and, for a series, to each of its dates). Defaults for a new event: allowed, until the event starts (0). The event’s organizer; anyone else 404.',
  tags: ['creators'],
  body: z.strictObject(TransferSettingsSchema.shape),
  response: TransferSettingsResponse,
  errors: [400, 401, 404],
} satisfies Endpoint

function toJson(settings: TransferSettings): z.infer<typeof TransferSettingsResponse> {
  return { transfer_settings: { transfers_allowed: settings.transfersAllowed, transfer_cutoff_hours: settings.transferCutoffHours } }
}

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleGet(getTransferSettingsEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    return toJson(await getTransferSettings(await getDeps(), { eventId, manager: managerOf(viewer) }))
  })(request)
}

export async function PUT(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(updateTransferSettingsEndpoint, async (body) => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const settings = { transfersAllowed: body.transfers_allowed, transferCutoffHours: body.transfer_cutoff_hours }
    return toJson(await updateTransferSettings(await getDeps(), { eventId, manager: managerOf(viewer), settings }))
  })(request)
}
