'use client'
// Like (save) one event, on every card and the event page (issue "Attendee features"). Logged out: sends
// the visitor to sign-in and back. Logged in: toggles through the saves API, then refreshes the user so
// the header's Likes count changes at once. Until the user is known the button waits (disabled): a
// signed-in visitor's early click would otherwise be taken for a logged-out one and sent to sign-in.
import { useState } from 'react'
import { fillText } from '@/core/i18n/fill-text'
import type { LikeTexts } from '@/core/social/like-texts'
import { useSignInRedirect } from '@/components/account/use-sign-in-redirect'
import { useUser } from '@/components/user/user-provider'
import styles from './like-button.module.css'

export type LikeButtonProps = {
  eventId: string
  eventName: string
  initiallySaved: boolean
  /** The button's words in the page's language (account catalog's social texts), from the server. */
  texts: LikeTexts
}

export function LikeButton({ eventId, eventName, initiallySaved, texts }: LikeButtonProps) {
  const { user, status, refresh } = useUser()
  const goSignIn = useSignInRedirect()
  const [saved, setSaved] = useState(initiallySaved)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)

  async function toggle() {
    if (pending) return
    if (!user) {
      goSignIn()
      return
    }
    const next = !saved
    setPending(true)
    setFailed(false)
    setSaved(next)
    try {
      await (await import('./save-like')).saveLike(user.publicId, eventId, next)
      await refresh()
    } catch {
      setSaved(!next)
      setFailed(true)
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className={`like-button ${styles.button}`}
        aria-pressed={saved}
        aria-label={fillText(texts.like, { name: eventName })}
        aria-busy={pending || undefined}
        disabled={status === 'loading'}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      </button>
      {failed ? (
        <span role="status" className={styles.error}>
          {texts.likeFailed}
        </span>
      ) : null}
    </>
  )
}
