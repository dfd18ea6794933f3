'use client'
// The header's search bar (spec §2 "Search bar and dropdown", §4, §5, §9): search input, location
// picker and search button. Focusing the search input opens the dropdown (tied to the #search hash, so
// Back closes it) or, with the chatbot on and no opt-out, the concierge chat instead.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { hasOptedOutOfChat } from '@/components/concierge/chat-opt-out'
import { LocationPicker } from '@/components/location/location-picker'
import { useSearchLocation } from '@/components/location/location-provider'
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

export type SearchBarProps = { chatbotEnabled: boolean; initialQuery?: string }

export function SearchBar({ chatbotEnabled, initialQuery = '' }: SearchBarProps) {
  const { location } = useSearchLocation()
  const [text, setText] = useState(initialQuery)
  const [open, setOpen] = useState(false)
  const [chatOpen, setChatOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const pushedHash = useRef(false)

  const closeDropdown = useCallback(() => {
    setOpen(false)
    // Leaving the #search entry we pushed keeps Back meaning "back to the page before".
    if (pushedHash.current && window.location.hash === SEARCH_HASH) {
      pushedHash.current = false
      window.history.back()
    }
  }, [])

  const openDropdown = () => {
    if (chatbotEnabled && !hasOptedOutOfChat()) {
      setChatOpen(true)
      inputRef.current?.blur()
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
    const typed = query.trim()
    pushedHash.current = false
    setOpen(false)
    // The search's rules load only when a search is made; it is remembered before the page leaves.
    void import('./submit-search').then(({ submitSearch }) => submitSearch(location, typed))
  }

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
      <form role="search" aria-label="Search events" className={styles.bar} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor="search" className={styles.label}>
            Search events
          </label>
          <span className={styles.icon} aria-hidden="true">
            ⌕
          </span>
          <input
            ref={inputRef}
            id="search"
            name="q"
            type="search"
            className={styles.input}
            placeholder="Search events"
            autoComplete="off"
            enterKeyHint="search"
            aria-controls={open ? 'search-dropdown' : undefined}
            value={text}
            onFocus={openDropdown}
            onClick={() => {
              if (!open) openDropdown()
            }}
            onChange={(event) => {
              setText(event.target.value)
              if (!open) openDropdown()
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <span className={styles.divider} aria-hidden="true" />
        <LocationPicker />
        <button ref={submitRef} type="submit" className={styles.submit}>
          <span aria-hidden="true">⌕</span>
          <span className={styles.submitText}>Search</span>
        </button>
      </form>
      {open ? (
        <>
          <div className={styles.overlay} aria-hidden="true" onClick={closeDropdown} />
          <Suspense fallback={null}>
            <SearchDropdown text={text} location={location} onPick={go} onClose={closeDropdown} />
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
