'use client'
// The venue's town, found through our place autocomplete (issue 20: "a venue found through our place
// autocomplete"): typing asks for suggestions (250 ms debounce, spec §4), choosing one resolves the place
// on the server, which gives the coordinates, region, country and the time zone the event's times use.
import { useEffect, useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import type { PlaceJson } from '@/core/places/place-types'
import type { PlaceSuggestion } from '@/core/places/place-suggestion'
import { useCreateTexts } from '@/components/manage/creator-texts'
import { normalizeTextInput } from '@/core/shared/text-input'
import styles from './event-editor.module.css'

export type PickedCity = { city: string; region: string | null; country: string; latitude: number; longitude: number; timeZone: string; label: string }

export function VenueCityField({ picked, onPick, errors }: { picked: PickedCity | null; onPick: (city: PickedCity | null) => void; errors?: string[] }) {
  const t = useCreateTexts().t.where
  const [text, setText] = useState(picked?.label ?? '')
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([])
  const [message, setMessage] = useState<string | null>(null)
  const typed = text.trim()

  useEffect(() => {
    if (!typed || typed === picked?.label) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      apiFetch<{ predictions: PlaceSuggestion[] }>('/home/api/geo/place_autocomplete/', { query: { input: typed }, signal: controller.signal })
        .then(({ predictions }) => {
          const cities = predictions.filter((p) => p.placeType === 'locality' || p.placeType === 'neighbourhood')
          setSuggestions(cities)
          setMessage(cities.length === 0 ? t.noSuchTown : null)
        })
        .catch(() => {
          if (!controller.signal.aborted) setMessage(t.suggestionsUnavailable)
        })
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts are the page's: they do not change while it is open
  }, [typed, picked?.label])

  async function choose(suggestion: PlaceSuggestion) {
    setSuggestions([])
    try {
      const { place } = await apiFetch<{ place: PlaceJson }>('/home/api/geo/place_from_google_place_id/', { query: { googlePlaceId: suggestion.value } })
      const local = place.localizations.default
      const label = [suggestion.content, suggestion.secondaryContent].filter(Boolean).join(', ')
      setText(label)
      onPick({
        city: place.name,
        region: local.region?.suggested_abbreviation ?? local.region?.short_name ?? null,
        country: local.country?.suggested_abbreviation ?? '',
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.time_zone,
        label,
      })
    } catch {
      setMessage(t.placeNotLoaded)
    }
  }

  const describedBy = [message ? 'venue-city-message' : null, errors?.length ? 'venue-city-error' : null].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor="venue-city">{t.townOrCity}</label>
      <input
        id="venue-city"
        value={text}
        autoComplete="off"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          setText(normalizeTextInput(event.target.value, { maxLength: 100 }))
          if (picked) onPick(null)
        }}
      />
      {suggestions.length > 0 ? (
        <ul className={styles.suggestions} aria-label={t.places}>
          {suggestions.map((s) => (
            <li key={s.value}>
              <button type="button" className={styles.suggestion} onClick={() => void choose(s)}>
                {s.content}
                <span className={styles.hint}> {s.secondaryContent}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p id="venue-city-message" role="status" className={styles.hint}>
          {message}
        </p>
      ) : null}
      {errors?.length ? (
        <p id="venue-city-error" className={styles.error}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  )
}
