import type { ReactNode } from 'react'
import styles from './forms.module.css'

/** The plain pages behind the user-menu destinations that have no feature of their own yet (spec §2). */
export function SimpleAccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </main>
  )
}
