import { TrackedLink } from '@/components/analytics/tracked-link'
import styles from './site-header-frame.module.css'

/** The logo goes home, with the language subdirectory when one is used (spec §2). */
export function LogoLink({ href, label = 'Tessera home' }: { href: string; label?: string }) {
  return (
    <TrackedLink className={styles.logo} href={href} aria-label={label} event="LogoHome">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" className={styles.logoMark}>
        <rect x="2" y="2" width="11" height="11" rx="3" fill="#d1410c" />
        <rect x="15" y="2" width="11" height="11" rx="3" fill="#1e0a3c" />
        <rect x="2" y="15" width="11" height="11" rx="3" fill="#1e0a3c" />
        <rect x="15" y="15" width="11" height="11" rx="3" fill="#f5a623" />
      </svg>
      <span className={styles.logoText}>tessera</span>
    </TrackedLink>
  )
}
