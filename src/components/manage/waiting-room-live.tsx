'use client'
// The waiting room's live view (issue 42): how many wait (the pre-queue included), were admitted, are
// checking out and bought, the admissions a minute and the time the line would take to clear, read again
// every 3 s from GET /api/v3/events/{id}/waiting_room/; and the organizer's controls for the on-sale:
// pause, resume and a new limit of checkouts at once. Only what the organizer did is announced (paused,
// resumed, the new limit): the counts change every few seconds and are read when asked for, not on every
// tick.
import { useEffect, useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import forms from '@/components/account/forms.module.css'
import { NumberField } from '@/components/create-event/text-field'
import { fillText } from '@/core/i18n/fill-text'
import { computeClearTimeText } from '@/core/waiting-room/clear-time'
import type { WaitingRoomJson, WaitingRoomLive as LiveCounts } from '@/core/waiting-room/get-waiting-room'
import { ActionResult } from './action-result'
import { useWaitingRoomTexts } from './creator-texts'
import { useDashboardAction } from './use-dashboard-action'
import styles from './manage.module.css'

export type WaitingRoomState = WaitingRoomJson & { live: LiveCounts }

const POLL_MS = 3_000

type Props = {
  eventId: number
  timeZone: string
  canWrite: boolean
  room: WaitingRoomState
  /** A poll's answer: the room as it is now, or null once it was turned off elsewhere. */
  onPolled: (room: WaitingRoomState | null) => void
  /** The room after the organizer paused, resumed or changed its limit here. */
  onChanged: (room: WaitingRoomState) => void
}

export function WaitingRoomLive({ eventId, timeZone, canWrite, room, onPolled, onChanged }: Props) {
  const { locale, t } = useWaitingRoomTexts()
  const action = useDashboardAction()
  const [limitEdit, setLimitEdit] = useState<string | null>(null)
  const [updatedAt, setUpdatedAt] = useState<string | null>(null)
  const [pollFailed, setPollFailed] = useState(false)
  const path = `/api/v3/events/${eventId}/waiting_room/`

  useEffect(() => {
    let stale = false
    const poll = async () => {
      // A tab in the background does not need the counts; it catches up when shown again.
      if (document.hidden) return
      try {
        const answer = await apiFetch<{ waiting_room: WaitingRoomState | null }>(path)
        if (stale) return
        onPolled(answer.waiting_room)
        setUpdatedAt(new Date().toLocaleTimeString(locale, { timeZone, hour: 'numeric', minute: '2-digit', second: '2-digit' }))
        setPollFailed(false)
      } catch {
        if (!stale) setPollFailed(true)
      }
    }
    const first = setTimeout(() => void poll(), 0)
    const timer = setInterval(() => void poll(), POLL_MS)
    return () => {
      stale = true
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [path, onPolled, locale, timeZone])

  // The room's settings as they are, with the one change asked for; the class stays, so the room does too.
  const change = (changes: { paused?: boolean; max_active_checkouts?: number }, done: (saved: WaitingRoomState) => string) =>
    action.run(async () => {
      const answer = await apiFetch<{ waiting_room: Omit<WaitingRoomState, 'live'> | null }>(path, {
        method: 'PUT',
        body: {
          enabled: true,
          ticket_class_id: room.ticket_class_id,
          max_active_checkouts: room.max_active_checkouts,
          admission_minutes: room.admission_minutes,
          paused: room.paused,
          ...changes,
        },
      })
      const saved = { ...room, ...answer.waiting_room, live: room.live }
      onChanged(saved)
      return done(saved)
    })

  const count = (n: number) => n.toLocaleString(locale)
  const limit = limitEdit ?? String(room.max_active_checkouts)
  const { live } = room
  const state = room.paused ? t.pausedState : room.shuffled_at === null ? t.beforeOnSale : t.running
  return (
    <section aria-labelledby="waiting-room-live-heading" className={styles.section}>
      <h2 id="waiting-room-live-heading">{t.liveHeading}</h2>
      <p>
        <strong>{t.statusLabel}:</strong> {state}
      </p>
      <dl className={styles.stats} aria-label={t.counts}>
        <div>
          <dt>{t.waiting}</dt>
          <dd>{count(live.waiting + live.prequeue)}</dd>
          {live.prequeue > 0 ? <dd className={styles.note}>{fillText(t.inPrequeue, { count: count(live.prequeue) })}</dd> : null}
        </div>
        <div>
          <dt>{t.admitted}</dt>
          <dd>{count(live.admitted)}</dd>
        </div>
        <div>
          <dt>{t.activeCheckouts}</dt>
          <dd>{count(live.active_checkouts)}</dd>
        </div>
        <div>
          <dt>{t.sold}</dt>
          <dd>{count(live.sold)}</dd>
        </div>
        <div>
          <dt>{t.pace}</dt>
          <dd>{live.admitted_per_minute.toLocaleString(locale, { maximumFractionDigits: 1 })}</dd>
        </div>
        <div>
          <dt>{t.clearTime}</dt>
          <dd>{computeClearTimeText(live.estimated_clear_seconds, t)}</dd>
        </div>
      </dl>
      <dl className={styles.facts}>
        <div>
          <dt>{t.onSale}</dt>
          <dd>{new Date(room.on_sale_at).toLocaleString(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
        <div>
          <dt>{t.commitment}</dt>
          <dd className={styles.commitment}>{room.commitment}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t.commitmentHint}</p>
      <p className={styles.note}>{pollFailed ? t.pollFailed : updatedAt ? fillText(t.updatedAt, { time: updatedAt }) : null}</p>
      {canWrite ? (
        <>
          <div className={styles.liveControls}>
            <button
              type="button"
              className={forms.secondary}
              disabled={action.pending}
              onClick={() => void change({ paused: !room.paused }, (saved) => (saved.paused ? t.pausedDone : t.resumedDone))}
            >
              {room.paused ? t.resume : t.pause}
            </button>
          </div>
          <form
            className={styles.liveControls}
            noValidate
            aria-label={t.changeLimit}
            onSubmit={(e) => {
              e.preventDefault()
              void change({ max_active_checkouts: Number(limit) }, (saved) => {
                setLimitEdit(null)
                return fillText(t.limitChanged, { limit: count(saved.max_active_checkouts) })
              })
            }}
          >
            <NumberField id="waiting-room-live-limit" label={t.limit} value={limit} onValue={setLimitEdit} maxLength={6} errors={action.fieldErrors.max_active_checkouts} />
            <button type="submit" className={forms.secondary} disabled={action.pending}>
              {t.changeLimit}
            </button>
          </form>
          <p>
            <ActionResult done={action.done} error={action.error} />
          </p>
        </>
      ) : null}
    </section>
  )
}
