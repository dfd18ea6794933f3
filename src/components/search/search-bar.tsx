'use client'
// Contract for the search bar work (issue 4 part 3/4): the header's search input, location input and
// search button. This stand-in submits plain text to the results page of the chosen location.
import { useSearchLocation } from '@/components/location/location-provider'

export type SearchBarProps = { chatbotEnabled: boolean }

export function SearchBar(_props: SearchBarProps) {
  const { location } = useSearchLocation()
  return (
    <form role="search" action={`/d/${location.slug}/events/`} method="get" className="search-bar">
      <label htmlFor="search">Search events</label>
      <input id="search" name="q" type="search" />
      <button type="submit">Search</button>
    </form>
  )
}
