import { FooterMarketing } from '@/components/footer/footer-marketing'
import { getHomeFeed } from '@/core/discovery/get-home-feed'
import { getDeps } from '@/server/get-deps'
import { getInitialLocation } from '@/server/initial-location'
import { requestOrigin } from '@/server/http/request-policy'
import { getTranslations } from 'next-intl/server'
import { getPageLocale } from '@/server/page-locale'

// Spec §2 footer marketing section, shown on the home page only. It is a layout slot rather than part
// of the page so that it sits inside the footer landmark the root layout draws. Its lists are the same
// for every visitor of a place, so it reads the visitors' cached home feed, the one the page shares.
export default async function HomeFooterMarketing() {
  const deps = await getDeps()
  const location = await getInitialLocation()
  const feed = await getHomeFeed(deps, {
    placeId: location.placeId,
    placeSlug: location.slug,
    origin: requestOrigin(),
    viewerUserId: null,
  })
  const t = await getTranslations('footer')
  return (
    <FooterMarketing
      localeInfo={(await getPageLocale()).localeInfo}
      location={location}
      popularSearches={feed.popularSearches}
      eventsToPlan={feed.eventsToPlan}
      thirdColumnTitle={location.isOnline ? t('thingsToDoOnline') : t('thingsToDoIn', { place: location.currentPlace })}
    />
  )
}
