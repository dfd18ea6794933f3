'use client'
// The signed-in user for every client component (spec §4): starts as the server rendered the page (logged
// out when it did not say), and follows what `/home/api/user/` answers once the page is live; a failed
// fetch logs "Failed to fetch user: {status text}" and leaves the header as it was (logged out when
// nothing said otherwise). `useUser` outside the provider throws (spec §8).
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

// undefined when the answer did not come: what the page shows is then kept.
async function fetchUser(): Promise<UserJson | null | undefined> {
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
    return undefined
  }
}

export function UserProvider({
  children,
  initialUser,
  revalidate = initialUser === undefined,
}: {
  children: ReactNode
  /** The user the page was rendered for (null: signed out); undefined when nobody said. */
  initialUser?: UserJson | null
  /** Ask `/home/api/user/` once live even though `initialUser` was given (the layout's pages do). */
  revalidate?: boolean
}) {
  // One state for the user and whether it is known yet (one object: this is on every page's first load).
  const [state, setState] = useState<Pick<UserState, 'user' | 'status'>>(() => ({
    user: initialUser ?? null,
    status: initialUser === undefined ? 'loading' : 'ready',
  }))
  const settle = useCallback(
    // An answer that says what the page already shows changes nothing: the header is not rendered again.
    (answer: UserJson | null | undefined) =>
      setState((was) => {
        const user = answer === undefined ? was.user : answer
        return was.status === 'ready' && JSON.stringify(was.user) === JSON.stringify(user) ? was : { user, status: 'ready' }
      }),
    [],
  )
  const refresh = useCallback(async () => settle(await fetchUser()), [settle])
  useEffect(() => {
    if (!revalidate) return
    let live = true
    // Asked even when the server rendered the user: a page kept open or restored from the browser's cache
    // may be older than a sign-in or sign-out elsewhere. State is set in its callback.
    void fetchUser().then((user) => live && settle(user))
    return () => {
      live = false
    }
  }, [revalidate, settle])
  const value = useMemo(() => ({ ...state, refresh }), [state, refresh])
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>
}

export function useUser(): UserState {
  const value = useContext(UserContext)
  if (!value) throw new Error('useUser must be used inside <UserProvider>')
  return value
}
