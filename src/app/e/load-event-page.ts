// Shared by the event page and its .ics: read `{name-slug}-tickets-{id}`, load the page, 404 on anything
// that is not a published event.
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { parseEventSegment } from '@/core/events/event-slug'
import { getEventPage, type EventPage } from '@/core/events/get-event-page'
import { isAppError } from '@/core/shared/app-error'
import { getDeps } from '@/server/get-deps'
import { getPageViewerId } from '@/server/page-viewer'
import { computeCatalogLanguage, computeLocaleTag } from '@/core/i18n/page-locale'
import { loadCatalog } from '@/server/catalogs'
import { getPageLocale } from '@/server/page-locale'

export const loadEventPage = cache(async (segment: string, origin: string): Promise<{ page: EventPage; requestedSlug: string }> => {
  const parsed = parseEventSegment(segment)
  if (!parsed) notFound()
  const deps = await getDeps()
  const { locale } = await getPageLocale()
  const catalog = await loadCatalog(computeCatalogLanguage(locale))
  const intl = { locale: computeLocaleTag(locale), texts: catalog.checkout, refundPolicies: catalog.event.refundPolicies, freeSpotPolicy: catalog.event.freeSpotPolicy }
  try {
    const viewerUserId = await getPageViewerId(deps)
    return { page: await getEventPage(deps, { id: parsed.id, origin, viewerUserId, intl }), requestedSlug: parsed.slug }
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') notFound()
    throw error
  }
})
