'use client'
// The home page's chip group and the events it filters (spec §2): single selection, each chip fetches
// from our API without reloading the page. The "All" list arrives server-rendered; the code that draws
// cards in the browser loads with the first chip (or place) that needs it.
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { EventJson } from '@/core/events/event-json'
import { apiFetch } from '@/components/api/api-fetch'
import { useSearchLocation } from '@/components/location/location-provider'
import { computeChipRequest, describeChip, HOME_CHIPS, type HomeChipId } from './home-chips'
import styles from './home.module.css'

type Loaded = { chip: HomeChipId; slug: string; events: EventJson[] } | { chip: HomeChipId; slug: string; failed: string }

const loadEventList = () => import('./home-event-list')
const HomeEventList = lazy(() => loadEventList().then((m) => ({ default: m.HomeEventList })))

const FOR_YOU_UNAVAILABLE = "Picks for you aren't available right now. Try another filter, or sign in and add a few interests."
const LOAD_FAILED = "We couldn't load these events right now. Please try again in a moment."

export function HomeEvents({
  initialList,
  renderedSlug,
  seeMore,
  nowIso,
}: {
  /** The "All" list for the rendered place, server-rendered (HomeEventList); null when it is empty. */
  initialList: ReactNode
  /** The results page continuing each chip's list, for the rendered place (built on the server). */
  seeMore: Partial<Record<HomeChipId, string>>
  /** The place the server rendered `initialEvents` for. */
  renderedSlug: string
  nowIso: string
}) {
  const { location } = useSearchLocation()
  const [chip, setChip] = useState<HomeChipId>('all')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const chipRefs = useRef(new Map<HomeChipId, HTMLButtonElement>())

  const needsFetch = chip !== 'all' || location.slug !== renderedSlug
  useEffect(() => {
    if (!needsFetch) return
    const controller = new AbortController()
    // The card code loads while the events are fetched.
    void loadEventList()
    const request = computeChipRequest(chip, location)
    apiFetch<{ events: { results: EventJson[] } }>(request.path, { query: request.query, signal: controller.signal })
      .then((answer) => setLoaded({ chip, slug: location.slug, events: answer.events.results }))
      .catch(() => {
        if (controller.signal.aborted) return
        setLoaded({ chip, slug: location.slug, failed: chip === 'for-you' ? FOR_YOU_UNAVAILABLE : LOAD_FAILED })
      })
    return () => controller.abort()
  }, [needsFetch, chip, location])

  const current = needsFetch ? (loaded && loaded.chip === chip && loaded.slug === location.slug ? loaded : null) : null
  const events = current && 'events' in current ? current.events : null
  const failed = current && 'failed' in current ? current.failed : null
  const now = new Date(nowIso)
  const more = location.slug === renderedSlug ? seeMore[chip] : undefined
  const heading = describeChip(chip, location)
  const loading = (
    <p role="status" className={styles.empty}>
      Loading events…
    </p>
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const index = HOME_CHIPS.findIndex((c) => c.id === chip)
    const next = HOME_CHIPS[(index + step + HOME_CHIPS.length) % HOME_CHIPS.length]
    if (!next) return
    setChip(next.id)
    chipRefs.current.get(next.id)?.focus()
  }

  return (
    <>
      <div role="radiogroup" aria-label="Quick filters" className={styles.chips} onKeyDown={onKeyDown}>
        {HOME_CHIPS.map((c) => (
          <button
            key={c.id}
            ref={(node) => {
              if (node) chipRefs.current.set(c.id, node)
              else chipRefs.current.delete(c.id)
            }}
            type="button"
            role="radio"
            aria-checked={chip === c.id}
            tabIndex={chip === c.id ? 0 : -1}
            className={styles.chip}
            // Spec §2: single selection; choosing the selected chip again changes nothing.
            onClick={() => setChip(c.id)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <section aria-labelledby="home-events-heading" aria-busy={needsFetch && events === null && !failed} className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="home-events-heading" className={styles.sectionTitle}>
            {heading}
          </h2>
          {more ? (
            <a className={styles.seeMore} href={more}>
              See more<span className={styles.visuallyHidden}> {heading.toLowerCase()}</span>
            </a>
          ) : null}
        </div>
        {failed ? (
          <p role="status" className={styles.empty}>
            {failed}
          </p>
        ) : !needsFetch && initialList ? (
          initialList
        ) : needsFetch && events === null ? (
          loading
        ) : !events || events.length === 0 ? (
          <p role="status" className={styles.empty}>
            Nothing here yet. Try another filter or a different place.
          </p>
        ) : (
          <Suspense fallback={loading}>
            <HomeEventList events={events} chip={chip} now={now} />
          </Suspense>
        )}
      </section>
    </>
  )
}
