'use client'
// The events of a home-page chip (or of the "All" chip for a newly picked place), fetched from our API
// and drawn in the browser (spec §2 "Toggle chip group"). This module, with the card-drawing code it
// imports, loads with the first chip (or place) that needs it: the first list is server-rendered, so
// none of it is in the page's first load (issue 4 budget).
import { useEffect, useState, type ReactNode } from 'react'
import type { CardIntl } from '@/core/events/event-card-display'
import type { EventJson } from '@/core/events/event-json'
import type { PickedLocation } from '@/core/places/picked-location'
import { apiFetch } from '@/components/api/api-fetch'
import { computeChipRequest } from './chip-request'
import type { ChipTexts, HomeChipId } from './chip-texts'
import { HomeEventList } from './home-event-list'
import styles from './home.module.css'

type Loaded = { key: string; events: EventJson[] } | { key: string; failed: string }


export function ChipEvents({
  chip,
  location,
  now,
  loading,
  onSettled,
  productOrigins,
  intl,
  texts,
}: {
  chip: HomeChipId
  location: PickedLocation
  now: Date
  /** What shows while the events are fetched (the same as while this code loads). */
  loading: ReactNode
  /** Told which chip-and-place list has arrived (or failed), so the region stops being busy. */
  onSettled: (key: string) => void
  productOrigins: readonly string[]
  /** The cards' words and formats in the page's language. */
  intl?: CardIntl
  /** The chips' words in the page's language (the home catalog's `chips`). */
  texts: ChipTexts
}) {
  const key = `${chip}|${location.slug}`
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const request = computeChipRequest(chip, location, Intl.DateTimeFormat().resolvedOptions().timeZone)
    const settle = (result: Loaded) => {
      setLoaded(result)
      onSettled(result.key)
    }
    apiFetch<{ events: { results: EventJson[] } }>(request.path, {
      query: request.query,
      signal: controller.signal,
    })
      .then((answer) => settle({ key, events: answer.events.results }))
      .catch(() => {
        if (controller.signal.aborted) return
        settle({
          key,
          failed: chip === 'for-you' ? texts.forYouUnavailable : texts.loadFailed,
        })
      })
    return () => controller.abort()
  }, [key, chip, location, onSettled, texts])

  const current = loaded?.key === key ? loaded : null
  if (!current) return loading
  if ('failed' in current)
    return (
      <p role="status" className={styles.empty}>
        {current.failed}
      </p>
    )
  if (current.events.length === 0)
    return (
      <p role="status" className={styles.empty}>
        {texts.nothingHere}
      </p>
    )
  return <HomeEventList events={current.events} chip={chip} now={now} productOrigins={productOrigins} intl={intl} />
}
