'use client'
// The hold's countdown (issue 19): the time shown every second from the server's `expires_at`, and a
// screen-reader announcement only once a minute, so it informs without chattering.
import { useEffect, useState } from 'react'
import { countdownText } from './checkout-text'
import { checkoutMessages as m } from './checkout-messages'
import styles from './checkout.module.css'

export function HoldCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const end = new Date(expiresAt).getTime()
  const [now, setNow] = useState(() => Date.now())
  const left = end - now
  useEffect(() => {
    if (left <= 0) {
      onExpired()
      return
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left))
    return () => clearTimeout(timer)
  }, [left, onExpired])
  const minutes = Math.ceil(left / 60_000)
  return (
    <div className={styles.holdBar}>
      <span>
        {m.heldFor}{' '}
        <time className={styles.countdown} dateTime={expiresAt} aria-hidden="true">
          {countdownText(left)}
        </time>
      </span>
      <span role="status" className={styles.visuallyHidden}>
        {left > 0 ? m.minutesLeft(minutes) : m.holdExpired}
      </span>
    </div>
  )
}
