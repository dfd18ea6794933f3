'use client'
// When the visitor picks another place, the server-rendered parts of the home page (hero, carousels,
// tiles) are fetched again for it without a full reload. The picker has already stored the place in
// its cookie, so the server renders the new place.
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { useSearchLocation } from '@/components/location/location-provider'

export function LocationRefresh({ renderedSlug }: { renderedSlug: string }) {
  const { location } = useSearchLocation()
  const router = useRouter()
  const asked = useRef<string | null>(null)
  useEffect(() => {
    if (location.slug === renderedSlug || asked.current === location.slug) return
    asked.current = location.slug
    router.refresh()
  }, [location.slug, renderedSlug, router])
  return null
}
