// Loads the signed-in side of the header (signed-in-nav.tsx) in the browser once there is a user, and says
// when it is there. Until then the server's stand-in (signed-in-stand-in.tsx) is shown: plain links that
// work at once, without any code. Rendering the loaded nav on the server instead left its buttons dead
// until the code arrived in the browser: a press in that moment was lost. When the nav takes the stand-in's
// place, focus on one of the stand-in's menu links moves to the menu button that replaces it
// (stand-in-focus.ts).
import { useEffect, useSyncExternalStore, type ComponentProps } from 'react'
import type { SignedInNav } from './signed-in-nav'

type SignedInNavComponent = typeof SignedInNav

let loaded: SignedInNavComponent | null = null
let loading: Promise<SignedInNavComponent> | null = null
const listeners = new Set<() => void>()

/** Starts loading (once; again after a failure) and answers the component. */
function loadSignedInNav(): Promise<SignedInNavComponent> {
  loading ??= import('./signed-in-nav').then(
    (module) => {
      loaded = module.SignedInNav
      for (const listener of listeners) listener()
      return module.SignedInNav
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Whether the signed-in nav has loaded (always false on the server and while hydrating, so the first
 * render matches the server's HTML). Loads it when `wanted`; after a failed load (offline) the stand-in's
 * links stay, and the next page tries again.
 */
export function useSignedInNavLoaded(wanted: boolean): boolean {
  const isLoaded = useSyncExternalStore(
    subscribe,
    () => loaded !== null,
    () => false,
  )
  useEffect(() => {
    if (wanted && !loaded) loadSignedInNav().catch(() => undefined)
  }, [wanted])
  return isLoaded
}

/** The loaded signed-in nav; render it only once useSignedInNavLoaded said so. */
export function LoadedSignedInNav(props: ComponentProps<SignedInNavComponent>) {
  const SignedInNav = loaded
  return SignedInNav ? <SignedInNav {...props} /> : null
}
