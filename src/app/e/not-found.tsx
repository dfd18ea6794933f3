import Link from 'next/link'
import styles from '@/components/event-page/event-page.module.css'

/** Unknown, draft or unpublished events (issue 5). */
export default function EventNotFound() {
  return (
    <main className={styles.page}>
      <div>
        <h1 id="page-content" tabIndex={-1} className={styles.title}>
          This event isn’t available
        </h1>
        <p>It may have been removed, or the link may be mistyped.</p>
        <p>
          <Link href="/d/local/all-events/">Browse events near you</Link> or <Link href="/">go to the home page</Link>.
        </p>
      </div>
    </main>
  )
}
