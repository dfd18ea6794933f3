'use client'
// Viewport helper of spec §9: true while the media query matches, updated on resize. The server (and
// hydration) assume it does not match; CSS media queries do the layout, this only drives behaviour.
import { useCallback, useSyncExternalStore } from 'react'

/** Spec §9 "narrow threshold 960": at or below it the header collapses. */
export const NARROW_QUERY = '(max-width: 960px)'

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}
