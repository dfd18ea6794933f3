'use client'
// The organizer's waiting room (issue 42, /manage/events/{id}/waiting-room/): turned on for all tickets or
// for one ticket type whose sales start is still to come, with when its pre-queue opens (on the event's
// wall clock, 30 minutes before the on-sale unless changed), how many checkouts may run at once and how
// long an admitted buyer has to start one; saved through PUT /api/v3/events/{id}/waiting_room/. While it
// is on, the live view follows it. A field shows the room's value until the organizer edits it, so a
// change made from the live view (the limit) or another tab shows here too.
import { useCallback, useState } from 'react'
import Link from 'next/link'
import { apiFetch } from '@/components/api/api-fetch'
import { NumberField } from '@/components/create-event/text-field'
import { FieldNotes } from '@/components/ui/field-notes'
import editor from '@/components/create-event/event-editor.module.css'
import { computeLocalInputValue, isRealLocalTime, localTimeToInstant } from '@/core/creators/creator-rules'
import { fillText } from '@/core/i18n/fill-text'
import type { WaitingRoomSetup } from '@/core/waiting-room/get-waiting-room-setup'
import { ActionResult } from './action-result'
import { useCreatorHref, useWaitingRoomTexts } from './creator-texts'
import { useDashboardAction } from './use-dashboard-action'
import { WaitingRoomLive, type WaitingRoomState } from './waiting-room-live'
import styles from './manage.module.css'

const DEFAULT_PREQUEUE_MS = 30 * 60_000

type Fields = { enabled: boolean; classId: string; prequeue: string; maxActive: string; admissionMinutes: string }

type Props = {
  eventId: number
  timeZone: string
  canWrite: boolean
  classes: WaitingRoomSetup['classes']
  initialRoom: WaitingRoomState | null
}

