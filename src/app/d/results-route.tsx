// The one adapter behind /d/… and /{locale}/d/… (spec §2 "Routes"): rebuild the requested path, parse it
// with the URL module, redirect anything that is not the canonical URL of its search to that URL, run
// the results use case, and render. Bad URLs end in the friendly not-found page, never in a 500.
import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { cache } from 'react'
import { computeFeedPath, ResultsView } from '@/components/results/results-view'
import { computeItemListJsonLd } from '@/core/search/item-list-json-ld'
import { getResultsPage, type ResultsPage } from '@/core/search/get-results-page'
import {
  computeResultsDescription,
  computeResultsHeading,
  computeResultsTitle,
} from '@/core/search/results-page-text'
import {
  buildResultsPath,
  isResultsUrlError,
  parseResultsPath,
  type ResultsQuery,
} from '@/core/search/results-url'
import { serializeJsonLd } from '@/core/events/event-json-ld'
import { isAppError } from '@/core/shared/app-error'
import { getDeps } from '@/server/get-deps'
import { computeRequestedResultsPath } from './results-request'
import { getInitialLocation } from '@/server/initial-location'
import { getPageViewerId } from '@/server/page-viewer'
import { requestOrigin } from '@/server/http/request-policy'
import { siteProductOrigins } from '@/server/site-locale-info'

export type ResultsRouteProps = {
  params: Promise<{ segments: string[]; locale?: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const RESULTS_PAGE_SIZE = 20

// The parameters the URL module reads; others (utm_*, aff) neither change the search nor the canonical URL.
const RESULTS_PARAMS = ['bbox', 'subcategories', 'tags', 'start_date', 'end_date', 'page', 'sort', 'exact']

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** The path and the results parameters as requested, in the order given. */
function requestedUrl(
  locale: string | undefined,
  segments: string[],
  searchParams: Record<string, string | string[] | undefined>,
) {
  const pathname = computeRequestedResultsPath(locale ? [locale, 'd', ...segments] : ['d', ...segments])
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams)) {
    if (!RESULTS_PARAMS.includes(name) || value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, v)
  }
  const search = params.toString()
  return { pathname, params, asString: search ? `${pathname}?${search.replaceAll('%2C', ',')}` : pathname }
}

/** Parses the request; redirects to the canonical URL when it differs; 404 when it is not a results URL. */
async function readQuery(props: ResultsRouteProps): Promise<ResultsQuery> {
  const [{ segments, locale }, searchParams] = await Promise.all([props.params, props.searchParams])
  const requested = requestedUrl(locale, segments, searchParams)
  const query = parseResultsPath(requested.pathname, requested.params)
  if (isResultsUrlError(query)) notFound()
  // The header search form sends its text as ?q=: it belongs in the path.
  const text = firstValue(searchParams.q)
  if (text !== undefined) {
    const withText: ResultsQuery = { ...query, text: text.trim() === '' ? undefined : text }
    delete withText.page
    delete withText.exact
    redirect(buildResultsPath(withText))
  }
  const canonical = buildResultsPath(query)
  if (canonical !== requested.asString) permanentRedirect(canonical)
  return query
}

type Loaded = { query: ResultsQuery; page: ResultsPage; heading: string; origin: string; now: Date }

// Shared by generateMetadata and the page within one request.
const load = cache(async (props: ResultsRouteProps): Promise<Loaded> => {
  const query = await readQuery(props)
  const deps = await getDeps()
  // Only /d/local/… depends on who is asking; other results URLs show the same page to everyone.
  const localPlaceId = query.location.kind === 'local' ? (await getInitialLocation()).placeId : null
  const origin = requestOrigin()
  let page: ResultsPage
  try {
    page = await getResultsPage(deps, {
      query,
      localPlaceId,
      viewerUserId: await getPageViewerId(deps),
      origin,
      pageSize: RESULTS_PAGE_SIZE,
    })
  } catch (error) {
    if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'INVALID_ARGUMENT')) notFound()
    throw error
  }
  // A page past the last one is not a page of this search.
  if ((query.page ?? 1) > Math.max(1, page.events.pagination.page_count)) notFound()
  // Results of a spelling correction are headed by what they are ("Comedy events"); the notice under the
  // heading says so and links to the text as typed.
  const shown = page.spelling?.showingCorrected ? { ...query, text: page.spelling.corrected } : query
  return { query, page, heading: computeResultsHeading(shown, page.place), origin, now: deps.clock.now() }
})

export async function resultsMetadata(props: ResultsRouteProps): Promise<Metadata> {
  const { query, page, origin } = await load(props)
  const title = computeResultsTitle(query, page.place)
  const description = computeResultsDescription(query, page.place, page.events.pagination.object_count)
  const canonical = `${origin}${buildResultsPath(query)}`
  return {
    title,
    description,
    alternates: { canonical, types: { 'text/calendar': computeFeedPath(query) } },
    openGraph: { title, description, url: canonical, type: 'website' },
  }
}

export async function ResultsRoute(props: ResultsRouteProps) {
  const { query, page, heading, origin, now } = await load(props)
  const firstPosition = ((query.page ?? 1) - 1) * RESULTS_PAGE_SIZE + 1
  const jsonLd = computeItemListJsonLd({
    name: heading,
    url: `${origin}${buildResultsPath(query)}`,
    events: page.events.results,
    firstPosition,
  })
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <ResultsView
        query={query}
        page={page}
        heading={heading}
        now={now}
        countCapped={page.events.pagination.object_count >= 10_000}
        productOrigins={siteProductOrigins(origin)}
      />
    </>
  )
}
