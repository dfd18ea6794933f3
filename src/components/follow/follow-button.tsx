'use client'
// Follow/unfollow one organizer, on the event page and the organizer page (issue "Attendee features").
// Logged out: sign-in with a referrer back here. The follower count shown is the server's answer.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useSignInRedirect } from '@/components/account/use-sign-in-redirect'
import { useUser } from '@/components/user/user-provider'
import styles from './follow-button.module.css'

export type FollowButtonProps = {
  organizerId: string
  organizerName: string
  initiallyFollowing: boolean
  followerCount: number
}

export function FollowButton({ organizerId, organizerName, initiallyFollowing, followerCount }: FollowButtonProps) {
  const { user, refresh } = useUser()
  const goSignIn = useSignInRedirect()
  const [following, setFollowing] = useState(initiallyFollowing)
  const [count, setCount] = useState(followerCount)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)

  async function toggle() {
    if (pending) return
    if (!user) {
      goSignIn()
      return
    }
    const next = !following
    setPending(true)
    setFailed(false)
    try {
      const answer = await apiFetch<{ following: boolean; numFollowers: number }>(
        `/api/v3/users/${encodeURIComponent(user.publicId)}/follows/${encodeURIComponent(organizerId)}/`,
        { method: next ? 'PUT' : 'DELETE', body: {} },
      )
      setFollowing(answer.following)
      setCount(answer.numFollowers)
      await refresh()
    } catch {
      setFailed(true)
    } finally {
      setPending(false)
    }
  }

  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={`follow-button ${styles.button}`}
        aria-pressed={following}
        aria-label={`Follow ${organizerName}`}
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
      >
        {following ? 'Following' : 'Follow'}
      </button>
      <span className={styles.count}>
        {count.toLocaleString('en-US')} {count === 1 ? 'follower' : 'followers'}
      </span>
      {failed ? (
        <span role="status" className={styles.error}>
          Could not update. Try again.
        </span>
      ) : null}
    </span>
  )
}
