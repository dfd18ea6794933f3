import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { EventPageView } from '@/components/event-page/event-page-view'
import { computeEventJsonLd, serializeJsonLd } from '@/core/events/event-json-ld'
import { requestOrigin } from '@/server/http/request-policy'
import { loadEventPage } from '../load-event-page'

type Props = { params: Promise<{ slug: string }> }

async function load(props: Props) {
  const { slug } = await props.params
  const origin = requestOrigin()
  const { page } = await loadEventPage(slug, origin)
  return { page, origin, slug }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page, origin } = await load(props)
  const { event } = page
  const description = event.summary || `${event.name}: date, place and tickets on Tessera.`
  const image = event.image ? [{ url: `${origin}${event.image.url}`, width: 1080, height: 540 }] : undefined
  return {
    title: event.name,
    description,
    alternates: { canonical: event.url },
    openGraph: { title: event.name, description, url: event.url, type: 'website', images: image },
  }
}

/** `/e/{name-slug}-tickets-{id}/` (ARCHITECTURE §3); an outdated name slug redirects to the current URL. */
export default async function EventRoutePage(props: Props) {
  const { page, origin, slug } = await load(props)
  const canonicalPath = new URL(page.event.url).pathname
  if (`/e/${slug}/` !== canonicalPath) permanentRedirect(canonicalPath)
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(computeEventJsonLd(page.event, { origin })) }} />
      <EventPageView page={page} host={new URL(origin).host} />
    </>
  )
}
