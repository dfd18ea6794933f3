'use client'
// Follow/unfollow one organizer, on the event page and the organizer page (issue "Attendee features").
// Logged out: sign-in with a referrer back here. The follower count shown is the server's answer.
import { useState } from 'react'
import { fillText } from '@/core/i18n/fill-text'
import { apiFetch } from '@/components/api/api-fetch'
import { useSignInRedirect } from '@/components/account/use-sign-in-redirect'
import { useUser } from '@/components/user/user-provider'
import styles from './follow-button.module.css'

export type FollowButtonProps = {
  organizerId: string
  organizerName: string
  initiallyFollowing: boolean
  followerCount: number
  /** The button's words in the page's language (account catalog's social texts) and its locale; English when not given. */
  texts?: FollowTexts
  locale?: string
}

export type FollowTexts = {
  follow: string
  following: string
  followButton: string
  followerOne: string
  followerOther: string
  followFailed: string
}

const ENGLISH: FollowTexts = {
  follow: 'Follow {name}',
  following: 'Following',
  followButton: 'Follow',
  followerOne: '{count} follower',
  followerOther: '{count} followers',
  followFailed: 'Could not update. Try again.',
}

export function FollowButton({
  organizerId,
  organizerName,
  initiallyFollowing,
  followerCount,
  texts = ENGLISH,
  locale = 'en-US',
}: FollowButtonProps) {
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
        aria-label={fillText(texts.follow, { name: organizerName })}
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
      >
        {following ? texts.following : texts.followButton}
      </button>
      <span className={styles.count}>
        {fillText(new Intl.PluralRules(locale).select(count) === 'one' ? texts.followerOne : texts.followerOther, {
          count: count.toLocaleString(locale),
        })}
      </span>
      {failed ? (
        <span role="status" className={styles.error}>
          {texts.followFailed}
        </span>
      ) : null}
    </span>
  )
}
