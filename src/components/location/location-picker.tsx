// The location picker of the search bar (spec §2 "Location picker"), as the page first loads it: the
// labelled combobox input showing the selected place, server-rendered. Its code (location-combobox.tsx:
// suggestions, recent places, geolocation) loads with the search bar's on the first sign of interest
// (pointer over the bar, a touch, focus) and takes its place, keeping focus and anything typed
// meanwhile, so the first interaction works as if the code had always been there (issue 4 budget).
import englishSearch from '@/messages/en/search.json'
import styles from './location-picker.module.css'

/** What the visitor did before the picker's code arrived: focus on the input, text typed (null: none). */
export type LocationReplay = { focus: boolean; text: string | null }

/** The input's fixed attributes, the same on the stand-in and the loaded picker so nothing changes. */
export const LOCATION_INPUT = {
  className: styles.input,
  type: 'text',
  autoComplete: 'off',
  'aria-autocomplete': 'list',
} as const

/** The picker's words in the page's language (the search catalog's), the English ones when not given. */
export type LocationPickerTexts = { location: string; chooseLocation: string }
const ENGLISH: LocationPickerTexts = englishSearch

export function LocationLabel({ inputId, texts = ENGLISH }: { inputId: string; texts?: LocationPickerTexts }) {
  return (
    <>
      <label className={styles.label} htmlFor={inputId}>
        {texts.location}
      </label>
      {/* An SVG rather than a glyph: ⌖ and 📍 are missing from common Linux fonts and drew a box. */}
      <svg className={styles.pin} aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
        />
      </svg>
    </>
  )
}

/**
 * The picker as the server draws it: the labelled combobox input showing the selected place. The
 * search bar's first-load stand-in (search-bar-loader.tsx) keeps what is done with it until the
 * picker's code (location-combobox.tsx) arrives with the rest of the search bar's.
 */
export function LocationPicker({ value, texts = ENGLISH }: { value: string; texts?: LocationPickerTexts }) {
  return (
    <div className={styles.picker}>
      <LocationLabel inputId="location-picker-input" texts={texts} />
      <input
        id="location-picker-input"
        {...LOCATION_INPUT}
        placeholder={texts.chooseLocation}
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
