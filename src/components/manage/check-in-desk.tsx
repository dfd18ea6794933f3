'use client'
// The door (issue 20, /manage/events/{id}/check-in), made for a phone: search a ticket by name, order or
// code and check it in, or scan its QR with the camera (getUserMedia and jsQR, loaded only when the camera
// starts). A ticket checks in once ("Already checked in at 8:02 PM"); refunded and cancelled tickets are
// refused, and a search shows them with their status and no "Check in" button (ticket-entry.ts, issue 36);
// the checked-in/total counter follows every check-in here and every 10 s from other devices. A code is
// found as printed or typed (dashes, spaces, any case), and the last outcome clears when the next search
// starts, so a "Checked in" banner is never read as the answer for the next guest (issue 38 §13).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { apiFetch, ApiError } from '@/components/api/api-fetch'
import { fillText } from '@/core/i18n/fill-text'
import { normalizeTextInput } from '@/core/shared/text-input'
import { normalizeTicketCode } from '@/core/ticketing/normalize-ticket-code'
import { isTicketValidForEntry } from '@/core/ticketing/ticket-entry'
import { useActionTexts } from './creator-texts'
import styles from './check-in.module.css'

type Attendee = { order_id: string; ticket_code: string; name: string | null; email: string | null; ticket_class_name: string; status: string; checked_in_at: string | null }
type AttendeesAnswer = { attendees: Attendee[]; checked_in: number; total: number }
type Outcome = { tone: 'ok' | 'warn' | 'bad'; text: string }

const REFRESH_MS = 10_000