export function WaitingRoomSettings({ eventId, timeZone, canWrite, classes, initialRoom }: Props) {
  const { locale, t } = useWaitingRoomTexts()
  const href = useCreatorHref()
  const save = useDashboardAction()
  const [room, setRoom] = useState(initialRoom)
  const [edits, setEdits] = useState<Partial<Fields>>({})
  const edit = (changes: Partial<Fields>) => setEdits((current) => ({ ...current, ...changes }))
  // After a change of the limit in the live view, this form shows the new limit, not the one typed before.
  const afterLiveChange = useCallback((next: WaitingRoomState) => {
    setRoom(next)
    setEdits(({ maxActive: _typed, ...rest }) => rest)
  }, [])

  const enabled = edits.enabled ?? room !== null
  const classId = edits.classId ?? room?.ticket_class_id ?? ''
  const sameRoom = room !== null && (room.ticket_class_id ?? '') === classId
  // The instant the room lines up for: the running room's, else the chosen class's next sales start.
  const chosen = classId === '' ? classes.map((c) => c.salesStart).sort()[0] : classes.find((c) => c.id === classId)?.salesStart
  const onSaleAt = sameRoom ? room.on_sale_at : (chosen ?? null)
  const defaultPrequeue = sameRoom ? room.prequeue_opens_at : onSaleAt ? new Date(new Date(onSaleAt).getTime() - DEFAULT_PREQUEUE_MS).toISOString() : null
  const prequeue = edits.prequeue ?? (defaultPrequeue ? computeLocalInputValue(defaultPrequeue, timeZone) : '')
  // Once the pre-queue is shuffled its opening is history (configure-waiting-room.ts keeps it).
  const prequeueLocked = sameRoom && room.shuffled_at !== null
  const maxActive = edits.maxActive ?? String(room?.max_active_checkouts ?? 100)
  const admissionMinutes = edits.admissionMinutes ?? String(room?.admission_minutes ?? 10)
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' })
  const editHref = href(`/manage/events/${eventId}/edit`)

  const submit = () =>
    save.run(async () => {
      // Turning it off still names valid limits: the API checks them before anything else.
      const limits = enabled
        ? { max_active_checkouts: Number(maxActive), admission_minutes: Number(admissionMinutes) }
        : { max_active_checkouts: room?.max_active_checkouts ?? 1, admission_minutes: room?.admission_minutes ?? 10 }
      // Untouched, the pre-queue opening is the server's to choose (30 minutes before, or the room's own).
      const typed = edits.prequeue !== undefined && isRealLocalTime(edits.prequeue) ? edits.prequeue : null
      const answer = await apiFetch<{ waiting_room: Omit<WaitingRoomState, 'live'> | null }>(`/api/v3/events/${eventId}/waiting_room/`, {
        method: 'PUT',
        body: {
          enabled,
          ...limits,
          ticket_class_id: classId === '' ? null : classId,
          prequeue_opens_at: enabled && typed && !prequeueLocked ? localTimeToInstant(`${typed}:00`, timeZone).toISOString() : null,
        },
      })
      const saved = answer.waiting_room
      setRoom((current) => (saved ? { ...saved, live: current?.id === saved.id ? current.live : EMPTY_LIVE } : null))
      setEdits({})
      return saved ? t.saved : t.turnedOff
    })

  const errors = save.fieldErrors
  const enabledError = errors.enabled
  const form = (
    <section aria-labelledby="waiting-room-settings-heading" className={styles.section}>
      <h2 id="waiting-room-settings-heading">{t.settingsHeading}</h2>
      <form
        aria-labelledby="waiting-room-settings-heading"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <fieldset disabled={!canWrite} className={styles.plainFieldset}>
          <div className={editor.field}>
            <label>
              <input
                type="checkbox"
                checked={enabled}
                onChange={(e) => edit({ enabled: e.target.checked })}
                aria-describedby={enabledError ? 'waiting-room-enabled-hint waiting-room-enabled-error' : 'waiting-room-enabled-hint'}
                aria-invalid={enabledError ? true : undefined}
              />{' '}
              {t.enabled}
            </label>
            <FieldNotes id="waiting-room-enabled" hint={t.enabledHint} errors={enabledError} classes={editor} />
          </div>
          {enabled ? (
            <>
              <div className={editor.field}>
                <label htmlFor="waiting-room-class">{t.ticketClass}</label>
                <select
                  id="waiting-room-class"
                  value={classId}
                  onChange={(e) => edit({ classId: e.target.value, prequeue: undefined })}
                  aria-describedby="waiting-room-class-hint"
                >
                  <option value="">{t.allTickets}</option>
                  {classes.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name} ({when(c.salesStart)})
                    </option>
                  ))}
                </select>
                <p id="waiting-room-class-hint" className={editor.hint}>
                  {t.ticketClassHint}
                </p>
              </div>
              <div className={editor.field}>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t.onSale}</dt>
                    <dd>{onSaleAt ? when(onSaleAt) : t.noOnSale}</dd>
                  </div>
                </dl>
                <p className={editor.hint}>
                  {onSaleAt ? `${t.onSaleNote} ` : null}
                  <Link href={editHref}>{t.editSalesStart}</Link>
                </p>
              </div>
              <div className={editor.field}>
                <label htmlFor="waiting-room-prequeue">{t.prequeue}</label>
                <input
                  id="waiting-room-prequeue"
                  type="datetime-local"
                  value={prequeue}
                  disabled={prequeueLocked}
                  onChange={(e) => edit({ prequeue: e.target.value })}
                  aria-describedby={errors.prequeue_opens_at ? 'waiting-room-prequeue-hint waiting-room-prequeue-error' : 'waiting-room-prequeue-hint'}
                  aria-invalid={errors.prequeue_opens_at ? true : undefined}
                />
                <FieldNotes
                  id="waiting-room-prequeue"
                  hint={prequeueLocked ? t.prequeueLocked : fillText(t.prequeueHint, { zone: timeZone })}
                  errors={errors.prequeue_opens_at}
                  classes={editor}
                />
              </div>
              <NumberField
                id="waiting-room-max-active"
                label={t.maxActive}
                hint={t.maxActiveHint}
                value={maxActive}
                onValue={(value) => edit({ maxActive: value })}
                maxLength={6}
                errors={errors.max_active_checkouts}
              />
              <NumberField
                id="waiting-room-admission-minutes"
                label={t.admissionMinutes}
                hint={t.admissionMinutesHint}
                value={admissionMinutes}
                onValue={(value) => edit({ admissionMinutes: value })}
                maxLength={2}
                errors={errors.admission_minutes}
              />
            </>
          ) : null}
          <button type="submit" className={editor.primary} disabled={save.pending}>
            {t.save}
          </button>{' '}
          <ActionResult done={save.done} error={save.error} />
        </fieldset>
      </form>
    </section>
  )
  // On the day of the on-sale the figures matter most: the live view comes first.
  return room ? (
    <>
      <WaitingRoomLive eventId={eventId} timeZone={timeZone} canWrite={canWrite} room={room} onPolled={setRoom} onChanged={afterLiveChange} />
      {form}
    </>
  ) : (
    form
  )
}

const EMPTY_LIVE: WaitingRoomState['live'] = {
  waiting: 0,
  prequeue: 0,
  admitted: 0,
  active_checkouts: 0,
  abandoned: 0,
  done: 0,
  sold: 0,
  admitted_per_minute: 0,
  estimated_clear_seconds: null,
}
