'use client'
// Like (save) one event, on every card and the event page (issue "Attendee features"). Logged out: sends
// the visitor to sign-in and back. Logged in: toggles through the saves API, then refreshes the user so
// the header's Likes count changes at once.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useSignInRedirect } from '@/components/account/use-sign-in-redirect'
import { useUser } from '@/components/user/user-provider'
import styles from './like-button.module.css'

export type LikeButtonProps = { eventId: string; eventName: string; initiallySaved: boolean }

export function LikeButton({ eventId, eventName, initiallySaved }: LikeButtonProps) {
  const { user, refresh } = useUser()
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
      await apiFetch(`/api/v3/users/${encodeURIComponent(user.publicId)}/saves/${encodeURIComponent(eventId)}/`, {
        method: next ? 'PUT' : 'DELETE',
        body: {},
      })
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
        aria-label={`Like ${eventName}`}
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      </button>
      {failed ? (
        <span role="status" className={styles.error}>
          Could not save. Try again.
        </span>
      ) : null}
    </>
  )
}
