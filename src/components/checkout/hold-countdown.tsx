'use client'
// The hold's countdown (issue 19): the time shown every second from the server's `expires_at`, and a
// screen-reader announcement only once a minute, so it informs without chattering. The end is anchored on the
// server's `expires_in_seconds` when it is given, since the visitor's clock may be minutes off the server's.
import { useEffect, useState } from 'react'
import { countdownText } from './checkout-text'
import { useCheckoutMessages } from './checkout-messages-context'
import styles from './checkout.module.css'

export function HoldCountdown({
  expiresAt,
  expiresInSeconds,
  onExpired,
}: {
  expiresAt: string
  expiresInSeconds?: number
  onExpired: () => void
}) {
  const m = useCheckoutMessages()
  // Fixed at mount: the moment the order arrived plus what the server says is left. The parent keys this
  // component on the server's answer, so a fresh answer starts a fresh countdown.
  const [end] = useState(() =>
    expiresInSeconds === undefined ? new Date(expiresAt).getTime() : Date.now() + expiresInSeconds * 1000,
  )
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
          {countdownText(left, m.hoursMinutes)}
        </time>
      </span>
      <span role="status" className={styles.visuallyHidden}>
        {left <= 0 ? m.holdExpired : minutes > 60 ? m.timeLeft(countdownText(left, m.hoursMinutes)) : m.minutesLeft(minutes)}
      </span>
    </div>
  )
}
