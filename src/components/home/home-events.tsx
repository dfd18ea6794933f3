'use client'
// The home page's chip group and the events it filters (spec §2): single selection, each chip fetches
// from our API without reloading the page. The "All" list arrives server-rendered, so the page's first
// load holds only the chips themselves; the fetching and card-drawing code (chip-events.tsx) loads with
// the first chip (or place) that needs it, and the chosen chip shows "Loading events…" meanwhile.
// When the visitor picks another place, the rest of the server-rendered page (hero, carousels, tiles)
// is fetched again for it without a full reload: the picker has already stored the place in its
// cookie, so the server renders the new place. (This lives here, where the rendered place is already
// known, rather than in a component of its own that would cost the first load a module.)
import { useRouter } from 'next/navigation'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import type { CardIntl } from '@/core/events/event-card-display'
import { useSearchLocation } from '@/components/location/location-provider'
import { describeChipIn, HOME_CHIP_IDS, type ChipTexts, type HomeChipId } from './chip-texts'
import styles from './home.module.css'

const ChipEvents = lazy(() => import('./chip-events').then((m) => ({ default: m.ChipEvents })))

export function HomeEvents({
  initialList,
  renderedSlug,
  seeMore,
  nowIso,
  productOrigins,
  cardIntl,
  texts,
}: {
  /** The "All" list for the rendered place, server-rendered (HomeEventList); null when it is empty. */
  initialList: ReactNode
  /** The results page continuing each chip's list, for the rendered place (built on the server). */
  seeMore: Partial<Record<HomeChipId, string>>
  /** The place the server rendered `initialList` (and the rest of the page) for. */
  renderedSlug: string
  nowIso: string
  /** The product's own origins, for the links of cards drawn in the browser. */
  productOrigins: readonly string[]
  /** The cards' words and formats in the page's language, for cards drawn in the browser. */
  cardIntl?: CardIntl
  /** The chips' words in the page's language (the home catalog's `chips`). */
  texts: ChipTexts
}) {
  const { location } = useSearchLocation()
  const [chip, setChip] = useState<HomeChipId>('all')
  // The chip-and-place list that last arrived (or failed) in the browser.
  const [settled, setSettled] = useState<string | null>(null)
  const onSettled = useCallback((key: string) => setSettled(key), [])
  const chipRefs = useRef(new Map<HomeChipId, HTMLButtonElement>())
  const router = useRouter()
  const refreshedFor = useRef<string | null>(null)
  useEffect(() => {
    if (location.slug === renderedSlug || refreshedFor.current === location.slug) return
    refreshedFor.current = location.slug
    router.refresh()
  }, [location.slug, renderedSlug, router])

  const needsFetch = chip !== 'all' || location.slug !== renderedSlug
  const more = location.slug === renderedSlug ? seeMore[chip] : undefined
  const heading = describeChipIn(chip, location, texts)
  const loading = (
    <p role="status" className={styles.empty}>
      {texts.loading}
    </p>
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0
    if (step === 0) return
    event.preventDefault()
    const index = HOME_CHIP_IDS.indexOf(chip)
    const next = HOME_CHIP_IDS[(index + step + HOME_CHIP_IDS.length) % HOME_CHIP_IDS.length]
    if (!next) return
    setChip(next)
    chipRefs.current.get(next)?.focus()
  }

  return (
    <>
      <div role="radiogroup" aria-label={texts.quickFilters} className={styles.chips} onKeyDown={onKeyDown}>
        {HOME_CHIP_IDS.map((id) => (
          <button
            key={id}
            ref={(node) => {
              if (node) chipRefs.current.set(id, node)
              else chipRefs.current.delete(id)
            }}
            type="button"
            role="radio"
            aria-checked={chip === id}
            tabIndex={chip === id ? 0 : -1}
            className={styles.chip}
            // Spec §2: single selection; choosing the selected chip again changes nothing.
            onClick={() => setChip(id)}
          >
            {texts.labels[id]}
          </button>
        ))}
      </div>
      <section
        aria-labelledby="home-events-heading"
        aria-busy={needsFetch && settled !== `${chip}|${location.slug}`}
        className={styles.section}
      >
        <div className={styles.sectionHead}>
          <h2 id="home-events-heading" className={styles.sectionTitle}>
            {heading}
          </h2>
          {more ? (
            <a className={styles.seeMore} href={more}>
              {texts.seeMore}<span className={styles.visuallyHidden}> {heading.toLowerCase()}</span>
            </a>
          ) : null}
        </div>
        {!needsFetch && initialList ? (
          initialList
        ) : !needsFetch ? (
          <p role="status" className={styles.empty}>
            {texts.nothingHere}
          </p>
        ) : (
          <Suspense fallback={loading}>
            <ChipEvents
              chip={chip}
              location={location}
              now={new Date(nowIso)}
              loading={loading}
              onSettled={onSettled}
              productOrigins={productOrigins}
              intl={cardIntl}
              texts={texts}
            />
          </Suspense>
        )}
      </section>
    </>
  )
}
