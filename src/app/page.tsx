import { CategoryIcons } from '@/components/categories/category-icons'
import { SubcategoryTiles } from '@/components/categories/subcategory-tiles'
import { SegmentedCarousel } from '@/components/carousel/segmented-carousel'
import { SimpleCarousel } from '@/components/carousel/simple-carousel'
import { EventCard } from '@/components/event-card/event-card'
import { computeChipSeeMorePath } from '@/components/home/chip-see-more'
import { HOME_CHIPS } from '@/components/home/home-chips'
import { HomeEventList } from '@/components/home/home-event-list'
import { HomeEvents } from '@/components/home/home-events'
import { PopularCities } from '@/components/home/popular-cities'
import styles from '@/components/home/home.module.css'
import pageStyles from '@/components/home/home-page.module.css'
import { getHomeFeed } from '@/core/discovery/get-home-feed'
import { getDeps } from '@/server/get-deps'
import { getInitialLocation } from '@/server/initial-location'
import { getPageViewerId } from '@/server/page-viewer'
import { requestOrigin } from '@/server/http/request-policy'
import { siteLocaleInfo, siteProductOrigins } from '@/server/site-locale-info'

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
  const where = location.isOnline ? 'online' : `in ${place}`
  // With a language subdirectory every results link keeps it (spec §2 "Routes").
  const { languagePrefix } = siteLocaleInfo()
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
            {location.isOnline ? 'Online events' : `Events in ${place}`}
          </h1>
          <p className={pageStyles.heroText}>
            Concerts, classes, meetups, festivals and more: find your next thing to do {where}.
          </p>
        </div>
      </section>
      <div className={pageStyles.page}>
        <CategoryIcons location={location} languagePrefix={languagePrefix} />
        <HomeEvents
          initialList={
            feed.events.length > 0 ? (
              <HomeEventList events={feed.events} chip="all" now={now} productOrigins={productOrigins} />
            ) : null
          }
          renderedSlug={location.slug}
          seeMore={seeMore}
          nowIso={now.toISOString()}
          productOrigins={productOrigins}
        />

        {feed.thisWeekend.length > 0 ? (
          <section aria-labelledby="weekend-heading" className={styles.section}>
            <div className={styles.sectionHead}>
              <h2 id="weekend-heading" className={styles.sectionTitle}>
                This weekend {where}
              </h2>
            </div>
            {/* Carousel slides are narrow: their cards show one offer label at most (spec §4 limited
                visibility: BOGO, else the open discount, else urgency); the grids show all three. */}
            <SegmentedCarousel
              label={`This weekend ${where}`}
              slides={feed.thisWeekend.map((event, i) => (
                <EventCard
                  key={event.id}
                  event={event}
                  now={now}
                  pageArea="home-weekend"
                  position={i}
                  productOrigins={productOrigins}
                  limitedVisibility
                />
              ))}
            />
          </section>
        ) : null}

        {feed.online.length > 0 ? (
          <section aria-labelledby="online-heading" className={styles.section}>
            <div className={styles.sectionHead}>
              <h2 id="online-heading" className={styles.sectionTitle}>
                Online events
              </h2>
            </div>
            <SimpleCarousel
              label="Online events"
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
                />
              ))}
            />
          </section>
        ) : null}

        <section aria-labelledby="tiles-heading" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="tiles-heading" className={styles.sectionTitle}>
              Find your people
            </h2>
          </div>
          <SubcategoryTiles tiles={feed.tiles} location={location} languagePrefix={languagePrefix} />
        </section>

        <section aria-labelledby="cities-heading" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="cities-heading" className={styles.sectionTitle}>
              Popular cities
            </h2>
          </div>
          <PopularCities currentSlug={location.slug} languagePrefix={languagePrefix} />
        </section>
      </div>
    </main>
  )
}
