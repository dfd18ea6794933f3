// PATCH /api/v3/users/me/organizer/ (issue 20, /myprofile/): the creator edits their organizer profile,
// creating it if their first event has not yet. Fields left out keep their value; null clears one. The
// logo must be one of their own uploads; each social link must be a page of its network.
import { slugifyPlaceName } from '@/core/places/place-slug'
import { AppError, type ArgumentErrors } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { ensureOwnOrganizer } from './ensure-own-organizer'
import { findMediaOfUploader } from './media-repository'
import { mediaTypeProblem } from './media-types'
import { isSocialLinkOf, toOrganizerProfileJson, type OrganizerProfileJson, type SocialNetwork } from './organizer-profile-json'
import { findOwnOrganizer, updateOrganizerProfile, type OrganizerProfilePatch } from './organizer-profile-repository'

export type UpdateOrganizerProfileInput = {
  userId: number
  origin: string
  name?: string
  description?: string
  logoMediaId?: number | null
  website?: string | null
  /** Per network: a link, or null to remove it; networks left out keep theirs. */
  socialLinks?: Partial<Record<SocialNetwork, string | null>>
  contactEmail?: string | null
}

export async function updateMyOrganizerProfile(
  { db, clock, invalidateCaches }: Pick<CoreDeps, 'db' | 'clock' | 'invalidateCaches'>,
  input: UpdateOrganizerProfileInput,
): Promise<OrganizerProfileJson> {
  const errors: ArgumentErrors = {}
  for (const [network, url] of Object.entries(input.socialLinks ?? {}) as [SocialNetwork, string | null][]) {
    if (url !== null && !isSocialLinkOf(network, url)) errors[`social_links.${network}`] = [`must be a link to a ${network} page`]
  }
  if (Object.keys(errors).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', errors)
  const { json, organizerId } = await db.transaction(async (tx) => {
    const current = await ensureOwnOrganizer(tx, input.userId, clock.now(), input.name)
    const patch: OrganizerProfilePatch = {}
    if (input.name !== undefined) Object.assign(patch, { name: input.name, slug: slugifyPlaceName(input.name) || 'organizer' })
    if (input.description !== undefined) patch.description = input.description
    if (input.website !== undefined) patch.website = input.website
    if (input.contactEmail !== undefined) patch.contactEmail = input.contactEmail
    if (input.socialLinks !== undefined) {
      const links: Record<string, string> = { ...current.socialLinks }
      for (const [network, url] of Object.entries(input.socialLinks)) {
        if (url === null) delete links[network]
        else if (url !== undefined) links[network] = url
      }
      patch.socialLinks = links
    }
    if (input.logoMediaId !== undefined) {
      const media = input.logoMediaId === null ? null : await findMediaOfUploader(tx, input.logoMediaId, input.userId)
      if (input.logoMediaId !== null && !media) {
        throw new AppError('INVALID_ARGUMENT', 'That image is not one of your uploads.', { logo_id: ['is not one of your uploads: upload it with POST /api/v3/media/upload/'] })
      }
      const problem = media && mediaTypeProblem(media, 'image-organizer-logo')
      if (problem) throw new AppError('INVALID_ARGUMENT', 'That image is an event picture, not a logo.', { logo_id: [problem] })
      patch.imageId = input.logoMediaId
    }
    await updateOrganizerProfile(tx, current.id, patch)
    const row = (await findOwnOrganizer(tx, input.userId))!
    return { json: toOrganizerProfileJson(row, input.origin), organizerId: row.id }
  })
  // Event cards and pages show the organizer's name.
  await invalidateCaches({ kind: 'organizer', ids: [organizerId] })
  return json
}
