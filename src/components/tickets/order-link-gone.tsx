'use client'
// An order link that no longer opens its order (decision 051: its links were turned off, or it was cut
// short): not a bare "not found", but what to do next, with the "Find my tickets" form in place.
import { EmailLinkForm } from '@/components/account/forgot-password-form'
import { useTicketsMessages } from './tickets-messages-context'

export function OrderLinkGone() {
  const m = useTicketsMessages()
  return (
    <>
      <h1 id="page-content" tabIndex={-1}>
        {m.linkGoneTitle}
      </h1>
      <p>{m.linkGoneText}</p>
      <EmailLinkForm
        id="order-link-lookup-email"
        endpoint="/api/v3/orders/lookup/"
        texts={{ emailAddress: m.linkGoneEmail, sent: m.lookup.sent, sending: m.lookup.sending, emailMeLink: m.lookup.send }}
      />
    </>
  )
}
