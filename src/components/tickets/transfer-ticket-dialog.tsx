'use client'
// "Transfer" on the order page (issue 40, decision 059): the buyer gives one ticket to someone else by name
// and email. A modal dialog asks for both, then asks to confirm (the old code stops working at once), and
// the page announces the result; the new holder gets the new ticket by email.
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { transferTicket } from '@/components/checkout/checkout-api'
import { errorMessage } from '@/components/checkout/checkout-text'
import { useCheckoutMessages } from '@/components/checkout/checkout-messages-context'
import { useTicketsMessages } from './tickets-messages-context'
import { useDialogSession } from '@/components/ui/use-dialog-session'
import { useModalDialog } from '@/components/ui/use-modal-dialog'
import { OrderFormAlert } from './use-order-form'
import styles from './tickets.module.css'

type Props = { orderId: string; ticketId: string; ticketLabel: string; token: string | null; onDone: (said: string) => void }

export function TransferTicketButton(props: Props) {
  const m = useTicketsMessages()
  // One session per opening (use-dialog-session.ts): a late close event never shuts a newer dialog.
  const dialog = useDialogSession<null>()
  const { session } = dialog
  return (
    <>
      <button type="button" className={styles.button} onClick={() => dialog.open(null)}>
        {m.transferTicket(props.ticketLabel)}
      </button>
      {session ? <TransferTicketDialog key={session.id} {...props} onClose={() => dialog.close(session.id)} /> : null}
    </>
  )
}

function TransferTicketDialog({ orderId, ticketId, ticketLabel, token, onDone, onClose }: Props & { onClose: () => void }) {
  const m = useTicketsMessages()
  const checkout = useCheckoutMessages()
  const { ref, close } = useModalDialog(onClose)
  const [holder, setHolder] = useState<{ name: string; email: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState('')
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({})


  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (key: string) => {
      const value = form.get(key)
      return typeof value === 'string' ? value.trim() : ''
    }
    const name = text('name')
    const email = text('email')
    const found = { ...(name ? {} : { name: m.transferNameMissing }), ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? {} : { email: m.transferEmailInvalid }) }
    setErrors(found)
    if (Object.keys(found).length === 0) setHolder({ name, email })
  }

  const send = async () => {
    if (!holder || busy) return
    setBusy(true)
    setAlert('')
    try {
      await transferTicket(orderId, ticketId, holder, token)
      close()
      onDone(m.transferDone(holder.name, holder.email))
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.argumentErrors).length > 0) {
        setErrors({ name: error.argumentErrors.name?.[0], email: error.argumentErrors.email?.[0] })
        setHolder(null)
      } else setAlert(errorMessage(error instanceof ApiError ? error.error : '', error instanceof ApiError ? error.description : '', checkout))
    } finally {
      setBusy(false)
    }
  }

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="transfer-title" onClose={onClose}>
      <h2 id="transfer-title">{m.transferTitle(ticketLabel)}</h2>
      <OrderFormAlert text={alert} />
      {holder === null ? (
        <form noValidate onSubmit={review}>
          <p className={styles.muted}>{m.transferNote}</p>
          <p className={styles.field}>
            <label htmlFor="transfer-name">{m.transferName}</label>
            <input id="transfer-name" name="name" autoComplete="off" maxLength={100} required aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'transfer-name-error' : undefined} />
            {errors.name ? (
              <span id="transfer-name-error" className={styles.fieldError}>
                {errors.name}
              </span>
            ) : null}
          </p>
          <p className={styles.field}>
            <label htmlFor="transfer-email">{m.transferEmail}</label>
            <input id="transfer-email" name="email" type="email" autoComplete="off" maxLength={254} required aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? 'transfer-email-error' : undefined} />
            {errors.email ? (
              <span id="transfer-email-error" className={styles.fieldError}>
                {errors.email}
              </span>
            ) : null}
          </p>
          <p className={styles.actions}>
            <button type="submit" className={styles.button}>
              {m.transferContinue}
            </button>
            <button type="button" className={styles.secondary} onClick={close}>
              {m.goBack}
            </button>
          </p>
        </form>
      ) : (
        <>
          <p>{m.transferQuestion(holder.name, holder.email)}</p>
          <p className={styles.actions}>
            <button type="button" className={styles.button} aria-disabled={busy} onClick={() => void send()}>
              {m.transferYes}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setHolder(null)}>
              {m.goBack}
            </button>
          </p>
        </>
      )}
    </dialog>
  )
}
