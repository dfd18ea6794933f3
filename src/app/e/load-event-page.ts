// Shared by the event page and its .ics: read `{name-slug}-tickets-{id}`, load the page, 404 on anything
// that is not a published event. A private event the visitor has not opened with its password answers
// `page: null` with its id (decision 060): the page asks for the password, the .ics is a 404.
import { notFound } from 'next/navigation'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { eventPassCookieName } from '@/core/events/event-access'
import { parseEventSegment } from '@/core/events/event-slug'
import { getEventPage, type EventPage } from '@/core/events/get-event-page'
import { isAppError } from '@/core/shared/app-error'
import { getDeps } from '@/server/get-deps'
import { getPageViewerId } from '@/server/page-viewer'
import { computeCatalogLanguage, computeLocaleTag } from '@/core/i18n/page-locale'
import { loadCatalog } from '@/server/catalogs'
import { getPageLocale } from '@/server/page-locale'
import { getTicketingDeps } from '@/server/ticketing'

export type LoadedEventPage =
  | { page: EventPage; requestedSlug: string; lockedEventId?: undefined; lockedBy?: undefined }
  | { page: null; requestedSlug: string; lockedEventId: number; lockedBy: 'password' | 'invitation' }

export const loadEventPage = cache(async (segment: string, origin: string, ticketLink?: string): Promise<LoadedEventPage> => {
  const parsed = parseEventSegment(segment)
  if (!parsed) notFound()
  const deps = await getDeps()
  const { locale } = await getPageLocale()
  const catalog = await loadCatalog(computeCatalogLanguage(locale))
  const intl = { locale: computeLocaleTag(locale), texts: catalog.checkout, refundPolicies: catalog.event.refundPolicies, freeSpotPolicy: catalog.event.freeSpotPolicy }
  const { secret } = await getTicketingDeps({ eventId: parsed.id })
  const pass = (await cookies()).get(eventPassCookieName(parsed.id))?.value ?? null
  const access = { secret, pass, ticketLinks: ticketLink ? [ticketLink] : [] }
  try {
    const viewerUserId = await getPageViewerId(deps)
    return { page: await getEventPage(deps, { id: parsed.id, origin, viewerUserId, intl, access }), requestedSlug: parsed.slug }
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') notFound()
    if (isAppError(error) && error.code === 'FORBIDDEN') {
      const lockedBy = error.extra.details?.reason === 'INVITATION_REQUIRED' ? 'invitation' : 'password'
      return { page: null, requestedSlug: parsed.slug, lockedEventId: parsed.id, lockedBy }
    }
    throw error
  }
})
