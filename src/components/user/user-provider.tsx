'use client'
// The signed-in user for every client component (spec §4): starts logged out, switches when
// `/home/api/user/` answers a user; a failed fetch logs "Failed to fetch user: {status text}" and stays
// logged out. `useUser` outside the provider throws (spec §8).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { UserJson } from '@/core/accounts/user-json'
import { ApiError, apiFetch } from '@/components/api/api-fetch'

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
    const body = await apiFetch<{ user: UserJson | null }>('/home/api/user/')
    return body.user
  } catch (error) {
    const statusText =
      error instanceof ApiError ? error.statusText || String(error.status) : (error as Error).message
    console.error(`Failed to fetch user: ${statusText}`)
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
  const [user, setUser] = useState<UserJson | null>(initialUser ?? null)
  const [status, setStatus] = useState<UserState['status']>(initialUser === undefined ? 'loading' : 'ready')
  const refresh = useCallback(async () => {
    setUser(await fetchUser())
    setStatus('ready')
  }, [])
  useEffect(() => {
    if (initialUser !== undefined) return
    let live = true
    // Subscribes to the one answer of the user endpoint; state is set in its callback.
    void fetchUser().then((answer) => {
      if (!live) return
      setUser(answer)
      setStatus('ready')
    })
    return () => {
      live = false
    }
  }, [initialUser])
  const value = useMemo(() => ({ user, status, refresh }), [user, status, refresh])
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>
}

export function useUser(): UserState {
  const value = useContext(UserContext)
  if (!value) throw new Error('useUser must be used inside <UserProvider>')
  return value
}
