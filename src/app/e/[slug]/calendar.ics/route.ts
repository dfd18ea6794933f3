// "Add to calendar" of the event page: the event as a one-entry iCalendar file.
import { computeCalendarEntry, computeICalendar } from '@/core/events/icalendar'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { loadEventPage } from '../../load-event-page'

export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const origin = requestOrigin()
  const { page } = await loadEventPage(slug, origin)
  // A private event's calendar entry is one of its details (decision 060).
  if (!page) return new Response('Not found', { status: 404 })
  const deps = await getDeps()
  const body = computeICalendar({
    name: page.event.name,
    entries: [computeCalendarEntry(page.event, new URL(origin).host)],
    now: deps.clock.now(),
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${new URL(page.event.url).pathname.split('/')[2] ?? 'event'}.ics"`,
      'Cache-Control': 'no-store',
    },
  })
}
