'use client'
// Contract for the accounts work (issue 6): follow/unfollow one organizer, on the event page and the
// organizer page. Until accounts land it only shows the state it was given.
export type FollowButtonProps = {
  organizerId: string
  organizerName: string
  initiallyFollowing: boolean
  followerCount: number
}

export function FollowButton({ organizerName, initiallyFollowing }: FollowButtonProps) {
  return (
    <button
      type="button"
      className="follow-button"
      aria-pressed={initiallyFollowing}
      aria-label={`Follow ${organizerName}`}
      disabled
    >
      {initiallyFollowing ? 'Following' : 'Follow'}
    </button>
  )
}
