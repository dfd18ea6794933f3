'use client'
// Staff feature-flag switches (spec §2 /admin/nexus/gargoyle/); a change takes effect on the next page load.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import styles from '@/components/account/forms.module.css'
import { FormOutcome } from '@/components/account/form-outcome'
import { useApiForm } from '@/components/account/use-api-form'

export type FlagRow = { key: string; enabled: boolean; description: string }

export function FeatureFlagToggles({ flags }: { flags: FlagRow[] }) {
  const [state, setState] = useState(flags)
  const [status, setStatus] = useState('')
  const form = useApiForm()
  async function toggle(key: string, enabled: boolean) {
    setStatus('')
    const ok = await form.run(async () => {
      await apiFetch(`/api/v3/admin/feature-flags/${encodeURIComponent(key)}/`, { method: 'PUT', body: { enabled } })
    })
    if (ok) {
      setState((rows) => rows.map((r) => (r.key === key ? { ...r, enabled } : r)))
      setStatus(`${key} is now ${enabled ? 'on' : 'off'}. Reload a page to see it.`)
    }
  }
  return (
    <>
      <ul className={styles.list} aria-label="Feature flags">
        {state.map((f) => (
          <li key={f.key} className={styles.row}>
            <button type="button" role="switch" aria-checked={f.enabled} className={styles.secondary} onClick={() => void toggle(f.key, !f.enabled)} disabled={form.pending}>
              {f.key}
            </button>
            <span>{f.enabled ? 'On' : 'Off'}</span>
            <span className={styles.hint}>{f.description}</span>
          </li>
        ))}
      </ul>
      <FormOutcome form={form} done={status} />
    </>
  )
}
