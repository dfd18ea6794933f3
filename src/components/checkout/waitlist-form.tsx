'use client'
// "Join waitlist" on a sold-out class (issue 19): an email and how many tickets; the server emails a link
// that confirms the address (decision 048), then the place in line (issue 38 §7), and an offer link when
// tickets free up.
import { useId, useState, type FormEvent } from 'react'
import { FormField } from '@/components/account/form-field'
import { ApiError } from '@/components/api/api-fetch'
import { useUser } from '@/components/user/user-provider'
import { joinWaitlist, type JoinedWaitlist } from './checkout-api'
import { errorMessage } from './checkout-text'
import { useCheckoutMessages } from './checkout-messages-context'
import type { TicketClassJson } from './checkout-types'
import styles from './checkout.module.css'

/** `initiallyOpen`: the form shows at once (the class is the only thing the dialog offers). */
export function WaitlistForm({ ticketClass, initiallyOpen = false }: { ticketClass: TicketClassJson; initiallyOpen?: boolean }) {
  const m = useCheckoutMessages()
  const { user } = useUser()
  const id = useId()
  const [open, setOpen] = useState(initiallyOpen)
  const [state, setState] = useState<'idle' | 'busy' | JoinedWaitlist['waitlist_entry']>('idle')
  const [alert, setAlert] = useState('')
  // The signed-in user's email until the visitor types another.
  const [email, setEmail] = useState<string | null>(null)
  const [quantity, setQuantity] = useState('1')
  const max = Math.max(1, ticketClass.maximum_quantity)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setState('busy')
    setAlert('')
    try {
      const { waitlist_entry } = await joinWaitlist(ticketClass.id, {
        email: (email ?? user?.email ?? '').trim(),
        quantity: Number(quantity),
      })
      setState(waitlist_entry)
    } catch (error) {
      setAlert(
        errorMessage(
          error instanceof ApiError ? error.error : '',
          error instanceof ApiError ? error.description : '',
          m,
        ),
      )
      setState('idle')
    }
  }

  if (typeof state === 'object') {
    return (
      <p role="status" className={styles.notice}>
        {state.confirmed && state.position !== null ? m.waitlistJoined(state.position, state.email) : m.waitlistConfirmSent(state.email)}
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
        <FormField
          id={`${id}-email`}
          label={m.email}
          value={email ?? user?.email ?? ''}
          onValue={setEmail}
          type="email"
          required
          autoComplete="email"
        />
        <FormField
          id={`${id}-quantity`}
          label={m.waitlistQuantity}
          value={quantity}
          onValue={setQuantity}
          type="number"
          required
          min={1}
          max={max}
        />
      </div>
      <button type="submit" className={styles.secondary} aria-disabled={state === 'busy'}>
        {m.waitlistSubmit}
      </button>
    </form>
  )
}
