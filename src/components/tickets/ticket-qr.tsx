// A ticket's QR image (the server's SVG, which holds the ticket's code) and its printed code beside it.
import type { TicketJson } from '@/components/checkout/checkout-types'
import { useTicketsMessages } from './tickets-messages-context'
import styles from './tickets.module.css'

export function TicketQr({ ticket, size }: { ticket: TicketJson; size: 160 | 320 }) {
  const m = useTicketsMessages()
  const printed = ticket.printed_code ?? ticket.code
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
