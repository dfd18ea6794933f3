'use client'
// A buyer's invoice for a company (issue 37 point 5): company name, address and VAT id, sent to the
// server, which numbers the invoice in the organizer's series and answers the same one if asked again.
import { useId, useState } from 'react'
import { requestInvoice, type InvoiceJson } from '@/components/checkout/checkout-api'
import { formText } from '@/components/checkout/form-text'
import { useTicketsMessages } from './tickets-messages-context'
import { OrderFormAlert, useOrderForm } from './use-order-form'
import styles from './tickets.module.css'

export function InvoiceRequest({ orderId, token }: { orderId: string; token: string | null }) {
  const m = useTicketsMessages()
  const id = useId()
  const [invoice, setInvoice] = useState<InvoiceJson | null>(null)
  const { busy, alert, onSubmit } = useOrderForm(
    (form) => requestInvoice(orderId, { company: formText(form, 'company'), address: formText(form, 'address'), vat_id: formText(form, 'vat_id') }, token),
    (body) => setInvoice(body.invoice),
  )

  if (invoice) {
    return (
      <div role="status">
        <p className={styles.notice}>{m.invoiceReady(invoice.number)}</p>
        <ul>
          <li>
            <a href={invoice.url}>{m.downloadInvoice(invoice.number)}</a>
          </li>
          {invoice.credit_notes.map((note) => (
            <li key={note.number}>
              <a href={note.url}>{m.downloadCreditNote(note.number)}</a>
            </li>
          ))}
        </ul>
      </div>
    )
  }
  return (
    <form onSubmit={onSubmit} aria-label={m.invoiceTitle} className={styles.invoiceForm}>
      <OrderFormAlert text={alert} />
      <p>
        <label htmlFor={`${id}-company`}>{m.invoiceCompany}</label>
        <input id={`${id}-company`} name="company" required maxLength={200} autoComplete="organization" />
      </p>
      <p>
        <label htmlFor={`${id}-address`}>{m.invoiceAddress}</label>
        <textarea id={`${id}-address`} name="address" required rows={3} maxLength={1000} autoComplete="street-address" />
      </p>
      <p>
        <label htmlFor={`${id}-vat`}>{m.invoiceVatId}</label>
        <input id={`${id}-vat`} name="vat_id" maxLength={50} />
      </p>
      <button type="submit" className={styles.button} aria-disabled={busy}>
        {m.invoiceSubmit}
      </button>
    </form>
  )
}
