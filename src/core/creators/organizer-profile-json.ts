// The organizer profile as its owner edits it (issue 20): what GET and PATCH of
// /api/v3/users/me/organizer/ answer.
import { organizerPath } from '@/core/events/event-json'
import { imageUrlForKey } from '@/core/images/image-optimizer-rules'
import type { OwnOrganizerRow } from './organizer-profile-repository'

/** The social networks a profile links to, and the hosts each link must be on. */
export const SOCIAL_NETWORKS = {
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  linkedin: ['linkedin.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
} as const satisfies Record<string, readonly string[]>

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS

/** Whether `url` is a page of `network` (its host or a subdomain such as www.). */
export function isSocialLinkOf(network: SocialNetwork, url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  return (SOCIAL_NETWORKS[network] as readonly string[]).some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
}

export type OrganizerProfileJson = {
  id: string
  name: string
  description: string
  url: string
  logo: { id: string; url: string } | null
  website: string | null
  social_links: Partial<Record<SocialNetwork, string>>
  contact_email: string | null
  num_followers: number
}

export function toOrganizerProfileJson(row: OwnOrganizerRow, origin: string): OrganizerProfileJson {
  const logoKey = row.logoCardKey ?? row.logoKey
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    url: `${origin}${organizerPath(row.slug, row.id)}`,
    logo: row.logoId !== null && logoKey ? { id: String(row.logoId), url: imageUrlForKey(logoKey) } : null,
    website: row.website,
    social_links: row.socialLinks,
    contact_email: row.contactEmail,
    num_followers: row.numFollowers,
  }
}
