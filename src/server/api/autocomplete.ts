import { getViewerId } from '@/core/accounts/get-viewer-id'
import { autocompleteSearches } from '@/core/discovery/autocomplete-searches'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { computeCatalogLanguage, computePreferredLocale } from '@/core/i18n/page-locale'
import { env } from '@/env'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { readSessionToken } from '@/server/session-cookie'
import { AutocompleteQuerySchema } from '@/server/api-schemas/discovery-schemas'
import { EventSchema } from '@/server/api-schemas/event-schemas'
import { z } from 'zod'

export const autocompleteEndpoint = {
  method: 'GET',
  path: '/api/v3/destination/search/autocomplete/',
  summary: 'Search suggestions',
  description:
    'Popular searches near the place, organizer names and category words in the language `Accept-Language` prefers (`query`), and matching upcoming events near the place with venue and image (`event`); at most 24 in all.',
  tags: ['discovery'],
  query: AutocompleteQuerySchema,
  response: z.object({ query: z.array(z.string()), event: z.array(EventSchema) }),
} satisfies Endpoint

export const GET = handleGet(autocompleteEndpoint, async (q, request) => {
  const deps = await getDeps()
  return autocompleteSearches(deps, {
    q: q.q,
    completionTypes: q.completion_types,
    placeId: q.place_id,
    latitude: q.latitude,
    longitude: q.longitude,
    viewerUserId: await getViewerId(deps, readSessionToken(request)),
    origin: requestOrigin(),
    // The page's language, which the search box sends as Accept-Language (api-fetch.ts); else the site's.
    language: computeCatalogLanguage(computePreferredLocale(request.headers.get('accept-language')) ?? env().siteLocale),
  })
})
