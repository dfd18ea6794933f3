'use client'
// The signed-in user for every client component (spec §4): starts logged out, switches when
// `/home/api/user/` answers a user; a failed fetch logs "Failed to fetch user: {status text}" and stays
// logged out. `useUser` outside the provider throws (spec §8).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { UserJson } from '@/core/accounts/user-json'

export type UserState = {
  user: UserJson | null
  /** 'loading' until the first answer (the UI shows the logged-out variant meanwhile). */
  status: 'loading' | 'ready'
  /** Fetches the user again (after sign-in, a like, a follow…). */
  refresh: () => Promise<void>
}

const UserContext = createContext<UserState | null>(null)

async function fetchUser(): Promise<UserJson | null> {
  try {
    // A plain GET rather than apiFetch: the provider is on every page's first load, and the API
    // client is only needed once something is written (home first-load JavaScript budget, issue 23).
    const res = await fetch('/home/api/user/', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    })
    if (!res.ok) throw new Error(res.statusText || String(res.status))
    return ((await res.json()) as { user: UserJson | null }).user
  } catch (error) {
    console.error(`Failed to fetch user: ${(error as Error).message}`)
    return null
  }
}

export function UserProvider({
  children,
  initialUser,
}: {
  children: ReactNode
  initialUser?: UserJson | null
}) {
  // One state for the user and whether it is known yet (one object: this is on every page's first load).
  const [state, setState] = useState<Pick<UserState, 'user' | 'status'>>(() => ({
    user: initialUser ?? null,
    status: initialUser === undefined ? 'loading' : 'ready',
  }))
  const refresh = useCallback(async () => setState({ user: await fetchUser(), status: 'ready' }), [])
  useEffect(() => {
    if (initialUser !== undefined) return
    let live = true
    // Subscribes to the one answer of the user endpoint; state is set in its callback.
    void fetchUser().then((user) => live && setState({ user, status: 'ready' }))
    return () => {
      live = false
    }
  }, [initialUser])
  const value = useMemo(() => ({ ...state, refresh }), [state, refresh])
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>
}

export function useUser(): UserState {
  const value = useContext(UserContext)
  if (!value) throw new Error('useUser must be used inside <UserProvider>')
  return value
}
