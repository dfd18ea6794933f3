'use client'
// Contract for the search bar work (issue 4 part 3/4): the header's search input, location input and
// search button. This stand-in submits plain text to the results page of the chosen location, and opens
// the concierge instead when the search input gets focus, the chatbot flag is on and the visitor has not
// switched to classic search (spec §2).
import { useRef, useState } from 'react'
import { ConciergeChat, hasOptedOutOfChat } from '@/components/concierge/concierge-chat'
import { useSearchLocation } from '@/components/location/location-provider'

export type SearchBarProps = { chatbotEnabled: boolean }

export function SearchBar({ chatbotEnabled }: SearchBarProps) {
  const { location } = useSearchLocation()
  const [chatOpen, setChatOpen] = useState(false)
  const submitRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <form role="search" action={`/d/${location.slug}/events/`} method="get" className="search-bar">
        <label htmlFor="search">Search events</label>
        <input
          id="search"
          name="q"
          type="search"
          onFocus={() => {
            if (chatbotEnabled && !hasOptedOutOfChat()) setChatOpen(true)
          }}
        />
        <button ref={submitRef} type="submit">
          Search
        </button>
      </form>
      {chatOpen && (
        <ConciergeChat
          onClose={() => {
            setChatOpen(false)
            // Back to the bar, but not into the input: focusing it would open the chat again.
            submitRef.current?.focus()
          }}
        />
      )}
    </>
  )
}
