'use client'
import { useRouter } from 'next/navigation'

/** Sends a logged-out visitor to sign-in, with the current page as the referrer to come back to. */
export function useSignInRedirect(): () => void {
  const router = useRouter()
  return () => {
    const here = `${window.location.pathname}${window.location.search}`
    router.push(`/signin/?referrer=${encodeURIComponent(here)}`)
  }
}
