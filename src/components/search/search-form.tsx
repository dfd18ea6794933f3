'use client'
// The header's search bar once its code has loaded (spec §2 "Search bar and dropdown", §4, §5, §9):
// search input, location picker and search button. Focusing the search input opens the dropdown (tied
// to the #search hash, so Back closes it) or, with the chatbot on and no opt-out, the concierge chat
// instead. It takes the place of the server-drawn bar and carries on what was done there meanwhile
// (SearchReplay, search-bar-loader.tsx).
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import type { PickedLocation } from '@/core/places/picked-location'
import { hasOptedOutOfChat } from '@/components/concierge/chat-opt-out'
import { LocationCombobox } from '@/components/location/location-combobox'
import { useSearchLocation } from '@/components/location/location-provider'
import type { SearchReplay } from './search-bar-loader'
import { ENGLISH_SEARCH_TEXTS, SearchBarMarkup, type SearchTexts } from './search-bar-markup'
import styles from './search-bar.module.css'

// The dropdown loads when first opened, so it costs nothing on the first page load.
const SearchDropdown = lazy(() => import('./search-dropdown').then((m) => ({ default: m.SearchDropdown })))

// The chat is large and most visitors never open it: it loads on demand. React.lazy rather than
// next/dynamic: it only renders once opened (never on the server), and next/dynamic's own runtime
// would cost more first-load bytes than the chat's loader.
const ConciergeChat = lazy(() =>
  import('@/components/concierge/concierge-chat').then((m) => ({ default: m.ConciergeChat })),
)

export const SEARCH_HASH = '#search'

export type SearchFormProps = {
  chatbotEnabled: boolean
  /** The site's language subdirectory (`es-us`), '' when none: results go to /{prefix}/d/… (spec §2). */
  languagePrefix: string
  replay: SearchReplay
  /** The search catalog in the page's language (English when not given). */
  texts?: SearchTexts
}

// The search's rules load only when a search is made; it is remembered before the page leaves.
// Made from the open dropdown, the results take the place of its #search entry: Back from them returns
// to the page as it was before the dropdown, not to a #search address with no dropdown.
// On a results page, a chosen place applies at once, keeping the search and its filters (issue 38 §12);
// elsewhere it waits for the search button.
function applyPlace(location: PickedLocation): void {
  void import('./submit-search').then((m) => m.showResultsIn(location))
}

function submit(location: PickedLocation, query: string, languagePrefix: string): void {
  const replace = window.location.hash === SEARCH_HASH
  void import('./submit-search').then((m) =>
    m.submitSearch(location, query.trim(), languagePrefix, { replace }),
  )
}

function dropSearchHash(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
}

export function SearchForm({ chatbotEnabled, languagePrefix, replay, texts = ENGLISH_SEARCH_TEXTS }: SearchFormProps) {
  const { location } = useSearchLocation()
  const [text, setText] = useState(replay.text)
  const [open, setOpen] = useState(false)
  const [chatOpen, setChatOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const pushedHash = useRef(false)

  const closeDropdown = useCallback(() => {
    setOpen(false)
    if (window.location.hash !== SEARCH_HASH) return
    // Leaving the #search entry we pushed keeps Back meaning "back to the page before"; a #search the
    // page was opened at is dropped, so the address does not say the dropdown is open.
    if (pushedHash.current) window.history.back()
    else dropSearchHash()
    pushedHash.current = false
  }, [])

  const openDropdown = () => {
    if (chatbotEnabled && !hasOptedOutOfChat()) {
      setChatOpen(true)
      inputRef.current?.blur()
      if (window.location.hash === SEARCH_HASH) dropSearchHash()
      return
    }
    setOpen(true)
    if (window.location.hash !== SEARCH_HASH) {
      window.history.pushState(window.history.state, '', SEARCH_HASH)
      pushedHash.current = true
    }
  }

  useEffect(() => {
    if (!open) return
    // Spec §4: Back (or any hash other than #search) closes the dropdown; so does a click outside.
    const onPop = () => {
      if (window.location.hash !== SEARCH_HASH) {
        pushedHash.current = false
        setOpen(false)
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeDropdown()
    }
    window.addEventListener('popstate', onPop)
    window.addEventListener('hashchange', onPop)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      window.removeEventListener('popstate', onPop)
      window.removeEventListener('hashchange', onPop)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, closeDropdown])

  const go = (query: string) => {
    pushedHash.current = false
    setOpen(false)
    submit(location, query, languagePrefix)
  }

  // What was done on the server-drawn bar before this code arrived: focus moves here (which opens the
  // dropdown or the concierge, as any focus does) with the caret after the text; a search made there
  // goes to its results. Before paint, so a key pressed during the swap reaches the input.
  // Only the replay this bar was mounted with, once, and the location of that moment is the one searched.
  const mountedWith = useRef({ replay, location, languagePrefix })
  useLayoutEffect(() => {
    const { replay: done, location: where, languagePrefix: prefix } = mountedWith.current
    const input = inputRef.current
    if (done.submit) submit(where, done.text, prefix)
    else if (done.focus === 'search' && input) {
      input.focus()
      input.setSelectionRange(input.value.length, input.value.length)
    }
  }, [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    go(text)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      closeDropdown()
    } else if (event.key === 'ArrowDown' && open) {
      const first = rootRef.current?.querySelector<HTMLElement>('[data-dropdown-item]')
      if (first) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <SearchBarMarkup
        onSubmit={onSubmit}
        submitRef={submitRef}
        input={{
          ref: inputRef,
          'aria-controls': open ? 'search-dropdown' : undefined,
          value: text,
          onFocus: openDropdown,
          onClick: () => {
            if (!open) openDropdown()
          },
          onChange: (event) => {
            setText(event.target.value)
            if (!open) openDropdown()
          },
          onKeyDown,
        }}
        picker={<LocationCombobox replay={{ focus: replay.focus === 'location', text: replay.place }} texts={texts} onApply={applyPlace} />}
        texts={texts}
      />
      {open ? (
        <>
          <div className={styles.overlay} aria-hidden="true" onClick={closeDropdown} />
          <Suspense fallback={null}>
            <SearchDropdown text={text} location={location} onPick={go} onClose={closeDropdown} texts={texts} />
          </Suspense>
        </>
      ) : null}
      {chatOpen ? (
        <Suspense fallback={null}>
          <ConciergeChat
            onClose={() => {
              setChatOpen(false)
              // Focus goes to the Search button: back on the input, it would open the chat again at once.
              submitRef.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
