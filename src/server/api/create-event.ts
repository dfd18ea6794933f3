// POST /api/v3/events/ (issue 20): a new event as a draft; the creator's first also creates their
// organizer profile. Answers 201 {event} in the Event shape with status "draft".
import 'server-only'
import { createEventDraft } from '@/core/creators/create-event-draft'
import { computeEventPasswordProblem, setEventVisibility } from '@/core/events/set-event-visibility'
import { AppError } from '@/core/shared/app-error'
import { getManagedEvent } from '@/core/creators/get-managed-event'
import { parseTaxSettingsBody } from '@/core/creators/tax-settings'
import { sanitizeDescription } from '@/core/events/sanitize-description'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { findManagedTeam } from '@/core/creators/team-access'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { CreateEventBodySchema, ManagedEventResponse, toDraftVenueInput } from './creator-schemas'

export const createEventEndpoint = {
  method: 'POST',
  path: '/api/v3/events/',
  summary: 'Create an event draft',
  description:
    'Times are wall-clock times in `start.timezone` (the end must use the same zone). `description_html` is sanitised on the server. A venue needs `latitude` and `longitude` (from the place autocomplete). 401 without a session. 30 new drafts per account an hour (with the wizard’s), then 429 with Retry-After.',
  tags: ['creators'],
  body: CreateEventBodySchema,
  response: ManagedEventResponse,
  errors: [400, 401, 429],
} satisfies Endpoint

export const POST = handleJson(
  createEventEndpoint,
  async (body, request) => {
    const viewer = await requireViewer(request)
    const deps = await getDeps()
    // A key makes events only in its own organization: the one its creator's new events go to (decision 065).
    if (viewer.apiKeyOrganizerId !== undefined && (await findManagedTeam(deps.db, viewer.id))?.organizerId !== viewer.apiKeyOrganizerId) {
      throw new AppError('FORBIDDEN', 'This API key cannot create events: its organization is no longer its creator’s own.')
    }
    // Checked before the draft is written, so that a bad password leaves nothing behind.
    const passwordProblem = body.password ? computeEventPasswordProblem(body.password) : null
    if (passwordProblem) throw new AppError('INVALID_ARGUMENT', 'That password cannot be used.', { password: [passwordProblem] })
    const { eventId } = await createEventDraft(deps, {
      creatorUserId: viewer.id,
      name: body.name,
      summary: body.summary,
      descriptionHtml: sanitizeDescription(body.description_html ?? ''),
      categoryId: body.category_id,
      subcategoryId: body.subcategory_id,
      formatId: body.format_id,
      start: body.start,
      end: body.end,
      online: body.online,
      onlineUrl: body.online_url,
      venue: body.venue && toDraftVenueInput(body.venue),
      tags: body.tags ?? [],
      refundPolicy: body.refund_policy ?? 'contact_organizer',
      taxOverride: body.tax ? parseTaxSettingsBody(body.tax, 'tax.') : null,
      requiresApproval: body.requires_approval,
    })
    // A draft is seen by no one, so its visibility may follow its creation (decision 060).
    await setEventVisibility(deps, { eventId, listed: body.listed, password: body.password, invitationOnly: body.invitation_only, actorUserId: viewer.id })
    const manager = managerOf(viewer)
    return { event: await getManagedEvent(deps, { eventId, manager, origin: requestOrigin() }) }
  },
  { successStatus: 201 },
)
