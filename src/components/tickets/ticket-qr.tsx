// A ticket's QR image (the server's SVG, which holds the ticket's code) and its printed code beside it.
// A ticket that does not admit (refunded, cancelled: ticket-entry.ts, issue 36) has no QR image at all:
// a greyed, crossed-out box and its mark ("Refunded – not valid for entry") stand where the code was, so
// nothing on the page can be scanned or passed off as a ticket; its printed code stays, struck through,
// for a conversation with the organizer.
import type { TicketJson } from '@/components/checkout/checkout-types'
import { useTicketsMessages } from './tickets-messages-context'
import styles from './tickets.module.css'

export function TicketQr({ ticket, size }: { ticket: TicketJson; size: 160 | 320 }) {
  const m = useTicketsMessages()
  const printed = ticket.printed_code ?? ticket.code
  const voidMark = m.voidMark(ticket.status)
  if (voidMark !== null) {
    return (
      <>
        <div className={size === 320 ? `${styles.voidQr} ${styles.bigVoidQr}` : styles.voidQr} aria-hidden="true" />
        <p className={styles.voidMark}>{voidMark}</p>
        <p className={styles.muted}>
          {m.code}: <s className={styles.code}>{printed}</s>
        </p>
      </>
    )
  }
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the server's QR image, already sized */}
      <img
        className={size === 320 ? styles.bigQr : styles.qr}
        src={ticket.qr_url}
        alt={m.qrAlt(printed)}
        width={size}
        height={size}
      />
      <p>
        {m.code}: <span className={styles.code}>{printed}</span>
      </p>
    </>
  )
}
