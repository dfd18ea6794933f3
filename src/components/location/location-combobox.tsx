'use client'
// Spec §2 "Location picker", §4 "Location", §8 location messages. A combobox: focus shows the recent
// places, "Use my current location" and "Browse online events"; typing asks our place autocomplete
// (250 ms debounce); Enter takes the active or else the first suggestion, waiting for them when they are
// still coming, and with nothing typed keeps the place; picking resolves the place on the server, and
// the latest choice wins over slower answers to earlier ones; blur puts back the selected place's text;
// zero results and failures reset the text (spec §8), and every message closes the list, which would
// cover it. Below 660 px the open picker fills the screen, and that overlay closes once the window is
// 660 px or wider. This is the picker's code, loaded on the first interaction with its server-rendered
// stand-in (location-picker.tsx), which hands over focus and any text typed meanwhile.
import { ENGLISH_SEARCH_TEXTS, type SearchTexts } from '@/components/search/search-bar-markup'
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { PlaceJson } from '@/core/places/place-types'
import type { PlaceSuggestion } from '@/core/places/place-suggestion'
import { computePickedLocation, ONLINE_LOCATION, type PickedLocation } from '@/core/places/picked-location'
import { apiFetch } from '@/components/api/api-fetch'
import {
  addRecentLocation,
  geolocationErrorKind,
  readRecentLocations,
  writeRecentLocations,
  type LocationErrorKind,
  type RecentLocation,
} from './location-history'
import { LOCATION_INPUT, LocationLabel, type LocationReplay } from './location-picker'
import { useSearchLocation } from './location-provider'
import styles from './location-picker.module.css'

export const LOCATION_DEBOUNCE_MS = 250
export const OVERLAY_CLOSE_QUERY = '(min-width: 660px)'
const PLACE_COOKIE = 'tessera_place'
const USE_CURRENT = 'use-current-location'
const BROWSE_ONLINE = 'browse-online'

type Option =
  | { kind: 'suggestion'; id: string; suggestion: PlaceSuggestion }
  | { kind: 'recent'; id: string; recent: RecentLocation }
  | { kind: 'current'; id: string }
  | { kind: 'online'; id: string }

function rememberPlace(location: PickedLocation): void {
  document.cookie = `${PLACE_COOKIE}=${encodeURIComponent(location.slug)}; path=/; max-age=31536000; samesite=lax`
}

