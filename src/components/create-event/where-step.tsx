'use client'
// Step 2, Where: a venue (name, address, and the town picked from our place autocomplete, whose time zone
// the event's times then use) or an online event with the joining link only ticket holders see.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useCreateTexts } from '@/components/manage/creator-texts'
import type { StepProps } from './editor-types'
import { StepForm } from './step-form'
import { TextField } from './text-field'
import { StepInputError, useStepSave } from './use-step-save'
import { VenueCityField, type PickedCity } from './venue-city-field'
import styles from './event-editor.module.css'

export function WhereStep({ draft, onSaved }: StepProps) {
  const { t: texts } = useCreateTexts()
  const t = texts.where
  const [online, setOnline] = useState(draft.online)
  const [venueName, setVenueName] = useState(draft.venue?.name ?? '')
  const [address, setAddress] = useState(draft.venue?.address1 ?? '')
  const [postalCode, setPostalCode] = useState(draft.venue?.postalCode ?? '')
  const [city, setCity] = useState<PickedCity | null>(
    draft.venue
      ? { city: draft.venue.city, region: draft.venue.region, country: draft.venue.country, latitude: draft.venue.latitude, longitude: draft.venue.longitude, timeZone: draft.timeZone, label: draft.venue.city }
      : null,
  )
  const [link, setLink] = useState(draft.onlineUrl ?? '')
  const save = useStepSave()

  const submit = () =>
    save.run(async () => {
      if (online) {
        if (!/^https?:\/\/\S+\.\S+/.test(link.trim())) throw new StepInputError(t.addJoiningLink, { online_url: [t.enterLink] })
        await apiFetch(`/api/v3/events/${draft.id}/`, { method: 'PATCH', body: { online: true, online_url: link.trim(), venue: null } })
        onSaved({ online: true, onlineUrl: link.trim(), venue: null })
        return
      }
      const missing: Record<string, string[]> = {}
      if (!venueName.trim()) missing['venue.name'] = [t.addVenueName]
      if (!city) missing.venue = [t.chooseTown]
      if (!city || Object.keys(missing).length > 0) throw new StepInputError(texts.fillInMarked, missing)
      const venue = {
        name: venueName.trim(),
        address1: address.trim(),
        city: city.city,
        region: city.region,
        postalCode: postalCode.trim() || null,
        country: city.country,
        latitude: city.latitude,
        longitude: city.longitude,
      }
      // The venue's zone becomes the event's: the times the creator set keep their wall-clock values there.
      const moveZone = city.timeZone !== draft.timeZone
      await apiFetch(`/api/v3/events/${draft.id}/`, {
        method: 'PATCH',
        body: {
          online: false,
          venue: {
            name: venue.name,
            address_1: venue.address1,
            city: venue.city,
            ...(venue.region ? { region: venue.region } : {}),
            ...(venue.postalCode ? { postal_code: venue.postalCode } : {}),
            country: venue.country,
            latitude: venue.latitude,
            longitude: venue.longitude,
          },
          ...(moveZone ? { start: { local: draft.startLocal, timezone: city.timeZone }, end: { local: draft.endLocal, timezone: city.timeZone } } : {}),
        },
      })
      onSaved({ online: false, onlineUrl: null, venue, timeZone: city.timeZone })
    })

  const e = save.fieldErrors
  return (
    <StepForm title={texts.steps.where} error={save.error} pending={save.pending} onSubmit={() => void submit()}>
      <fieldset className={styles.choice}>
        <legend>{t.question}</legend>
        <label>
          <input type="radio" name="where-kind" checked={!online} onChange={() => setOnline(false)} /> {t.atVenue}
        </label>
        <label>
          <input type="radio" name="where-kind" checked={online} onChange={() => setOnline(true)} /> {t.online}
        </label>
      </fieldset>
      {online ? (
        <TextField
          id="online-url"
          label={t.joiningLink}
          hint={t.joiningLinkHint}
          type="url"
          inputMode="url"
          maxLength={2000}
          value={link}
          onValue={setLink}
          errors={e.online_url}
        />
      ) : (
        <>
          <TextField id="venue-name" label={t.venueName} maxLength={140} value={venueName} onValue={setVenueName} errors={e['venue.name']} />
          <TextField id="venue-address" label={t.streetAddress} maxLength={200} value={address} onValue={setAddress} errors={e['venue.address_1']} autoComplete="street-address" />
          <VenueCityField picked={city} onPick={setCity} errors={e.venue} />
          <TextField id="venue-postal-code" label={t.postalCode} maxLength={20} value={postalCode} onValue={setPostalCode} errors={e['venue.postal_code']} autoComplete="postal-code" />
        </>
      )}
    </StepForm>
  )
}
