import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { EventPageViewBeacon } from '@/components/analytics/event-page-view-beacon'
import { computeLocalizedPath } from '@/core/i18n/page-locale'
import { siteLocaleInfo } from '@/server/site-locale-info'
import { EventPageView } from '@/components/event-page/event-page-view'
import { computeEventJsonLd, serializeJsonLd } from '@/core/events/event-json-ld'
import { requestOrigin } from '@/server/http/request-policy'
import { getContentLang, getLanguageAlternates, getPageLocale } from '@/server/page-locale'
import { loadEventPage } from '../load-event-page'
import { EventPasswordForm } from '@/components/event-page/event-password-form'
import { EventInvitationGate } from '@/components/event-page/event-invitation-gate'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ tickets?: string | string[] }> }

async function load(props: Props) {
  const { slug } = await props.params
  const { tickets } = await props.searchParams
  const origin = requestOrigin()
  // A hidden class's direct link (decision 060): `?tickets=<token>` reveals it on this page and in checkout.
  const loaded = await loadEventPage(slug, origin, typeof tickets === 'string' ? tickets : undefined)
  return { ...loaded, origin, slug }
}

// Unlisted and private events are never indexed (decision 060); neither is a private event's password form.
const NOT_INDEXED = { index: false, follow: false } as const

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page, origin, lockedBy } = await load(props)
  if (!page) {
    const t = await getTranslations('event.privateGate')
    return { title: lockedBy === 'invitation' ? t('invitationHeading') : t('privateHeading'), robots: NOT_INDEXED }
  }
  const { event } = page
  const t = await getTranslations('event')
  const description = event.summary || t('metaDescription', { name: event.name })
  const image = event.image ? [{ url: `${origin}${event.image.url}`, width: 1080, height: 540 }] : undefined
  // The page in its language is its own canonical URL; the others are its hreflang alternates.
  const alternates = await getLanguageAlternates(new URL(event.url).pathname)
  return {
    title: event.name,
    description,
    alternates,
    openGraph: { title: event.name, description, url: alternates.canonical, type: 'website', images: image },
    ...(event.listed && !event.has_password ? {} : { robots: NOT_INDEXED }),
  }
}

/** `/e/{name-slug}-tickets-{id}/` (ARCHITECTURE §3); an outdated name slug redirects to the current URL. */
export default async function EventRoutePage(props: Props) {
  const { page, origin, slug, lockedEventId, lockedBy } = await load(props)
  if (!page) {
    const t = await getTranslations('event.privateGate')
    if (lockedBy === 'invitation') {
      const here = computeLocalizedPath(`/e/${slug}/`, (await getPageLocale()).locale, siteLocaleInfo())
      const signIn = `${computeLocalizedPath('/signin/', (await getPageLocale()).locale, siteLocaleInfo())}?referrer=${encodeURIComponent(here)}`
      return <EventInvitationGate texts={{ invitationHeading: t('invitationHeading'), invitationIntro: t('invitationIntro'), signIn: t('signIn') }} signInHref={signIn} />
    }
    const texts = {
      privateHeading: t('privateHeading'),
      privateIntro: t('privateIntro'),
      passwordLabel: t('passwordLabel'),
      openEvent: t('openEvent'),
      wrongPassword: t('wrongPassword'),
      tooManyTries: t('tooManyTries'),
    }
    return <EventPasswordForm eventId={lockedEventId} texts={texts} />
  }
  const canonicalPath = new URL(page.event.url).pathname
  if (`/e/${slug}/` !== canonicalPath) {
    // A hidden class's direct link (decision 060) keeps its token on the way to the current address.
    const query = page.ticketLink ? `?tickets=${encodeURIComponent(page.ticketLink)}` : ''
    permanentRedirect(`${computeLocalizedPath(canonicalPath, (await getPageLocale()).locale, siteLocaleInfo())}${query}`)
  }
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(computeEventJsonLd(page.event, { origin })) }} />
      <EventPageView
        page={page}
        host={new URL(origin).host}
        languagePrefix={(await getPageLocale()).localeInfo.languagePrefix}
        contentLang={await getContentLang()}
      />
      <EventPageViewBeacon eventId={page.event.id} />
    </>
  )
}