export function LocationCombobox({
  replay,
  texts = ENGLISH_SEARCH_TEXTS,
  onApply,
}: {
  replay?: LocationReplay
  /** The search catalog in the page's language: the picker's words and spec §8 messages (English when not given). */
  texts?: SearchTexts
  /** Called with a place the visitor chose (a results page shows it at once: issue 38 §12). */
  onApply?: (location: PickedLocation) => void
}) {
  const { location, setLocation } = useSearchLocation()
  const typedBeforeLoad = replay?.text ?? null
  const [text, setText] = useState(typedBeforeLoad ?? location.value)
  const [open, setOpen] = useState(false)
  const [overlay, setOverlay] = useState(false)
  // The suggestions and the text they answer: while the typed text differs, its suggestions are still
  // pending (debounce or request), from the first keystroke on.
  const [answer, setAnswer] = useState<{ input: string; suggestions: PlaceSuggestion[] } | null>(null)
  const suggestions = answer?.suggestions ?? []
  // Enter pressed while they were pending: the first suggestion is taken as soon as they arrive.
  const enterQueued = useRef(false)
  const [recent, setRecent] = useState<RecentLocation[]>([])
  const [active, setActive] = useState(-1)
  const [error, setError] = useState<LocationErrorKind | null>(null)
  const [busy, setBusy] = useState(false)
  const [typing, setTyping] = useState(typedBeforeLoad !== null)
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // Spec §4: setting a location clears the "use current location" request. Each choice (a pick, a
  // lookup, a geolocation request, a place set elsewhere) takes the next number; an answer that comes
  // back after a later choice is ignored, so the latest choice wins, not the slowest answer.
  const latestChoice = useRef(0)

  // Focus was on the stand-in: it moves here, which opens the list as any focus does; text typed
  // meanwhile stays, with the caret after it.
  const focusOnMount = replay?.focus === true
  useEffect(() => {
    const input = inputRef.current
    if (!focusOnMount || !input) return
    input.focus()
    if (typedBeforeLoad !== null) input.setSelectionRange(input.value.length, input.value.length)
  }, [focusOnMount, typedBeforeLoad])

  // A location picked elsewhere (home page chips, another picker) shows here too.
  const [shown, setShown] = useState(location)
  if (shown !== location) {
    setShown(location)
    setText(location.value)
    setBusy(false)
  }
  useEffect(() => {
    latestChoice.current += 1
  }, [location])

  const typed = text.trim() !== '' && typing
  const pending = typed && answer?.input !== text.trim()

  useEffect(() => {
    if (!overlay) return
    const wide = window.matchMedia(OVERLAY_CLOSE_QUERY)
    const onChange = () => {
      if (wide.matches) setOverlay(false)
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [overlay])

  const options: Option[] = typed
    ? suggestions.map((s) => ({ kind: 'suggestion', id: `${listId}-${s.value}`, suggestion: s }))
    : [
        ...recent.map((r) => ({ kind: 'recent' as const, id: `${listId}-${r.value}`, recent: r })),
        { kind: 'current', id: `${listId}-${USE_CURRENT}` },
        { kind: 'online', id: `${listId}-${BROWSE_ONLINE}` },
      ]

  // The list opens on focus, a click, an arrow key or typing. A message still shown from before goes:
  // the list would cover it at 660 px and wider, and opening the list is the visitor moving on.
  const openList = () => {
    setRecent(readRecentLocations())
    setOpen(true)
    setError(null)
  }

  const closeList = () => {
    setOpen(false)
    setActive(-1)
    enterQueued.current = false
  }

  const close = () => {
    closeList()
    setOverlay(false)
  }

  const apply = (next: PickedLocation) => {
    setBusy(false)
    setTyping(false)
    setLocation(next)
    setText(next.value)
    setError(null)
    setAnswer(null)
    rememberPlace(next)
    if (!next.isOnline) {
      const list = addRecentLocation(readRecentLocations(), next)
      writeRecentLocations(list)
      setRecent(list)
    }
    close()
    onApply?.(next)
  }

  // "location reset": the text is cleared so the visitor types again. The list closes so that the
  // message is seen: at 660 px and wider both drop down from the box, and the list (recent places and
  // actions, once the text is cleared) would cover it. Below 660 px the full-screen picker stays open,
  // the message under the box, ready for the next try; typing, a click or an arrow key opens the list.
  const fail = (kind: LocationErrorKind, reset: boolean) => {
    closeList()
    setError(kind)
    setAnswer(null)
    if (reset) {
      setTyping(false)
      setText('')
    }
  }

  const resolveSuggestion = async (suggestion: PlaceSuggestion) => {
    const choice = ++latestChoice.current
    setBusy(true)
    // A failed lookup is answered as an empty place.
    const answer = await apiFetch<{ place: PlaceJson | null }>('/home/api/geo/place_from_google_place_id/', {
      query: { googlePlaceId: suggestion.value, excludeNeighborhoods: 'false' },
    }).catch(() => null)
    const place = answer?.place ?? null
    if (choice !== latestChoice.current) return
    setBusy(false)
    // Spec §5: an empty place from a lookup is an error.
    if (!place) fail('somethingWrong', true)
    else apply(computePickedLocation(place))
  }

  // Spec §8: zero results and any other failure both reset the location, with their own message.
  const onSuggestions = useEffectEvent((input: string, predictions: PlaceSuggestion[]) => {
    const queued = enterQueued.current
    enterQueued.current = false
    const [first] = predictions
    if (!first) {
      fail('noResults', true)
      return
    }
    setAnswer({ input, suggestions: predictions })
    setActive(-1)
    setError(null)
    if (queued) void resolveSuggestion(first)
  })
  const onSuggestionsFailed = useEffectEvent(() => {
    enterQueued.current = false
    fail('somethingWrong', true)
  })

  useEffect(() => {
    if (!typed) return
    const input = text.trim()
    const controller = new AbortController()
    const timer = setTimeout(() => {
      apiFetch<{ predictions: PlaceSuggestion[] }>('/home/api/geo/place_autocomplete/', {
        query: {
          input,
          latitude: location.latitude ?? undefined,
          longitude: location.longitude ?? undefined,
        },
        signal: controller.signal,
      })
        .then((answer) => {
          if (!controller.signal.aborted) onSuggestions(input, answer.predictions)
        })
        .catch(() => {
          if (!controller.signal.aborted) onSuggestionsFailed()
        })
    }, LOCATION_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [typed, text, location.latitude, location.longitude])

  const locateMe = () => {
    close()
    const choice = ++latestChoice.current
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      fail(geolocationErrorKind('unsupported'), false)
      return
    }
    setBusy(true)
    const stale = () => choice !== latestChoice.current
    const unresolved = () => {
      if (stale()) return
      setBusy(false)
      fail('unresolved', false)
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (stale()) return
        apiFetch<{ place: PlaceJson | null }>('/home/api/geo/place_from_coordinates/', {
          query: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            excludeNeighborhoods: 'true',
          },
        })
          .then(({ place }) => {
            if (stale()) return
            if (place) apply(computePickedLocation(place))
            else unresolved()
          })
          .catch(unresolved)
      },
      (positionError) => {
        if (stale()) return
        setBusy(false)
        fail(geolocationErrorKind(positionError.code), false)
      },
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }

  const choose = (option: Option | undefined) => {
    if (!option) {
      // Spec §8: picking with nothing to pick (no pending suggestions) is the something-went-wrong case.
      fail('somethingWrong', true)
      return
    }
    switch (option.kind) {
      case 'suggestion':
        void resolveSuggestion(option.suggestion)
        return
      case 'recent':
        latestChoice.current += 1
        apply(option.recent.location)
        return
      case 'current':
        locateMe()
        return
      case 'online':
        latestChoice.current += 1
        apply(ONLINE_LOCATION)
        return
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) openList()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      // Spec §4: Enter selects the first suggestion (or the one moved to). Before the typed text's
      // suggestions came (debounce or request), it takes their first once they do, never an older list's.
      if (active >= 0) choose(options[active])
      else if (pending) enterQueued.current = true
      // An emptied box (after a reset, or cleared) has nothing to select (spec §8).
      else if (text.trim() === '') choose(undefined)
      else if (typed) choose(options[0])
      // Nothing typed: the list holds recent places and actions, not suggestions; Enter keeps the
      // place shown rather than switching to a recent one or asking for the visitor's position.
      else close()
    } else if (event.key === 'Escape') {
      close()
      setTyping(false)
      setText(location.value)
    }
  }

  const expanded = open && options.length > 0
  return (
    <div className={`${styles.picker} ${overlay ? styles.overlay : ''}`} data-location-sheet={overlay ? '' : undefined}>
      {overlay ? (
        <>
          <p className={styles.sheetTitle} aria-hidden="true">
            {texts.chooseLocation}
          </p>
          <button
            type="button"
            className={styles.sheetClose}
            // Keeps focus in the input until the click lands; the click then closes the sheet.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              close()
              setTyping(false)
              setText(location.value)
              inputRef.current?.blur()
            }}
          >
            {texts.close}
          </button>
        </>
      ) : null}
      <LocationLabel inputId={`${listId}-input`} texts={texts} />
      <input
        ref={inputRef}
        id={`${listId}-input`}
        {...LOCATION_INPUT}
        placeholder={texts.chooseLocation}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
        aria-busy={busy}
        value={text}
        onFocus={(event) => {
          openList()
          setOverlay(!window.matchMedia(OVERLAY_CLOSE_QUERY).matches)
          event.currentTarget.select()
        }}
        onClick={() => {
          // Focus may have stayed here after a pick: a click opens the list again, and on a phone the sheet.
          if (!open) openList()
          if (!overlay) setOverlay(!window.matchMedia(OVERLAY_CLOSE_QUERY).matches)
        }}
        onBlur={() => {
          // Spec §4: blur restores the selected text.
          close()
          setTyping(false)
          setText(location.value)
        }}
        onChange={(event) => {
          // Typing on after Enter: the visitor changed their mind about what to pick.
          enterQueued.current = false
          setTyping(true)
          setText(event.target.value)
          openList()
          if (event.target.value.trim() === '') setAnswer(null)
        }}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <ul id={listId} role="listbox" aria-label={texts.locations} className={styles.list}>
          {options.map((option, index) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps focus in the input so blur does not undo the pick before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.kind === 'suggestion' ? (
                <>
                  <span className={styles.primary}>{option.suggestion.content}</span>
                  {option.suggestion.secondaryContent ? (
                    <span className={styles.secondary}>{option.suggestion.secondaryContent}</span>
                  ) : null}
                </>
              ) : option.kind === 'recent' ? (
                <>
                  <span className={styles.primary}>{option.recent.location.currentPlace}</span>
                  <span className={styles.secondary}>
                    {option.recent.location.currentPlaceParent || texts.recent}
                  </span>
                </>
              ) : option.kind === 'current' ? (
                <span className={styles.primary}>{texts.useCurrentLocation}</span>
              ) : (
                <span className={styles.primary}>{texts.browseOnline}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className={error ? styles.error : styles.visuallyHidden}>
        {error ? texts.locationErrors[error] : busy ? texts.findingLocation : ''}
      </p>
    </div>
  )
}
