'use client'
// The visitor's chosen location, shared by the search bar, the location picker and the home page
// (spec §4 "Location"): the server resolves the first one (place_from_request); picking another updates
// every consumer without a reload.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { SearchLocation } from '@/core/places/search-location'

export type LocationState = {
  location: SearchLocation
  setLocation: (location: SearchLocation) => void
}

const LocationContext = createContext<LocationState | null>(null)

export function LocationProvider({
  children,
  initialLocation,
}: {
  children: ReactNode
  initialLocation: SearchLocation
}) {
  const [location, setLocation] = useState(initialLocation)
  const value = useMemo(() => ({ location, setLocation }), [location])
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>
}

export function useSearchLocation(): LocationState {
  const value = useContext(LocationContext)
  if (!value) throw new Error('useSearchLocation must be used inside <LocationProvider>')
  return value
}