/** `deskOnly`: door staff (decision 061), whose search finds no one by email, which they never see. */
export function CheckInDesk({ eventId, timeZone, canCheckIn, deskOnly = false }: { eventId: number; timeZone: string; canCheckIn: boolean; deskOnly?: boolean }) {
  const { locale, t: texts } = useActionTexts()
  const t = texts.desk
  const statuses: Record<string, string> = texts.ticketStatus
  const statusText = (status: string) => statuses[status] ?? status
  const [counts, setCounts] = useState<{ checkedIn: number; total: number } | null>(null)
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<Attendee[] | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [scanning, setScanning] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const lastScan = useRef<{ code: string; at: number } | null>(null)
  const base = `/api/v3/events/${eventId}/`
  const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(locale, { timeZone, hour: 'numeric', minute: '2-digit' })

  const refresh = useCallback(async () => {
    const answer = await apiFetch<AttendeesAnswer>(`${base}attendees/`)
    setCounts({ checkedIn: answer.checked_in, total: answer.total })
  }, [base])

  useEffect(() => {
    const first = setTimeout(() => void refresh().catch(() => undefined), 0)
    const timer = setInterval(() => void refresh().catch(() => undefined), REFRESH_MS)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [refresh])

  const checkIn = useCallback(
    async (code: string, who: string | null) => {
      const label = who ? `${who}: ` : ''
      try {
        const { check_in } = await apiFetch<{ check_in: { checked_in_at: string } }>(`${base}check_ins/`, { method: 'POST', body: { code } })
        setOutcome({ tone: 'ok', text: `${label}${fillText(t.checkedInAt, { time: timeOf(check_in.checked_in_at) })}` })
      } catch (error) {
        if (error instanceof ApiError && error.error === 'ALREADY_CHECKED_IN') {
          // The first check-in's time, from the ticket itself.
          const { attendees } = await apiFetch<AttendeesAnswer>(`${base}attendees/`, { query: { q: code } }).catch(() => ({ attendees: [] as Attendee[] }))
          const at = attendees.find((a) => a.ticket_code === normalizeTicketCode(code))?.checked_in_at
          setOutcome({ tone: 'warn', text: `${label}${at ? fillText(t.alreadyAt, { time: timeOf(at) }) : t.already}` })
        } else if (error instanceof ApiError && error.status === 409) {
          // "This ticket was refunded and cannot be used.": the status in the page's words.
          const refused = /^This ticket was (\w+) and cannot be used\.$/.exec(error.description)
          // A transferred ticket's holder has a new ticket (decision 059): the door says so.
          const reason = refused?.[1] === 'transferred' ? t.transferredTicket : refused ? fillText(t.refusedTicket, { status: statusText(refused[1]!) }) : error.description
          setOutcome({ tone: 'bad', text: `${label}${fillText(t.doNotAdmit, { reason })}` })
        } else if (error instanceof ApiError && error.status === 404) {
          setOutcome({ tone: 'bad', text: t.noSuchCode })
        } else {
          setOutcome({ tone: 'bad', text: t.failed })
        }
      }
      await refresh().catch(() => undefined)
      setResults((list) => list && list.map((a) => (a.ticket_code === normalizeTicketCode(code) && !a.checked_in_at && isTicketValidForEntry(a.status) ? { ...a, checked_in_at: new Date().toISOString() } : a)))
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- timeOf only reads the event's zone, and the texts are the page's
    [base, refresh, timeZone],
  )

  const search = async (event: FormEvent) => {
    event.preventDefault()
    const q = query.trim()
    if (!q) return
    setOutcome(null)
    const answer = await apiFetch<AttendeesAnswer>(`${base}attendees/`, { query: { q } })
    setResults(answer.attendees)
    setCounts({ checkedIn: answer.checked_in, total: answer.total })
  }

  // The camera: frames are read about four times a second and decoded by jsQR; one code is acted on once
  // per three seconds, so a ticket held in front of the camera is not checked in again and again.
  useEffect(() => {
    if (!scanning) return
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setInterval> | undefined
    let stopped = false
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      } catch {
        setOutcome({ tone: 'bad', text: t.cameraFailed })
        setScanning(false)
        return
      }
      if (stopped || !video.current) return
      video.current.srcObject = stream
      await video.current.play().catch(() => undefined)
      const { default: jsQR } = await import('jsqr')
      const canvas = document.createElement('canvas')
      const context = canvas.getContext('2d', { willReadFrequently: true })
      timer = setInterval(() => {
        const v = video.current
        if (!v || !context || v.videoWidth === 0) return
        canvas.width = v.videoWidth
        canvas.height = v.videoHeight
        context.drawImage(v, 0, 0)
        const frame = context.getImageData(0, 0, canvas.width, canvas.height)
        const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })
        if (!found?.data) return
        const now = Date.now()
        if (lastScan.current && lastScan.current.code === found.data && now - lastScan.current.at < 3000) return
        lastScan.current = { code: found.data, at: now }
        void checkIn(found.data, null)
      }, 250)
    })()
    return () => {
      stopped = true
      if (timer) clearInterval(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [scanning, checkIn, t.cameraFailed])

  return (
    <div className={styles.desk}>
      <p className={styles.counter} role="status" aria-live="polite">
        {counts ? fillText(t.counter, { checkedIn: counts.checkedIn, total: counts.total }) : t.counting}
      </p>
      {outcome ? (
        <p role="alert" className={`${styles.outcome} ${styles[outcome.tone]}`}>
          {outcome.text}
        </p>
      ) : null}
      {canCheckIn ? (
        <>
          <button type="button" className={styles.camera} aria-pressed={scanning} onClick={() => setScanning((on) => !on)}>
            {scanning ? t.stopCamera : t.startCamera}
          </button>
          {scanning ? <video ref={video} className={styles.video} muted playsInline aria-label={t.cameraView} /> : null}
        </>
      ) : (
        <p>{t.staffView}</p>
      )}
      <form role="search" aria-label={t.tickets} className={styles.search} onSubmit={(event) => void search(event)}>
        <label htmlFor="check-in-q">{deskOnly ? t.searchLabelNoEmail : t.searchLabel}</label>
        <div className={styles.searchRow}>
          <input id="check-in-q" type="search" value={query} maxLength={100} autoComplete="off" onChange={(event) => {
              setOutcome(null)
              setQuery(normalizeTextInput(event.target.value, { maxLength: 100 }))
            }} />
          <button type="submit">{t.search}</button>
        </div>
      </form>
      {results === null ? null : results.length === 0 ? (
        <p>{t.noMatch}</p>
      ) : (
        <ul className={styles.results} aria-label={t.matching}>
          {results.map((a) => (
            <li key={a.ticket_code}>
              <span>
                <strong>{a.name ?? a.email ?? t.guest}</strong> · {a.ticket_class_name} · {fillText(t.order, { order: a.order_id })}
                <br />
                {!isTicketValidForEntry(a.status) ? (
                  <strong className={styles.refused}>{fillText(t.statusNotValid, { status: statusText(a.status) })}</strong>
                ) : a.checked_in_at ? (
                  fillText(t.checkedInRow, { time: timeOf(a.checked_in_at) })
                ) : (
                  t.notCheckedIn
                )}
              </span>
              {canCheckIn && isTicketValidForEntry(a.status) ? (
                <button type="button" onClick={() => void checkIn(a.ticket_code, a.name)}>
                  {t.checkIn}
                  <span className={styles.visuallyHidden}> {a.name ?? a.ticket_code}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
