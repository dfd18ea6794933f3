import Link from 'next/link'
import styles from '@/components/event-page/event-page.module.css'

/** Unknown organizers (issue 5). */
export default function OrganizerNotFound() {
  return (
    <main className={styles.page}>
      <div>
        <h1 id="page-content" tabIndex={-1} className={styles.title}>
          We couldn’t find this organizer
        </h1>
        <p>The link may be mistyped, or the profile may have been removed.</p>
        <p>
          <Link href="/d/local/all-events/">Browse events near you</Link> or <Link href="/">go to the home page</Link>.
        </p>
      </div>
    </main>
  )
}
