'use client'
// The visitor's chosen location, shared by the search bar, the location picker and the home page
// (spec §4 "Location"): the server resolves the first one (place_from_request); picking another updates
// every consumer without a reload.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { PickedLocation } from '@/core/places/picked-location'

export type LocationState = {
  location: PickedLocation
  setLocation: (location: PickedLocation) => void
}

const LocationContext = createContext<LocationState | null>(null)

export function LocationProvider({
  children,
  initialLocation,
}: {
  children: ReactNode
  initialLocation: PickedLocation
}) {
  const [location, setLocation] = useState(initialLocation)
  const value = useMemo(() => ({ location, setLocation }), [location])
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>
}

export function useSearchLocation(): LocationState {
  const value = useContext(LocationContext)
  if (!value) throw new Error('useSearchLocation needs <LocationProvider>')
  return value
}
