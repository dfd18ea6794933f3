'use client'
// The order page's small forms (a refund request, an invoice): one request at a time, and the server's
// refusal shown in the page's words above the form.
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { errorMessage } from '@/components/checkout/checkout-text'
import { useCheckoutMessages } from '@/components/checkout/checkout-messages-context'
import styles from './tickets.module.css'

export function useOrderForm<T>(send: (form: FormData) => Promise<T>, onDone: (result: T) => void) {
  const checkout = useCheckoutMessages()
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState('')
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setAlert('')
    try {
      onDone(await send(form))
    } catch (error) {
      setAlert(errorMessage(error instanceof ApiError ? error.error : '', error instanceof ApiError ? error.description : '', checkout))
    } finally {
      setBusy(false)
    }
  }
  return { busy, alert, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) }
}

export function OrderFormAlert({ text }: { text: string }) {
  return text ? (
    <p role="alert" className={styles.alert}>
      {text}
    </p>
  ) : null
}
