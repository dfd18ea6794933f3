import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
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
import { getLocalizedPath, getPathPrefix } from '@/server/localized-path'
import { getCardIntl, getLanguageAlternates } from '@/server/page-locale'
import { requestOrigin } from '@/server/http/request-policy'
import { getContentLang } from '@/server/page-locale'
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
  const { data, page } = await read(props)
  const { organizer } = data
  const t = await getTranslations('organizer.page')
  // The organizer's own address (and page) in the page's language, with the same page in every other
  // (issue 25): a mistyped slug is redirected to it.
  const path = organizerPath(organizer.slug, organizer.id)
  return {
    title: t('metaTitle', { name: organizer.name }),
    description: organizer.description || t('metaDescription', { name: organizer.name }),
    alternates: await getLanguageAlternates(page > 1 ? `${path}?page=${page}` : path),
  }
}

/** `/o/{organizer-slug}-{id}/` (ARCHITECTURE §3): the organizer and their upcoming events. */
export default async function OrganizerRoutePage(props: Props) {
  const { data, slug, page, now, origin } = await read(props)
  const canonical = organizerPath(data.organizer.slug, data.organizer.id)
  if (slug !== data.organizer.slug) permanentRedirect(await getLocalizedPath(page > 1 ? `${canonical}?page=${page}` : canonical))
  return (
    <OrganizerPageView
      data={data}
      page={page}
      pageSize={PAGE_SIZE}
      now={now}
      productOrigins={siteProductOrigins(origin)}
      contentLang={await getContentLang()}
      cardIntl={await getCardIntl()}
      pathPrefix={await getPathPrefix()}
    />
  )
}
