import { CategoryIcons } from '@/components/categories/category-icons'
import { SubcategoryTiles } from '@/components/categories/subcategory-tiles'
import { SegmentedCarousel } from '@/components/carousel/segmented-carousel'
import { SimpleCarousel } from '@/components/carousel/simple-carousel'
import { EventCard } from '@/components/event-card/event-card'
import { computeChipSeeMorePath } from '@/components/home/chip-see-more'
import { HOME_CHIPS } from '@/components/home/home-chips'
import { HomeEventList } from '@/components/home/home-event-list'
import { HomeEvents } from '@/components/home/home-events'
import { HomeNearby } from '@/components/home/home-nearby'
import { PopularCities } from '@/components/home/popular-cities'
import styles from '@/components/home/home.module.css'
import pageStyles from '@/components/home/home-page.module.css'
import { getHomeFeed } from '@/core/discovery/get-home-feed'
import { localizeSubcategoryTile } from '@/core/discovery/subcategory-tile'
import { getDeps } from '@/server/get-deps'
import { getInitialLocation } from '@/server/initial-location'
import { getPageViewerId } from '@/server/page-viewer'
import { requestOrigin } from '@/server/http/request-policy'
import { getMessages, getTranslations } from 'next-intl/server'
import { getCardIntl, getPageLocale } from '@/server/page-locale'
import { siteProductOrigins } from '@/server/site-locale-info'

// Spec §2 home: the discovery page for the visitor's place. Everything here is the same for every
// visitor of a place (user-specific parts load client-side), so the data is cached per place; a signed-in
// viewer's page is rendered for them, so their likes show on the cards. The footer's marketing columns
// belong to the footer landmark, so the layout draws them from the @marketing slot (@marketing/page.tsx).
export default async function HomePage() {
  const deps = await getDeps()
  const [location, viewerUserId] = await Promise.all([getInitialLocation(), getPageViewerId(deps)])
  const origin = requestOrigin()
  const feed = await getHomeFeed(deps, {
    placeId: location.placeId,
    placeSlug: location.slug,
    origin,
    viewerUserId,
  })
  const productOrigins = siteProductOrigins(origin)
  const now = deps.clock.now()
  const place = location.currentPlace
  const [t, messages, cardIntl] = await Promise.all([getTranslations('home'), getMessages(), getCardIntl()])
  const weekendTitle = location.isOnline ? t('thisWeekendOnline') : t('thisWeekendIn', { place })
  // With a language subdirectory every results link keeps it (spec §2 "Routes").
  const { languagePrefix } = (await getPageLocale()).localeInfo
  const seeMore = Object.fromEntries(
    HOME_CHIPS.flatMap((chip) => {
      const path = computeChipSeeMorePath(chip.id, location, languagePrefix)
      return path ? [[chip.id, path]] : []
    }),
  )
  return (
    <main>
      <section className={pageStyles.hero} aria-labelledby="page-content">
        <div className={pageStyles.heroInner}>
          <h1 id="page-content" tabIndex={-1} className={pageStyles.heroTitle}>
            {location.isOnline ? t('onlineEvents') : t('eventsIn', { place })}
          </h1>
          <p className={pageStyles.heroText}>
            {location.isOnline ? t('heroTextOnline') : t('heroTextIn', { place })}
          </p>
        </div>
      </section>
      <div className={pageStyles.page}>
        <CategoryIcons location={location} languagePrefix={languagePrefix} />
        <HomeEvents
          initialList={
            feed.events.length > 0 ? (
              <HomeEventList events={feed.events} chip="all" now={now} productOrigins={productOrigins} intl={cardIntl} />
            ) : location.isOnline ? null : (
              <HomeNearby place={place} nearbyPlaces={feed.nearbyPlaces} languagePrefix={languagePrefix} />
            )
          }
          renderedSlug={location.slug}
          seeMore={seeMore}
          nowIso={now.toISOString()}
          productOrigins={productOrigins}
          cardIntl={cardIntl}
          texts={messages.home.chips}
        />

        {feed.thisWeekend.length > 0 ? (
          <section aria-labelledby="weekend-heading" className={styles.section}>
            <div className={styles.sectionHead}>
              <h2 id="weekend-heading" className={styles.sectionTitle}>
                {weekendTitle}
              </h2>
            </div>
            {/* Carousel slides are narrow: their cards show one offer label at most (spec §4 limited
                visibility: BOGO, else the open discount, else urgency); the grids show all three. */}
            <SegmentedCarousel
              label={weekendTitle}
              texts={{ carousel: t('carousel'), showPrevious: t('showPrevious'), showNext: t('showNext') }}
              slides={feed.thisWeekend.map((event, i) => (
                <EventCard
                  key={event.id}
                  event={event}
                  now={now}
                  pageArea="home-weekend"
                  position={i}
                  productOrigins={productOrigins}
                  limitedVisibility
                  intl={cardIntl}
                />
              ))}
            />
          </section>
        ) : null}

        {feed.online.length > 0 ? (
          <section aria-labelledby="online-heading" className={styles.section}>
            <div className={styles.sectionHead}>
              <h2 id="online-heading" className={styles.sectionTitle}>
                {t('onlineEvents')}
              </h2>
            </div>
            <SimpleCarousel
              label={t('onlineEvents')}
              texts={{ carousel: t('carousel'), scrollLeft: t('scrollLeft'), scrollRight: t('scrollRight') }}
              desktopSlides={4}
              tabletSlides={2}
              slides={feed.online.map((event, i) => (
                <EventCard
                  key={event.id}
                  event={event}
                  now={now}
                  pageArea="home-online"
                  position={i}
                  productOrigins={productOrigins}
                  limitedVisibility
                  intl={cardIntl}
                />
              ))}
            />
          </section>
        ) : null}

        <section aria-labelledby="tiles-heading" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="tiles-heading" className={styles.sectionTitle}>
              {t('findYourPeople')}
            </h2>
          </div>
          <SubcategoryTiles
            tiles={feed.tiles.map((tile) => localizeSubcategoryTile(tile, messages.subcategories))}
            location={location}
            languagePrefix={languagePrefix}
          />
        </section>

        <section aria-labelledby="cities-heading" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="cities-heading" className={styles.sectionTitle}>
              {t('popularCities')}
            </h2>
          </div>
          <PopularCities currentSlug={location.slug} languagePrefix={languagePrefix} />
        </section>
      </div>
    </main>
  )
}
