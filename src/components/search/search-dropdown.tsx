'use client'
// The dropdown under the search input (spec §2, §5, §8, §9): with text, autocomplete suggestions (400 ms
// debounce, ≤ 24, matching recent searches ≤ 5 first, typed text highlighted); with no text, Recent
// Searches (≤ 5, with Clear) or else Trending Searches (≤ 5). An autocomplete failure says so. While
// the answer for new text is coming, the matching recent searches and the previous answers that still
// match stay, so the list does not blink at every keystroke.
import { ENGLISH_SEARCH_TEXTS, type SearchTexts } from './search-bar-markup'
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react'
import { canAutocompleteIn, type PickedLocation } from '@/core/places/picked-location'
import { apiFetch } from '@/components/api/api-fetch'
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  computeAnswersMeanwhile,
  computeSuggestions,
  highlightSegments,
  MAX_RECENT_IN_DROPDOWN,
  MAX_TRENDING,
  readStoredList,
  RECENT_SEARCHES_KEY,
  writeStoredList,
} from './search-suggestions'
import styles from './search-bar.module.css'

export const AUTOCOMPLETE_ERROR = ENGLISH_SEARCH_TEXTS.autocompleteError

/** The autocomplete's latest answer: the text it is for and what it proposed. */
type AutocompleteState = { text: string; answers: string[]; failed: boolean }
type TrendingAnswer = { trending: { trending_searches: { term: string }[] } }

function moveFocus(event: KeyboardEvent<HTMLElement>, onClose: () => void) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-dropdown-item]'))
  const index = items.indexOf(document.activeElement as HTMLElement)
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault()
    const next = index + (event.key === 'ArrowDown' ? 1 : -1)
    if (next < 0) document.getElementById('search')?.focus()
    else items[Math.min(next, items.length - 1)]?.focus()
  } else if (event.key === 'Escape') {
    event.preventDefault()
    document.getElementById('search')?.focus()
    onClose()
  }
}

export function SearchDropdown({
  text,
  location,
  onPick,
  onClose,
  texts = ENGLISH_SEARCH_TEXTS,
}: {
  text: string
  location: PickedLocation
  onPick: (text: string) => void
  onClose: () => void
  /** The search catalog in the page's language (English when not given). */
  texts?: SearchTexts
}) {
  const typed = text.trim()
  const [recent, setRecent] = useState<string[]>(() => readStoredList(RECENT_SEARCHES_KEY))
  const [auto, setAuto] = useState<AutocompleteState | null>(null)
  // Trending for the place it was asked for: a place picked while the dropdown is open asks again.
  const [trending, setTrending] = useState<{ slug: string; terms: string[] } | null>(null)

  useEffect(() => {
    // Spec §5: autocomplete only runs with text and a place id, online, or both coordinates.
    if (!typed || !canAutocompleteIn(location)) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const where =
        location.isOnline || location.placeId
          ? { place_id: location.placeId ?? 'online' }
          : { latitude: location.latitude ?? undefined, longitude: location.longitude ?? undefined }
      apiFetch<{ query?: string[] }>('/api/v3/destination/search/autocomplete/', {
        query: {
          q: typed,
          completion_types: 'event,query',
          'expand.destination_event': 'primary_venue,image',
          ...where,
        },
        signal: controller.signal,
      })
        .then((answer) => setAuto({ text: typed, answers: answer.query ?? [], failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setAuto({ text: typed, answers: [], failed: true })
        })
    }, AUTOCOMPLETE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [typed, location])

  const needTrending = !typed && recent.length === 0
  const trendingSlug = trending?.slug
  useEffect(() => {
    const slug = location.slug
    if (!needTrending || trendingSlug === slug) return
    const controller = new AbortController()
    apiFetch<TrendingAnswer>('/api/v3/trending/', {
      query: { location: slug, timeframe: 'week' },
      signal: controller.signal,
    })
      .then((answer) =>
        setTrending({
          slug,
          terms: answer.trending.trending_searches.map((t) => t.term).slice(0, MAX_TRENDING),
        }),
      )
      // Spec §7: trending is an empty list on failure.
      .catch(() => {
        if (!controller.signal.aborted) setTrending({ slug, terms: [] })
      })
    return () => controller.abort()
  }, [needTrending, trendingSlug, location.slug])
  const trendingTerms = trending?.slug === location.slug ? trending.terms : []

  let body: ReactNode = null
  if (typed) {
    const current = auto && auto.text === typed ? auto : null
    const suggestions = computeSuggestions(
      typed,
      recent,
      current ? current.answers : computeAnswersMeanwhile(typed, auto, canAutocompleteIn(location)),
    )
    if (current?.failed) {
      body = (
        <p role="alert" className={styles.dropdownError}>
          {texts.autocompleteError}
        </p>
      )
    } else if (suggestions.length > 0) {
      body = (
        <ul className={styles.list} aria-label={texts.suggestions}>
          {suggestions.map((s) => (
            <li key={s.text}>
              <button type="button" data-dropdown-item className={styles.item} onClick={() => onPick(s.text)}>
                <span aria-hidden="true" className={styles.itemIcon}>
                  {s.recent ? '↺' : '⌕'}
                </span>
                <span>
                  {highlightSegments(s.text, typed).map((seg, i) =>
                    seg.match ? <mark key={i}>{seg.text}</mark> : <span key={i}>{seg.text}</span>,
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )
    }
  } else if (recent.length > 0) {
    body = (
      <section aria-labelledby="recent-searches-heading">
        <div className={styles.sectionHead}>
          <h2 id="recent-searches-heading" className={styles.sectionTitle}>
            {texts.recentSearches}
          </h2>
          <button
            type="button"
            data-dropdown-item
            className={styles.clear}
            onClick={() => {
              writeStoredList(RECENT_SEARCHES_KEY, [])
              setRecent([])
              document.getElementById('search')?.focus()
            }}
          >
            {texts.clear}
          </button>
        </div>
        <ul className={styles.list}>
          {recent.slice(0, MAX_RECENT_IN_DROPDOWN).map((term) => (
            <li key={term}>
              <button type="button" data-dropdown-item className={styles.item} onClick={() => onPick(term)}>
                <span aria-hidden="true" className={styles.itemIcon}>
                  ↺
                </span>
                {term}
              </button>
            </li>
          ))}
        </ul>
      </section>
    )
  } else if (trendingTerms.length > 0) {
    body = (
      <section aria-labelledby="trending-searches-heading">
        <h2 id="trending-searches-heading" className={styles.sectionTitle}>
          {texts.trendingSearches}
        </h2>
        <ul className={styles.list}>
          {trendingTerms.map((term) => (
            <li key={term}>
              <button type="button" data-dropdown-item className={styles.item} onClick={() => onPick(term)}>
                <span aria-hidden="true" className={styles.itemIcon}>
                  ↗
                </span>
                {term}
              </button>
            </li>
          ))}
        </ul>
      </section>
    )
  }

  return (
    <div
      id="search-dropdown"
      role="region"
      aria-label={texts.searchSuggestions}
      className={styles.dropdown}
      onKeyDown={(event) => moveFocus(event, onClose)}
      hidden={body === null}
    >
      {body}
    </div>
  )
}
