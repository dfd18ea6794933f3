import Link from 'next/link'
import styles from '@/components/results/results.module.css'

/** Friendly 404 for results URLs that name no known place or no valid search (issue 5). */
export default function ResultsNotFound() {
  return (
    <main className={styles.layout}>
      <div className={styles.header}>
        <h1 id="page-content" tabIndex={-1} className={styles.heading}>
          We couldn’t find that search
        </h1>
        <p>The place or the filters in this address are not ones we know. Try one of these instead:</p>
        <ul className={styles.suggestions}>
          <li>
            <Link href="/d/local/all-events/">Browse events near you</Link>
          </li>
          <li>
            <Link href="/d/online/all-events/">Browse online events</Link>
          </li>
          <li>
            <Link href="/">Go to the home page</Link>
          </li>
        </ul>
      </div>
    </main>
  )
}
