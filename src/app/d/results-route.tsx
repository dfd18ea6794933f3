// The one adapter behind /d/… and /{locale}/d/… (spec §2 "Routes"): rebuild the requested path, parse it
// with the URL module, redirect anything that is not the canonical URL of its search to that URL, run
// the results use case, and render. Bad URLs end in the friendly not-found page, never in a 500.
import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { cache } from 'react'
import { ResultsDeadEnd, type DeadEnd } from '@/components/results/results-dead-end'
import { computeFeedPath, ResultsView } from '@/components/results/results-view'
import { computeItemListJsonLd } from '@/core/search/item-list-json-ld'
import { getResultsPage, type ResultsPage } from '@/core/search/get-results-page'
import { computeLanguageFirstQuery } from '@/core/search/language-first-query'
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
import { getMessages, getTranslations } from 'next-intl/server'
import { computeCatalogLanguage, computeLocaleTag } from '@/core/i18n/page-locale'
import { computeLocalizedResultsHeading, type ResultsTranslate } from '@/core/search/localized-results-heading'
import type { ResultsPlaceName } from '@/core/search/results-page-text'
import { getCardIntl, getLanguageAlternates, getPageLocale } from '@/server/page-locale'
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

/**
 * A requested search whose dates are the wrong way round: the same search with them swapped (issue 23:
 * a way back, not "not ones we know"). Null when swapping does not make it a results URL.
 */
function swappedDatesQuery(pathname: string, params: URLSearchParams): ResultsQuery | null {
  const start = params.get('start_date')
  const end = params.get('end_date')
  if (start === null || end === null || start <= end) return null
  const swapped = new URLSearchParams(params)
  swapped.set('start_date', end)
  swapped.set('end_date', start)
  const query = parseResultsPath(pathname, swapped)
  return isResultsUrlError(query) ? null : query
}

/**
 * Parses the request; redirects to the canonical URL when it differs; a dead end with a way back for
 * reversed dates; 404 when it is not a results URL.
 */
async function readQuery(props: ResultsRouteProps): Promise<ResultsQuery | DeadEnd> {
  const [{ segments, locale }, searchParams] = await Promise.all([props.params, props.searchParams])
  const requested = requestedUrl(locale, segments, searchParams)
  const query = parseResultsPath(requested.pathname, requested.params)
  if (isResultsUrlError(query)) {
    const swapped = swappedDatesQuery(requested.pathname, requested.params)
    if (swapped) return { kind: 'reversed-dates', swapped }
    notFound()
  }
  const language = computeCatalogLanguage((await getPageLocale()).locale)
  // The header search form sends its text as ?q=: it belongs in the path.
  const text = firstValue(searchParams.q)
  if (text !== undefined) {
    const withText: ResultsQuery = { ...query, text: text.trim() === '' ? undefined : text }
    delete withText.page
    delete withText.exact
    redirect(buildResultsPath(computeLanguageFirstQuery(withText, language)))
  }
  const canonical = buildResultsPath(query)
  if (canonical !== requested.asString) permanentRedirect(canonical)
  // Decision 055: the page's language names filters ("konzert" is music); the URL says the search shown.
  // Not permanent: what a word means follows the catalogs.
  const understood = computeLanguageFirstQuery(query, language)
  if (understood !== query) redirect(buildResultsPath(understood))
  return query
}

/**
 * A results page's heading, title and description in the page's language: English keeps its own
 * grammar (results-page-text.ts); the other languages compose them from their catalog (issue 25).
 */
async function resultsWords(query: ResultsQuery, place: ResultsPlaceName, total: number) {
  const { locale } = await getPageLocale()
  if (computeCatalogLanguage(locale) === 'en') {
    return {
      heading: computeResultsHeading(query, place),
      title: computeResultsTitle(query, place),
      description: computeResultsDescription(query, place, total),
    }
  }
  const [t, messages] = await Promise.all([getTranslations('results'), getMessages()])
  const heading = computeLocalizedResultsHeading(query, place, t as unknown as ResultsTranslate, computeLocaleTag(locale), messages.taxonomy.categories, messages.subcategories, messages.taxonomy.formatsPlural)
  return {
    heading,
    title: query.page && query.page > 1 ? t('heading.page', { heading, page: String(query.page) }) : heading,
    description: t('description', { heading, count: total }),
  }
}

type Loaded =
  | { kind: 'results'; query: ResultsQuery; page: ResultsPage; heading: string; origin: string; now: Date }
  | { kind: 'dead-end'; deadEnd: DeadEnd }

// Shared by generateMetadata and the page within one request.
const load = cache(async (props: ResultsRouteProps): Promise<Loaded> => {
  const read = await readQuery(props)
  if ('kind' in read) return { kind: 'dead-end', deadEnd: read }
  const query = read
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
  // A page past the last one is not a page of this search: say how many there are and link the last.
  const pageCount = Math.max(1, page.events.pagination.page_count)
  if ((query.page ?? 1) > pageCount) {
    const last: ResultsQuery = { ...query, page: pageCount > 1 ? pageCount : undefined }
    return { kind: 'dead-end', deadEnd: { kind: 'past-last-page', pageCount, last } }
  }
  // Results of a spelling correction are headed by what they are ("Comedy events"); the notice under the
  // heading says so and links to the text as typed.
  const shown = page.spelling?.showingCorrected ? { ...query, text: page.spelling.corrected } : query
  const { heading } = await resultsWords(shown, page.place, page.events.pagination.object_count)
  return { kind: 'results', query, page, heading, origin, now: deps.clock.now() }
})

export async function resultsMetadata(props: ResultsRouteProps): Promise<Metadata> {
  const loaded = await load(props)
  // A dead end is a page for people only: kept out of search engines.
  if (loaded.kind === 'dead-end') return { title: (await getTranslations('results.deadEnd'))('metaTitle'), robots: { index: false } }
  const { query, page, origin } = loaded
  const { title, description } = await resultsWords(query, page.place, page.events.pagination.object_count)
  const canonical = `${origin}${buildResultsPath(query)}`
  // The same search in every language (the URL module puts a locale's subdirectory in front of /d/).
  const { languages } = await getLanguageAlternates(buildResultsPath({ ...query, locale: undefined }))
  return {
    title,
    description,
    alternates: { canonical, languages, types: { 'text/calendar': computeFeedPath(query) } },
    openGraph: { title, description, url: canonical, type: 'website' },
  }
}

export async function ResultsRoute(props: ResultsRouteProps) {
  const loaded = await load(props)
  if (loaded.kind === 'dead-end') return <ResultsDeadEnd deadEnd={loaded.deadEnd} />
  const { query, page, heading, origin, now } = loaded
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
        cardIntl={await getCardIntl()}
      />
    </>
  )
}
