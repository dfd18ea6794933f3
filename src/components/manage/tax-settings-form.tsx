'use client'
// Tax settings (issue 37 point 4, decision 043): the organization's on /myprofile/ (PUT
// /api/v3/organizations/me/tax/), and an event's own in the editor's tickets step (PATCH
// /api/v3/events/{id}/ `tax`), where the creator may instead follow the organization's. Tax is on the
// ticket's price after discounts, never on the service fee; "added" tax is in every all-in price shown.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { TextField } from '@/components/create-event/text-field'
import editor from '@/components/create-event/event-editor.module.css'
import type { TaxSettingsJson } from '@/core/creators/tax-settings'
import { parseRatePercent, type TaxMode, type TaxRule } from '@/core/ticketing/taxes'
import { ActionResult } from './action-result'
import { useActionTexts } from './creator-texts'
import { useDashboardAction } from './use-dashboard-action'

const MODES: TaxMode[] = ['none', 'included', 'added']

type Props = {
  initial: TaxSettingsJson | null
  /** An event's settings: null `initial` means it follows the organization's. */
  eventId?: number
  /** After an event's settings are saved: its own (null: following), and the tax its prices now carry, so
   * the editor's "Buyer pays …" hint shows the new price at once. */
  onSaved?: (own: TaxSettingsJson | null, shown: TaxRule) => void
}

export function TaxSettingsForm({ initial, eventId, onSaved }: Props) {
  const texts = useActionTexts().t
  const t = texts.tax
  const save = useDashboardAction()
  const forEvent = eventId !== undefined
  const [follow, setFollow] = useState(forEvent && initial === null)
  const [mode, setMode] = useState<TaxMode>(initial?.mode ?? 'none')
  const [rate, setRate] = useState(initial && initial.rate_percent > 0 ? String(initial.rate_percent) : '')
  const [legalName, setLegalName] = useState(initial?.legal_name ?? '')
  const [address, setAddress] = useState(initial?.address ?? '')
  const [taxId, setTaxId] = useState(initial?.tax_id ?? '')
  const id = (name: string) => `${forEvent ? 'event' : 'organization'}-tax-${name}`
  const prefix = forEvent ? 'tax.' : ''
  const errors = (key: string) => save.fieldErrors[`${prefix}${key}`]

  const submit = () =>
    save.run(async () => {
      const settings = {
        mode,
        // A comma is a decimal separator in most of our languages; the server checks the rest.
        rate_percent: mode === 'none' ? 0 : rate.trim() === '' ? 0 : Number(rate.trim().replace(',', '.')),
        legal_name: legalName.trim(),
        address: address.trim(),
        tax_id: taxId.trim(),
      }
      if (forEvent) {
        await apiFetch(`/api/v3/events/${eventId}/`, { method: 'PATCH', body: { tax: follow ? null : settings } })
        // Following, the prices carry the organization's tax, which only the server knows.
        const shown = follow ? (await apiFetch<{ tax: TaxSettingsJson }>('/api/v3/organizations/me/tax/')).tax : settings
        onSaved?.(follow ? null : settings, { mode: shown.mode, rateMilli: parseRatePercent(shown.rate_percent) })
      } else await apiFetch('/api/v3/organizations/me/tax/', { method: 'PUT', body: settings })
      return t.saved
    })

  const charged = !follow && mode !== 'none'
  return (
    <form
      aria-label={forEvent ? t.eventForm : t.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      {forEvent ? (
        <div className={editor.field}>
          <label>
            <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} /> {t.follow}
          </label>
        </div>
      ) : null}
      {follow ? null : (
        <>
          <fieldset>
            <legend>{t.mode}</legend>
            {MODES.map((m) => (
              <div key={m}>
                <label>
                  <input type="radio" name={id('mode')} value={m} checked={mode === m} onChange={() => setMode(m)} /> {t.modes[m]}
                </label>
              </div>
            ))}
          </fieldset>
          {charged ? (
            <>
              <TextField id={id('rate')} label={t.rate} inputMode="decimal" value={rate} onValue={setRate} maxLength={7} errors={errors('rate_percent')} hint={t.rateHint} required />
              <TextField id={id('legal-name')} label={t.legalName} value={legalName} onValue={setLegalName} maxLength={200} errors={errors('legal_name')} required />
            </>
          ) : null}
          <TextField id={id('address')} label={t.address} value={address} onValue={setAddress} maxLength={1000} multiline rows={3} errors={errors('address')} />
          <TextField id={id('tax-id')} label={t.taxId} value={taxId} onValue={setTaxId} maxLength={100} errors={errors('tax_id')} />
        </>
      )}
      <button type="submit" className={editor.primary} disabled={save.pending}>
        {save.pending ? texts.saving : t.save}
      </button>{' '}
      <ActionResult done={save.done} error={save.error} />
    </form>
  )
}
