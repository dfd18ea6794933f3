// An online event's joining link, on the order and ticket pages: the server sends it only on an order that
// holds a valid ticket (issue 19 §6), so whoever sees this page holds one.
import { useTicketsMessages } from './tickets-messages-context'
import styles from './tickets.module.css'

export function JoinOnlineLink({ url }: { url: string }) {
  const m = useTicketsMessages()
  return (
    <p>
      <a href={url} rel="noopener noreferrer" target="_blank">
        {m.joinOnline}
      </a>{' '}
      <span className={styles.muted}>{m.onlineNote}</span>
    </p>
  )
}
