'use client'
// What the buyer's printable ticket page and a transferred ticket's holder page share: the "not found"
// heading with its reason, and the print button (none for a ticket that does not admit).
import { useTicketsMessages } from './tickets-messages-context'
import styles from './tickets.module.css'

export function TicketNotFound({ reason }: { reason: string }) {
  const m = useTicketsMessages()
  return (
    <>
      <h1 id="page-content" tabIndex={-1}>
        {m.ticketNotFound}
      </h1>
      <p role="alert">{reason}</p>
    </>
  )
}

/** Nothing to print for a ticket that does not admit (issue 36). */
export function PrintTicketButton({ status }: { status: string }) {
  const m = useTicketsMessages()
  if (m.voidMark(status) !== null) return null
  return (
    <p className={styles.noPrint}>
      <button type="button" className={styles.button} onClick={() => window.print()}>
        {m.print}
      </button>
    </p>
  )
}
