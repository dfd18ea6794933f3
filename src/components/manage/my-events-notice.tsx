'use client'
// What an action on /myevents/ did, said above the lists (issue 38 point 15): a deleted draft's row is gone
// once the page is read again, so its message and the keyboard focus come here instead.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react'
import styles from './my-event-actions.module.css'

const AnnounceContext = createContext<((text: string) => void) | null>(null)

export function MyEventsNotice({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState('')
  const ref = useRef<HTMLParagraphElement>(null)
  const announce = useCallback((text: string) => {
    setNotice(text)
    ref.current?.focus()
  }, [])
  return (
    <AnnounceContext value={announce}>
      <p ref={ref} role="status" tabIndex={-1} className={notice ? styles.notice : styles.emptyNotice}>
        {notice}
      </p>
      {children}
    </AnnounceContext>
  )
}

/** Says `text` in the list's notice and moves focus there; null outside a MyEventsNotice. */
export function useMyEventsNotice(): ((text: string) => void) | null {
  return useContext(AnnounceContext)
}
