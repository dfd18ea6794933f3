'use client'
// The search bar's first-load island. The bar itself is server-rendered (search-bar.tsx); this wrapper
// loads its code (search-form.tsx) on the first sign of interest — pointer over the bar, a touch,
// focus — and keeps what the visitor does before it arrives: which input has focus, what was typed in
// each, a submitted search. The loaded bar takes its place and carries that on (focus opens the
// dropdown or the concierge, a submitted search goes to its results), so no first interaction is lost
// (issue 4 first-load budget; the menus and chips do the same).
import { useEffect, useRef, useState, type ComponentType, type FocusEvent, type ReactNode } from 'react'
import type { SearchTexts } from './search-bar-markup'

/**
 * focus: the input that has focus; text: typed in the search input; place: typed in the location
 * input (null: nothing, or it was left, which brings the selected place back); submit: a search was made.
 */
export type SearchReplay = {
  focus: 'search' | 'location' | null
  text: string
  place: string | null
  submit: boolean
}

type LoadedSearchBar = ComponentType<{
  chatbotEnabled: boolean
  languagePrefix: string
  replay: SearchReplay
  texts?: SearchTexts
}>

function fieldOf(target: EventTarget): 'search' | 'location' | null {
  if (!(target instanceof HTMLInputElement)) return null
  if (target.id === 'search') return 'search'
  return target.getAttribute('role') === 'combobox' ? 'location' : null
}

export function SearchBarLoader({
  chatbotEnabled,
  languagePrefix,
  searchQuery,
  className,
  children,
  texts,
}: {
  chatbotEnabled: boolean
  languagePrefix: string
  /** The text the server drew in the search box (a results page's search): the loaded bar starts with it. */
  searchQuery: string
  className?: string
  children: ReactNode
  /** The search catalog in the page's language, for the loaded bar (English when not given). */
  texts?: SearchTexts
}) {
  const [Loaded, setLoaded] = useState<LoadedSearchBar | null>(null)
  const [replay, setReplay] = useState<SearchReplay>({
    focus: null,
    text: searchQuery,
    place: null,
    submit: false,
  })
  const loading = useRef(false)

  const load = () => {
    if (loading.current) return
    loading.current = true
    void import('./search-form').then(
      (m) => setLoaded(() => m.SearchForm),
      // Offline: the stand-in stays; the next interaction tries again.
      () => {
        loading.current = false
      },
    )
  }
  const note = (change: Partial<SearchReplay>) => setReplay((was) => ({ ...was, ...change }))

  // The dropdown goes with the #search hash (search-form.tsx): a page opened at #search (a reload with
  // the dropdown open, a link) opens it, as focus on the search input does (the browser focuses that
  // input, the hash's target, often before this code runs), so the address and the page agree.
  useEffect(() => {
    if (window.location.hash !== '#search') return
    load()
    void import('./search-form').then(() => note({ focus: 'search' }))
  }, [])

  // Not in the middle of a press: a click whose press began on the stand-in would be lost with it.
  const [pressing, setPressing] = useState(false)

  if (Loaded && !pressing)
    return <Loaded chatbotEnabled={chatbotEnabled} languagePrefix={languagePrefix} replay={replay} texts={texts} />

  const onBlur = (event: FocusEvent) => {
    if (fieldOf(event.target) === 'location') {
      // Leaving before the code came: like the picker's own blur, the selected place comes back.
      const input = event.target as HTMLInputElement
      input.value = input.defaultValue
      note({ focus: null, place: null })
    } else note({ focus: null })
  }

  return (
    <div
      className={className}
      onPointerEnter={load}
      onPointerDown={() => {
        setPressing(true)
        load()
      }}
      // The press ends with its click (the Search button's submits the form first), or when it leaves.
      onClick={() => setPressing(false)}
      onPointerCancel={() => setPressing(false)}
      onPointerLeave={() => setPressing(false)}
      onFocus={(event) => {
        const field = fieldOf(event.target)
        // As the picker does: the place's text is selected, so typing replaces it.
        if (field === 'location') (event.target as HTMLInputElement).select()
        note({ focus: field })
        load()
      }}
      onBlur={onBlur}
      onInput={(event) => {
        const field = fieldOf(event.target)
        const value = (event.target as HTMLInputElement).value
        if (field === 'search') note({ text: value })
        else if (field === 'location') note({ place: value })
      }}
      onKeyDown={(event) => {
        // Enter picks an option in the picker, never submits the search; there is none to pick yet.
        if (event.key === 'Enter' && fieldOf(event.target) === 'location') event.preventDefault()
      }}
      onSubmit={(event) => {
        event.preventDefault()
        note({ submit: true })
        load()
      }}
    >
      {children}
    </div>
  )
}
