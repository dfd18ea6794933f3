// The header's search bar (spec §2 "Search bar and dropdown", §4, §5, §9) as the page first loads it:
// drawn on the server, with the place the page was rendered for in its location picker. Its code
// (search-form.tsx with the dropdown's and the picker's openers) loads on the first sign of interest
// and takes its place, keeping what was done meanwhile (search-bar-loader.tsx; issue 4 budget).
import { useMessages } from 'next-intl'
import type { PickedLocation } from '@/core/places/picked-location'
import { LocationPicker } from '@/components/location/location-picker'
import { SearchBarLoader } from './search-bar-loader'
import { SearchBarMarkup } from './search-bar-markup'
import styles from './search-bar.module.css'

export type SearchBarProps = {
  chatbotEnabled: boolean
  /** The site's language subdirectory (LocaleInfo.languagePrefix): searches go to /{prefix}/d/…; '' for none. */
  languagePrefix: string
  location: PickedLocation
  /** Spec §3: the text the search box starts with (a results page's search), '' for none. */
  searchQuery?: string
}

export function SearchBar({ chatbotEnabled, languagePrefix, location, searchQuery = '' }: SearchBarProps) {
  // The whole search catalog crosses to the loaded bar as props: its dropdown and picker speak it too.
  const texts = useMessages().search
  return (
    <SearchBarLoader
      chatbotEnabled={chatbotEnabled}
      languagePrefix={languagePrefix}
      searchQuery={searchQuery}
      className={styles.root}
      texts={texts}
    >
      <SearchBarMarkup
        input={{ defaultValue: searchQuery }}
        picker={<LocationPicker value={location.value} texts={texts} />}
        texts={texts}
      />
    </SearchBarLoader>
  )
}
