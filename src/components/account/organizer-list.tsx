import { FollowButton } from '@/components/follow/follow-button'
import type { FollowedOrganizer } from '@/core/social/list-followed-organizers'
import styles from './forms.module.css'

/** Organizers with their follow toggles (the Following page's two lists). */
export function OrganizerList({ organizers, following, label }: { organizers: FollowedOrganizer[]; following: boolean; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {organizers.map((o) => (
        <li key={o.id} className={styles.row}>
          <a href={o.url}>
            <strong>{o.name}</strong>
          </a>
          <FollowButton organizerId={o.id} organizerName={o.name} initiallyFollowing={following} followerCount={o.numFollowers} />
        </li>
      ))}
    </ul>
  )
}
