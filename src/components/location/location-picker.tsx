'use client'
// The location picker of the search bar (spec §2 "Location picker"), as the page first loads it: the
// labelled combobox input showing the selected place, server-rendered. Its code (location-combobox.tsx:
// suggestions, recent places, geolocation) loads on the first sign of interest — pointer over it, a
// touch, focus — and takes its place, keeping focus and anything typed meanwhile, so the first
// interaction works as if the code had always been there (issue 4 first-load budget).
import { useId, useRef, useState, type ComponentType } from 'react'
import { useSearchLocation } from './location-provider'
import styles from './location-picker.module.css'

/** What the visitor did before the picker's code arrived: focus on the input, text typed (null: none). */
export type LocationReplay = { focus: boolean; text: string | null }

type Combobox = ComponentType<{ replay?: LocationReplay }>

/** The input's fixed attributes, the same on the stand-in and the loaded picker so nothing changes. */
export const LOCATION_INPUT = {
  className: styles.input,
  type: 'text',
  autoComplete: 'off',
  placeholder: 'Choose a location',
  'aria-autocomplete': 'list',
} as const

export function LocationLabel({ inputId }: { inputId: string }) {
  return (
    <>
      <label className={styles.label} htmlFor={inputId}>
        Location
      </label>
      <span className={styles.pin} aria-hidden="true">
        ⌖
      </span>
    </>
  )
}

export function LocationPicker() {
  const { location } = useSearchLocation()
  const [Loaded, setLoaded] = useState<Combobox | null>(null)
  const [typed, setTyped] = useState<string | null>(null)
  const [focused, setFocused] = useState(false)
  const loading = useRef(false)
  const id = useId()

  const load = () => {
    if (loading.current) return
    loading.current = true
    void import('./location-combobox').then(
      (m) => setLoaded(() => m.LocationCombobox),
      // Offline: the stand-in stays; the next interaction tries again.
      () => {
        loading.current = false
      },
    )
  }

  if (Loaded) return <Loaded replay={{ focus: focused, text: typed }} />

  return (
    <div className={styles.picker} onPointerEnter={load} onPointerDown={load}>
      <LocationLabel inputId={`${id}-input`} />
      <input
        id={`${id}-input`}
        {...LOCATION_INPUT}
        role="combobox"
        aria-expanded={false}
        // As in the loaded picker, which names its list only while the list is shown.
        aria-controls={undefined}
        value={typed ?? location.value}
        onFocus={(event) => {
          // As the picker does: the place's text is selected, so typing replaces it.
          event.currentTarget.select()
          setFocused(true)
          load()
        }}
        onBlur={() => {
          // Leaving before the code came: like the picker's own blur, the selected place comes back.
          setFocused(false)
          setTyped(null)
        }}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          // Enter picks an option in the picker, never submits the search; there is none to pick yet.
          if (event.key === 'Enter') event.preventDefault()
        }}
      />
      <p role="status" className={styles.visuallyHidden} />
    </div>
  )
}
