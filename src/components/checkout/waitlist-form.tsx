'use client'
// "Join waitlist" on a sold-out class (issue 19): an email and how many tickets; the server emails an
// offer link when tickets free up.
import { useId, useState, type FormEvent } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { useUser } from '@/components/user/user-provider'
import { joinWaitlist } from './checkout-api'
import { errorMessage } from './checkout-text'
import { formText } from './form-text'
import { checkoutMessages as m } from './checkout-messages'
import type { TicketClassJson } from './checkout-types'
import styles from './checkout.module.css'

export function WaitlistForm({ ticketClass }: { ticketClass: TicketClassJson }) {
  const { user } = useUser()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<'idle' | 'busy' | 'joined'>('idle')
  const [alert, setAlert] = useState('')
  const max = Math.max(1, ticketClass.maximum_quantity)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState('busy')
    setAlert('')
    try {
      await joinWaitlist(ticketClass.id, {
        email: formText(form, 'email'),
        quantity: Number(formText(form, 'quantity')),
      })
      setState('joined')
    } catch (error) {
      setAlert(
        errorMessage(
          error instanceof ApiError ? error.error : '',
          error instanceof ApiError ? error.description : '',
        ),
      )
      setState('idle')
    }
  }

  if (state === 'joined') {
    return (
      <p role="status" className={styles.notice}>
        {m.waitlistJoined}
      </p>
    )
  }
  if (!open) {
    return (
      <button
        type="button"
        className={styles.secondary}
        aria-label={`${m.waitlistOpen}: ${ticketClass.name}`}
        onClick={() => setOpen(true)}
      >
        {m.waitlistOpen}
      </button>
    )
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={m.waitlistTitle(ticketClass.name)}
      style={{ width: '100%' }}
    >
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{m.email}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={user?.email ?? ''}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-quantity`}>{m.waitlistQuantity}</label>
          <input
            id={`${id}-quantity`}
            name="quantity"
            type="number"
            required
            min={1}
            max={max}
            defaultValue={1}
          />
        </div>
      </div>
      <button type="submit" className={styles.secondary} aria-disabled={state === 'busy'}>
        {m.waitlistSubmit}
      </button>
    </form>
  )
}
