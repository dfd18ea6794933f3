'use client'
// Contract for the accounts work (issue 6): a like (save) toggle for one event, used on every card and
// the event page. Until accounts land it only shows the state it was given.
export type LikeButtonProps = { eventId: string; eventName: string; initiallySaved: boolean }

export function LikeButton({ eventName, initiallySaved }: LikeButtonProps) {
  return (
    <button
      type="button"
      className="like-button"
      aria-pressed={initiallySaved}
      aria-label={`Like ${eventName}`}
      disabled
    >
      ♡
    </button>
  )
}
