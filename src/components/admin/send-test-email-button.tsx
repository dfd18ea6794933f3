'use client'
// Staff mailbox: queue a test email to oneself, then reload the list so it shows.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import styles from '@/components/account/forms.module.css'
import { FormOutcome } from '@/components/account/form-outcome'
import { useApiForm } from '@/components/account/use-api-form'

export function SendTestEmailButton() {
  const router = useRouter()
  const form = useApiForm()
  const [done, setDone] = useState('')
  async function send() {
    setDone('')
    const ok = await form.run(async () => {
      await apiFetch('/api/v3/admin/mailbox/test/', { method: 'POST', body: {} })
    })
    if (ok) {
      setDone('Test email queued to your address.')
      router.refresh()
    }
  }
  return (
    <div>
      <button type="button" className={styles.secondary} onClick={() => void send()} disabled={form.pending}>
        Send a test email to me
      </button>
      <FormOutcome form={form} done={done} />
    </div>
  )
}
