import type { ReactNode } from 'react'
import styles from './manage.module.css'

/** A wide table that scrolls sideways on a phone; focusable and named so keyboards can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable because it may scroll: keyboards scroll it too (axe scrollable-region-focusable).
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
