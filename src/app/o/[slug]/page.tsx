import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { z } from 'zod'
import { OrganizerPageView } from '@/components/event-page/organizer-page-view'
import { organizerPath } from '@/core/events/event-json'
import { parseOrganizerSegment } from '@/core/events/event-slug'
import { getOrganizerPage } from '@/core/organizers/get-organizer-page'
import { isAppError } from '@/core/shared/app-error'
import { getDeps } from '@/server/get-deps'
import { getPageViewerId } from '@/server/page-viewer'
import { requestOrigin } from '@/server/http/request-policy'
import { siteProductOrigins } from '@/server/site-locale-info'

type Props = {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const PAGE_SIZE = 24
const PageSchema = z.object({ page: z.coerce.number().int().min(1).max(1000).optional() })

const load = cache(async (slug: string, pageParam: string | string[] | undefined) => {
  const parsed = parseOrganizerSegment(slug)
  const query = PageSchema.safeParse({ page: pageParam })
  if (!parsed || !query.success) notFound()
  const deps = await getDeps()
  const origin = requestOrigin()
  try {
    const data = await getOrganizerPage(deps, {
      id: parsed.id,
      page: query.data.page ?? 1,
      pageSize: PAGE_SIZE,
      origin,
      viewerUserId: await getPageViewerId(deps),
    })
    if ((query.data.page ?? 1) > data.pageCount) notFound()
    return { data, slug: parsed.slug, page: query.data.page ?? 1, origin, now: deps.clock.now() }
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') notFound()
    throw error
  }
})

async function read(props: Props) {
  const [{ slug }, searchParams] = await Promise.all([props.params, props.searchParams])
  return load(slug, searchParams.page)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { data, origin } = await read(props)
  const { organizer } = data
  return {
    title: `${organizer.name}: upcoming events`,
    description: organizer.description || `Upcoming events by ${organizer.name} on Tessera.`,
    alternates: { canonical: `${origin}${organizerPath(organizer.slug, organizer.id)}` },
  }
}

/** `/o/{organizer-slug}-{id}/` (ARCHITECTURE §3): the organizer and their upcoming events. */
export default async function OrganizerRoutePage(props: Props) {
  const { data, slug, page, now, origin } = await read(props)
  const canonical = organizerPath(data.organizer.slug, data.organizer.id)
  if (slug !== data.organizer.slug) permanentRedirect(page > 1 ? `${canonical}?page=${page}` : canonical)
  return (
    <OrganizerPageView
      data={data}
      page={page}
      pageSize={PAGE_SIZE}
      now={now}
      productOrigins={siteProductOrigins(origin)}
    />
  )
}
