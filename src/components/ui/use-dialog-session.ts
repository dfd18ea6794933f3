'use client'
// Which modal <dialog> is open, one session per opening. A <dialog> closed by Escape or its own close()
// tells React in a close event the browser queues, and Chromium runs a key press or click before it:
// "Escape, Enter" on the opener used to find the dialog still open in React's state, so the Enter did
// nothing and the late close event then shut the dialog. Opening starts a new session (render the
// dialog with `key={session.id}`), and a close event ends only the session it belongs to.
import { useCallback, useRef, useState } from 'react'

export type DialogSession<T> = { id: number; value: T }

export function useDialogSession<T>() {
  const [session, setSession] = useState<DialogSession<T> | null>(null)
  const last = useRef(0)
  const open = useCallback((value: T) => {
    last.current += 1
    setSession({ id: last.current, value })
  }, [])
  /** Ends session `id` if it is still the latest one; says whether it did. */
  const close = useCallback((id: number): boolean => {
    if (last.current !== id) return false
    setSession(null)
    return true
  }, [])
  return { session, open, close }
}
