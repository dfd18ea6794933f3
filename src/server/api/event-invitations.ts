// /api/v3/events/{event_id}/invitations/ (issue 40 "Visibility", decision 060): the invitation list of a
// private event. GET lists it, POST adds addresses and emails each new one its link. Only the event's
// organizer (findManagedEvent); anyone else 404.
import 'server-only'
import { z } from 'zod'
import { computePreferredLocale } from '@/core/i18n/page-locale'
import { inviteToEvent, MAX_INVITATIONS_PER_REQUEST } from '@/core/events/invite-to-event'
import { listEventInvitations } from '@/core/events/list-event-invitations'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { getTicketingDeps, siteOrigin } from '@/server/ticketing'

const InvitationSchema = z.object({ id: z.string(), email: z.string(), created: z.string() })

export const listEventInvitationsEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/invitations/',
  summary: "A private event's invitation list",
  description: 'Every address invited, by address. Only the event’s organizer (staff read); anyone else 404, 401 without a session.',
  tags: ['creators'],
  query: z.object({}),
  response: z.object({ invitations: z.array(InvitationSchema) }),
  errors: [401, 404],
} satisfies Endpoint

export const inviteToEventEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/invitations/',
  summary: 'Invite people to a private event by email',
  description:
    `Up to ${MAX_INVITATIONS_PER_REQUEST} addresses at a time (2,000 on one event); an address already invited is left alone. Each new one is emailed a link that opens the event for them (it answers with the event page and keeps their access in a cookie); an invited person who signs in with a verified address sees it too. Answers 201 \`{invitations, added}\`, the whole list. Make the event invitation-only with PATCH /api/v3/events/{event_id}/ \`{invitation_only: true}\`. At most 20 requests per organizer an hour (429 with Retry-After). Only the event’s organizer; anyone else 404.`,
  tags: ['creators'],
  body: z.strictObject({ emails: z.array(z.string().max(254)).min(1).max(MAX_INVITATIONS_PER_REQUEST) }),
  response: z.object({ invitations: z.array(InvitationSchema), added: z.int() }),
  errors: [400, 401, 404, 429],
} satisfies Endpoint

type Ctx = PathContext<{ eventId: string }>

export async function GET(request: Request, ctx: Ctx): Promise<Response> {
  return handleGet(listEventInvitationsEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    return listEventInvitations(await getDeps(), { eventId, manager: managerOf(viewer) })
  })(request)
}

export async function POST(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(
    inviteToEventEndpoint,
    async (body) => {
      const viewer = await requireViewer(request)
      const eventId = parseIdParam((await ctx.params).eventId, 'event')
      const { secret } = await getTicketingDeps({ eventId })
      return inviteToEvent(
        { ...(await getDeps()), secret, siteUrl: siteOrigin() },
        { eventId, manager: managerOf(viewer), emails: body.emails, locale: computePreferredLocale(request.headers.get('accept-language')) },
      )
    },
    { successStatus: 201 },
  )(request)
}
