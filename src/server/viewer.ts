// Access checks for pages (ARCHITECTURE §8: every resource checks its owner or role); the endpoint
// modules' checks, which need no Next.js, are in request-viewer.ts.
import 'server-only'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getViewer, type Viewer } from '@/core/accounts/get-viewer'
import { computeSafeReferrer } from '@/core/accounts/safe-referrer'
import { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE } from '@/core/accounts/session-token'
import { noteRequestUser } from '@/core/shared/request-context'
import { getDeps } from './get-deps'
import { getLocalizedPath } from './localized-path'

// Log lines written for the rest of the request carry the viewer's public id (issue 24).
function noted(viewer: Viewer | null): Viewer | null {
  if (viewer) noteRequestUser(viewer.publicId)
  return viewer
}

/** The viewer of a server-rendered page (from the request cookies), or null. */
export async function getPageViewer(): Promise<Viewer | null> {
  const jar = await cookies()
  const token = jar.get(SESSION_COOKIE_SECURE)?.value ?? jar.get(SESSION_COOKIE_LOCAL)?.value
  return noted(await getViewer(await getDeps(), token))
}

/** The session token of a server-rendered page, for use cases that need the full user. */
export async function getPageSessionToken(): Promise<string | undefined> {
  const jar = await cookies()
  return jar.get(SESSION_COOKIE_SECURE)?.value ?? jar.get(SESSION_COOKIE_LOCAL)?.value
}

/**
 * A page for signed-in users: the viewer, or a redirect to sign-in that comes back to `returnTo`; both in
 * the page's language (/de-de/signin/?referrer=/de-de/…), so signing in keeps a visitor in it.
 */
export async function requirePageViewer(returnTo: string): Promise<Viewer> {
  const viewer = await getPageViewer()
  if (!viewer) {
    const [signIn, back] = await Promise.all([getLocalizedPath('/signin/'), getLocalizedPath(returnTo)])
    redirect(`${signIn}?referrer=${encodeURIComponent(back)}`)
  }
  return viewer
}

/** A staff page: non-staff get a 404 (spec §2: the admin host is not shown to them at all). */
export async function requirePageStaff(returnTo: string): Promise<Viewer> {
  const viewer = await requirePageViewer(returnTo)
  if (!viewer.isStaff) notFound()
  return viewer
}

/** A page about the user `publicId`: only that user may see it (others get a 404, which reveals nothing). */
export async function requirePageSelf(publicId: string, returnTo: string): Promise<Viewer> {
  const viewer = await requirePageViewer(returnTo)
  if (viewer.publicId !== publicId) notFound()
  return viewer
}

export type ReferrerSearchParams = Promise<{ referrer?: string | string[] }>

/**
 * The sign-in and sign-up pages: the safe path to return to (ARCHITECTURE §8: our own paths only), and
 * an immediate redirect there when the visitor is already signed in.
 */
export async function resolveSignInReferrer(searchParams: ReferrerSearchParams): Promise<string> {
  const raw = (await searchParams).referrer
  const referrer = computeSafeReferrer(Array.isArray(raw) ? raw[0] : raw)
  if (await getPageViewer()) redirect(referrer)
  return referrer
}
