// /api/v3/users/{publicId}/organizer/ (issue 20): the user's organizer profile (Eventbrite's
// users/me/organizers), read and edited by its owner only; `me` names the signed-in user.
import 'server-only'
import { z } from 'zod'
import { getMyOrganizerProfile } from '@/core/creators/get-my-organizer-profile'
import { SOCIAL_NETWORKS, type SocialNetwork } from '@/core/creators/organizer-profile-json'
import { updateMyOrganizerProfile } from '@/core/creators/update-my-organizer-profile'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import type { PathContext } from '@/server/path-params'
import { requireSelf, requireViewer } from '@/server/request-viewer'

const networks = Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]]
const webLink = z.url({ protocol: /^https?$/ }).max(500)

const OrganizerProfileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    url: z.string(),
    logo: z.object({ id: z.string(), url: z.string() }).nullable(),
    website: z.string().nullable(),
    social_links: z.partialRecord(z.enum(networks), z.string()),
    contact_email: z.string().nullable(),
    num_followers: z.int(),
  })
  .meta({ id: 'OrganizerProfile', description: 'An organizer profile as its owner edits it; `url` is its public page.' })

export const getMyOrganizerProfileEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/organizer/',
  summary: 'My organizer profile',
  description: 'Owner only (`me` for the signed-in user). 404 until the first event or the first PATCH creates it.',
  tags: ['creators'],
  query: z.object({}),
  response: z.object({ organizer: OrganizerProfileSchema }),
  errors: [401, 403, 404],
} satisfies Endpoint

export const updateMyOrganizerProfileEndpoint = {
  method: 'PATCH',
  path: '/api/v3/users/{publicId}/organizer/',
  summary: 'Edit my organizer profile',
  description:
    'Owner only (`me` for the signed-in user); creates the profile if there is none yet. Fields left out keep their value, `null` clears one. ' +
    '`logo_id` is a media id the user uploaded (POST /api/v3/media/upload/); each of `social_links` must link to its network ' +
    `(${networks.join(', ')}), \`null\` removing it.`,
  tags: ['creators'],
  body: z
    .strictObject({
      name: z.string().trim().min(1).max(140).optional(),
      description: z.string().trim().max(4000).optional(),
      logo_id: z.string().regex(/^\d{1,9}$/, 'must be a media id').nullable().optional(),
      website: webLink.nullable().optional(),
      social_links: z.partialRecord(z.enum(networks), webLink.nullable()).optional(),
      contact_email: z.email().max(254).nullable().optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Name at least one field to change.' }),
  response: z.object({ organizer: OrganizerProfileSchema }),
  errors: [400, 401, 403],
} satisfies Endpoint

type Ctx = PathContext<{ publicId: string }>

async function owner(request: Request, ctx: Ctx) {
  const { publicId } = await ctx.params
  return publicId === 'me' ? requireViewer(request) : requireSelf(request, publicId)
}

export async function GET(request: Request, ctx: Ctx): Promise<Response> {
  return handleGet(getMyOrganizerProfileEndpoint, async () => {
    const viewer = await owner(request, ctx)
    return { organizer: await getMyOrganizerProfile(await getDeps(), { userId: viewer.id, origin: requestOrigin() }) }
  })(request)
}

export async function PATCH(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(updateMyOrganizerProfileEndpoint, async (body) => {
    const viewer = await owner(request, ctx)
    const organizer = await updateMyOrganizerProfile(await getDeps(), {
      userId: viewer.id,
      origin: requestOrigin(),
      name: body.name,
      description: body.description,
      logoMediaId: body.logo_id === undefined ? undefined : body.logo_id === null ? null : Number(body.logo_id),
      website: body.website,
      socialLinks: body.social_links,
      contactEmail: body.contact_email === undefined ? undefined : body.contact_email === null ? null : body.contact_email.toLowerCase(),
    })
    return { organizer }
  })(request)
}
