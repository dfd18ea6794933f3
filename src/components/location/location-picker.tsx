// The location picker of the search bar (spec §2 "Location picker"), as the page first loads it: the
// labelled combobox input showing the selected place, server-rendered. Its code (location-combobox.tsx:
// suggestions, recent places, geolocation) loads with the search bar's on the first sign of interest
// (pointer over the bar, a touch, focus) and takes its place, keeping focus and anything typed
// meanwhile, so the first interaction works as if the code had always been there (issue 4 budget).
import styles from './location-picker.module.css'

/** What the visitor did before the picker's code arrived: focus on the input, text typed (null: none). */
export type LocationReplay = { focus: boolean; text: string | null }

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

/**
 * The picker as the server draws it: the labelled combobox input showing the selected place. The
 * search bar's first-load stand-in (search-bar-loader.tsx) keeps what is done with it until the
 * picker's code (location-combobox.tsx) arrives with the rest of the search bar's.
 */
export function LocationPicker({ value }: { value: string }) {
  return (
    <div className={styles.picker}>
      <LocationLabel inputId="location-picker-input" />
      <input
        id="location-picker-input"
        {...LOCATION_INPUT}
        role="combobox"
        aria-expanded={false}
        // As in the loaded picker, which names its list only while the list is shown.
        aria-controls={undefined}
        defaultValue={value}
      />
      <p role="status" className={styles.visuallyHidden} />
    </div>
  )
}
