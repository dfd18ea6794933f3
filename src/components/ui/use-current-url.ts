'use client'
// The current path and query, for referrer parameters (spec §2 "Log In" → /signin/?referrer=…). The
// server render knows only the path; the query joins after hydration.
import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

export function useCurrentUrl(): string {
  const pathname = usePathname()
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
  return `${pathname}${search}`
}
