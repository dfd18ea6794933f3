// The embedded checkout's frame policy (issue 41, decision 070): `/embed/checkout/{event_id}/` may be framed
// by the sites its organization listed, and by no other. Our server (scripts/serve.ts) calls this before
// Next.js renders the page: the page's CSP says `frame-ancestors` with that list ('none' for an empty one
// or an unknown event) instead of the site-wide 'none', and X-Frame-Options, which cannot name a list, is
// dropped (browsers that know CSP ignore it beside frame-ancestors; the rest could not frame it at all).
// The list is read for every page, never cached, so a site removed from it stops framing at once.
import 'server-only'
import type { ServerResponse } from 'node:http'
import { computeFrameAncestors } from '@/core/embed/embed-origin-rules'
import { findEmbedOriginsOfEvent } from '@/core/embed/embed-origins-repository'
import { getDeps } from '@/server/get-deps'
import { EMBED_PAGE_PATH, pageContentSecurityPolicy } from './request-policy'

/** The event id of an embedded checkout page's path, or null for any other path. */
export function matchEmbedPage(pathname: string): number | null {
  const match = EMBED_PAGE_PATH.exec(pathname)
  return match ? Number(match[1]) : null
}

/** The page's CSP with `frame-ancestors` naming the allowed sites. */
export function embedPageContentSecurityPolicy(nonce: string, dev: boolean, origins: readonly string[]): string {
  return pageContentSecurityPolicy(nonce, dev).replace("frame-ancestors 'none'", `frame-ancestors ${computeFrameAncestors(origins)}`)
}

/** Sets the embedded checkout page's frame headers on `res`, from its organization's list. */
export async function applyEmbedFramePolicy(res: ServerResponse, eventId: number, nonce: string, dev: boolean): Promise<void> {
  const { db } = await getDeps()
  const origins = await findEmbedOriginsOfEvent(db, eventId)
  res.setHeader('Content-Security-Policy', embedPageContentSecurityPolicy(nonce, dev, origins))
  res.removeHeader('X-Frame-Options')
}
