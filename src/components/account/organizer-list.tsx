import { FollowButton, type FollowTexts } from '@/components/follow/follow-button'
import type { FollowedOrganizer } from '@/core/social/list-followed-organizers'
import styles from './forms.module.css'

/** Organizers with their follow toggles (the Following page's two lists). */
export function OrganizerList({
  organizers,
  following,
  label,
  texts,
  locale,
}: {
  organizers: FollowedOrganizer[]
  following: boolean
  label: string
  /** The follow buttons' words and locale (English when not given). */
  texts?: FollowTexts
  locale?: string
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {organizers.map((o) => (
        <li key={o.id} className={styles.row}>
          <a href={o.url}>
            <strong>{o.name}</strong>
          </a>
          <FollowButton
            organizerId={o.id}
            organizerName={o.name}
            initiallyFollowing={following}
            followerCount={o.numFollowers}
            {...(texts ? { texts } : {})}
            {...(locale ? { locale } : {})}
          />
        </li>
      ))}
    </ul>
  )
}
