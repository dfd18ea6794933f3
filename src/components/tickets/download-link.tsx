// A file the order offers to save (its receipt, its calendar entry): a download link, left off the print.
import styles from './tickets.module.css'

export function DownloadLink({ href, label }: { href: string; label: string }) {
  return (
    <p className={styles.noPrint}>
      <a href={href} download>
        {label}
      </a>
    </p>
  )
}
