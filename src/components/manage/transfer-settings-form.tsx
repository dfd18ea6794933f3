'use client'
// Ticket transfers (issue 40, decision 059), in the editor's tickets step: whether buyers may give their
// tickets to someone else, and until how many hours before the start (0: until it starts). Its own form,
// saved at once through PUT /api/v3/events/{id}/transfer_settings/; it reads the current settings itself.
import { useEffect, useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { NumberField } from '@/components/create-event/text-field'
import editor from '@/components/create-event/event-editor.module.css'
import { ActionResult } from './action-result'
import { useActionTexts } from './creator-texts'
import { useDashboardAction } from './use-dashboard-action'

type SettingsJson = { transfer_settings: { transfers_allowed: boolean; transfer_cutoff_hours: number } }

export function TransferSettingsForm({ eventId }: { eventId: number }) {
  const texts = useActionTexts().t
  const t = texts.transfers
  const save = useDashboardAction()
  const [allowed, setAllowed] = useState<boolean | null>(null)
  const [hours, setHours] = useState('0')

  useEffect(() => {
    let stale = false
    apiFetch<SettingsJson>(`/api/v3/events/${eventId}/transfer_settings/`)
      .then(({ transfer_settings: s }) => {
        if (stale) return
        setAllowed(s.transfers_allowed)
        setHours(String(s.transfer_cutoff_hours))
      })
      .catch(() => {
        if (!stale) setAllowed(true)
      })
    return () => {
      stale = true
    }
  }, [eventId])

  const submit = () =>
    save.run(async () => {
      await apiFetch(`/api/v3/events/${eventId}/transfer_settings/`, {
        method: 'PUT',
        body: {
          transfers_allowed: allowed ?? true,
          transfer_cutoff_hours: hours.trim() === '' ? 0 : Number(hours),
        },
      })
      return t.saved
    })

  return (
    <section aria-labelledby="event-transfers-heading">
      <h3 id="event-transfers-heading">{t.heading}</h3>
      {allowed === null ? <p role="status">{t.loading}</p> : null}
      {allowed === null ? null : (
        <form
          aria-label={t.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <div className={editor.field}>
            <label>
              <input type="checkbox" checked={allowed} onChange={(e) => setAllowed(e.target.checked)} />{' '}
              {t.allow}
            </label>
          </div>
          {allowed ? (
            <NumberField
              id="transfer-cutoff-hours"
              label={t.cutoff}
              hint={t.cutoffHint}
              value={hours}
              onValue={setHours}
              maxLength={3}
              errors={save.fieldErrors.transfer_cutoff_hours}
            />
          ) : null}
          <button type="submit" className={editor.primary} disabled={save.pending}>
            {save.pending ? texts.saving : t.save}
          </button>{' '}
          <ActionResult done={save.done} error={save.error} />
        </form>
      )}
    </section>
  )
}
