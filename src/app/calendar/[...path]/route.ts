// "Subscribe to this search" (issue 5): the iCalendar feed of any results URL. next.config.ts rewrites
// `/d/…?format=ics` (and `/{locale}/d/…?format=ics`) here, so the feed lives at the page's own URL.
import { computeCalendarEntry, computeICalendar } from '@/core/events/icalendar'
import { getResultsPage } from '@/core/search/get-results-page'
import { computeResultsHeading } from '@/core/search/results-page-text'
import { isResultsUrlError, parseResultsPath } from '@/core/search/results-url'
import { getDeps } from '@/server/get-deps'
import { errorToResponse, jsonError } from '@/server/http-errors'
import { getInitialLocation } from '@/server/initial-location'
import { requestOrigin } from '@/server/http/request-policy'
import { computeRequestedResultsPath } from '../../d/results-request'

/** A feed lists more than a page: the next 50 events of the search. */
const FEED_SIZE = 50

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  try {
    const { path } = await params
    const url = new URL(request.url)
    const query = parseResultsPath(computeRequestedResultsPath(path), url.searchParams)
    if (isResultsUrlError(query)) {
      return jsonError(query.error === 'NOT_FOUND' ? 404 : 400, {
        error: query.error,
        error_description: query.message,
        argument_errors: { [query.param]: [query.message] },
      })
    }
    const deps = await getDeps()
    const localPlaceId = query.location.kind === 'local' ? (await getInitialLocation()).placeId : null
    const origin = requestOrigin()
    const page = await getResultsPage(deps, {
      query: { ...query, page: undefined },
      localPlaceId,
      viewerUserId: null,
      origin,
      pageSize: FEED_SIZE,
    })
    const body = computeICalendar({
      name: `${computeResultsHeading(query, page.place)} | Tessera`,
      entries: page.events.results.map((event) => computeCalendarEntry(event, new URL(origin).host)),
      now: deps.clock.now(),
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="tessera-events.ics"',
        'Cache-Control': 'public, max-age=900',
      },
    })
  } catch (error) {
    return errorToResponse(error)
  }
}
