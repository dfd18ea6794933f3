'use client'
// The buyer's waiting page (issue 42): it takes this browser's place in the event's waiting room, counts
// down to the opening and to the on-sale instant, then shows the place, the people ahead and the estimated
// wait, asking every few seconds (which is also the page's heartbeat), and once it is this browser's turn
// it shows the checkout in place with the admission the hold spends. A refresh or a second tab asks for
// the same place and gets it back; a place given up while the page was closed can join again (at the end).
// Only changes of state are announced (role="status"), never each tick of a number.
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { CompleteOrderForm } from '@/components/checkout/complete-order-form'
import { confirmationPath } from '@/components/checkout/confirmation-path'
import { getQueueStatus, joinQueue, type QueuePlace } from '@/components/checkout/checkout-api'
import type { CheckoutEvent } from '@/components/checkout/checkout-dialog'
import type { CheckoutTexts } from '@/components/checkout/checkout-messages'
import { CheckoutMessagesProvider, useCheckoutMessages } from '@/components/checkout/checkout-messages-context'
import { countdownText, errorMessage } from '@/components/checkout/checkout-text'
import type { OrderJson } from '@/components/checkout/checkout-types'
import { TicketSelection } from '@/components/checkout/ticket-selection'
import checkoutStyles from '@/components/checkout/checkout.module.css'
import { formatSeriesDate } from '@/core/events/event-date-range'
import { fillText } from '@/core/i18n/fill-text'
import { computePlaceId } from './place-id'
import styles from './waiting-room.module.css'

export type WaitingRoomViewProps = {
  event: CheckoutEvent
  room: { prequeueOpensAt: string; onSaleAt: string; admissionMinutes: number }
  /** The server's clock when the page was made: countdowns follow it, not a wrong clock on the device. */
  serverNowMs: number
  texts: CheckoutTexts
  locale: string
  pathPrefix: string
  /** The event's page, in the page's language. */
  eventHref: string
}

/** How often a waiting page asks where its place is (and so says it is still there). */
const POLL_MS = 3_000
/** After a failed ask, wait longer each time, up to this. */
const MAX_RETRY_MS = 15_000

type Phase =
  | { kind: 'joining' }
  | { kind: 'not-open' }
  | { kind: 'waiting'; place: QueuePlace }
  | { kind: 'turn'; admission: string }
  | { kind: 'checkout'; order: OrderJson }
  | { kind: 'used' }
  | { kind: 'lost' }
  | { kind: 'refused'; message: string }

export function WaitingRoomView({ texts, locale, pathPrefix, ...props }: WaitingRoomViewProps) {
  return (
    <CheckoutMessagesProvider texts={texts} locale={locale} pathPrefix={pathPrefix}>
      <WaitingRoomBody {...props} />
    </CheckoutMessagesProvider>
  )
}

/** The time now on the server's clock, ticking once a second. */
function useServerNow(serverNowMs: number): number {
  const [offset] = useState(() => serverNowMs - Date.now())
  const [now, setNow] = useState(serverNowMs)
  useEffect(() => {
    const tick = () => setNow(Date.now() + offset)
    tick()
    const timer = window.setInterval(tick, 1_000)
    return () => window.clearInterval(timer)
  }, [offset])
  return now
}

function WaitingRoomBody({ event, room, serverNowMs, eventHref }: Omit<WaitingRoomViewProps, 'texts' | 'locale' | 'pathPrefix'>) {
  const m = useCheckoutMessages()
  const w = m.waitingRoom
  const now = useServerNow(serverNowMs)
  const opensAtMs = Date.parse(room.prequeueOpensAt)
  const onSaleMs = Date.parse(room.onSaleAt)
  const [phase, setPhase] = useState<Phase>(serverNowMs < opensAtMs ? { kind: 'not-open' } : { kind: 'joining' })
  const [offline, setOffline] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const placeToken = useRef<string | null>(null)
  const [placeId, setPlaceId] = useState<string | null>(null)
  const turnHeading = useRef<HTMLHeadingElement>(null)

  // Callers show "joining" first where they can (a click); the countdown's end just asks. One join at a
  // time; a failure that is not a refusal (the network, a 5xx, a clock ahead of the server's) is asked
  // again after a pause that grows, so a struggling server is not hammered by its waiting pages.
  const joining = useRef(false)
  const join = useCallback(async () => {
    if (joining.current) return
    joining.current = true
    try {
      for (let failures = 0; ; failures++) {
        try {
          const joined = await joinQueue(event.id)
          placeToken.current = joined.place_token
          setPlaceId(computePlaceId(joined.place_token))
          setOffline(false)
          setPhase({ kind: 'waiting', place: { status: joined.status, position: null, ahead: null, estimated_wait_seconds: null } })
          return
        } catch (error) {
          if (error instanceof ApiError && error.error === 'QUEUE_NOT_OPEN') setPhase({ kind: 'not-open' })
          else if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
            setPhase({ kind: 'refused', message: errorMessage(error.error, error.description, m) })
            return
          } else setOffline(true)
          if (error instanceof ApiError && error.error === 'TOO_MANY_PLACES') {
            setPhase({ kind: 'refused', message: errorMessage(error.error, error.description, m) })
            return
          }
        }
        await new Promise((resolve) => window.setTimeout(resolve, Math.min(MAX_RETRY_MS, POLL_MS * 2 ** failures)))
      }
    } finally {
      joining.current = false
    }
  }, [event.id, m])

  // Join at once when the room is open, or when the countdown to its opening ends.
  const open = now >= opensAtMs
  useEffect(() => {
    if ((phase.kind === 'joining' && placeToken.current === null && attempt === 0) || (phase.kind === 'not-open' && open)) void join()
    // Only these transitions start a join (a click on "Join again" starts its own).
  }, [phase.kind, open, join, attempt])

  // While waiting: ask every few seconds, at once when the page is shown again, slower after failures.
  const waiting = phase.kind === 'waiting'
  useEffect(() => {
    if (!waiting || !placeToken.current) return
    let timer = 0
    let failures = 0
    let stopped = false
    const ask = async () => {
      window.clearTimeout(timer)
      try {
        const place = await getQueueStatus(event.id, placeToken.current!)
        if (stopped) return
        if (place.place_token) placeToken.current = place.place_token
        failures = 0
        setOffline(false)
        if (place.status === 'admitted') {
          setPhase(place.admission_token ? { kind: 'turn', admission: place.admission_token } : { kind: 'used' })
          return
        }
        setPhase({ kind: 'waiting', place })
      } catch (error) {
        if (stopped) return
        if (error instanceof ApiError && error.error === 'PLACE_INVALID') {
          setPhase({ kind: 'lost' })
          return
        }
        failures += 1
        setOffline(true)
      }
      timer = window.setTimeout(() => void ask(), failures === 0 ? POLL_MS : Math.min(MAX_RETRY_MS, POLL_MS * 2 ** failures))
    }
    const onShow = () => {
      if (document.visibilityState === 'visible') void ask()
    }
    void ask()
    document.addEventListener('visibilitychange', onShow)
    return () => {
      stopped = true
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', onShow)
    }
  }, [waiting, event.id, attempt])

  useEffect(() => {
    if (phase.kind === 'turn') turnHeading.current?.focus()
  }, [phase.kind])

  const paid = useCallback((order: OrderJson) => window.location.assign(m.path(confirmationPath(order))), [m])
  const when = (iso: string) => formatSeriesDate(new Date(iso), event.timeZone, m.locale)
  const countdown = (target: number) => countdownText(target - now, m.hoursMinutes)

  // What the status line announces: the phase, never the ticking numbers.
  const announced =
    phase.kind === 'joining'
      ? w.joining
      : phase.kind === 'not-open'
        ? w.notOpenHeading
        : phase.kind === 'waiting'
          ? phase.place.status === 'prequeue'
            ? w.prequeueHeading
            : w.queuedHeading
          : phase.kind === 'turn'
            ? w.admittedHeading
            : ''

  return (
    <main className={styles.page} aria-labelledby="waiting-room-title">
      <p className={styles.eyebrow}>{w.pageTitle}</p>
      <h1 id="waiting-room-title" className={styles.title} lang={event.contentLang}>
        {event.name}
      </h1>
      {event.startUtc ? (
        <p className={checkoutStyles.muted}>
          <time dateTime={event.startUtc}>{when(event.startUtc)}</time>
        </p>
      ) : null}
      <p role="status" className={checkoutStyles.visuallyHidden}>
        {announced}
      </p>
      {offline ? (
        <p className={checkoutStyles.alert} role="alert">
          {w.connectionLost}
        </p>
      ) : null}
      <section className={styles.card} aria-label={w.statusLabel}>
        {phase.kind === 'joining' ? (
          <p>{w.joining}</p>
        ) : phase.kind === 'not-open' ? (
          <>
            <h2 className={styles.heading}>{w.notOpenHeading}</h2>
            <p>{fillText(w.opensAt, { time: when(room.prequeueOpensAt) })}</p>
            <Countdown label={w.opensIn} text={countdown(opensAtMs)} />
          </>
        ) : phase.kind === 'waiting' && phase.place.status === 'prequeue' ? (
          <>
            <h2 className={styles.heading}>{w.prequeueHeading}</h2>
            <p>{fillText(w.prequeueText, { time: when(room.onSaleAt) })}</p>
            <Countdown label={w.onSaleIn} text={countdown(onSaleMs)} />
            <PlaceId id={placeId} label={w.placeId} />
            <p className={checkoutStyles.muted}>{w.keepOpen}</p>
          </>
        ) : phase.kind === 'waiting' ? (
          <>
            <h2 className={styles.heading}>{w.queuedHeading}</h2>
            <dl className={styles.figures}>
              <div>
                <dt>{w.place}</dt>
                <dd>{phase.place.position?.toLocaleString(m.locale) ?? '…'}</dd>
              </div>
              <div>
                <dt>{w.ahead}</dt>
                <dd>{phase.place.ahead?.toLocaleString(m.locale) ?? '…'}</dd>
              </div>
              <div>
                <dt>{w.estimatedWait}</dt>
                <dd>{waitText(phase.place.estimated_wait_seconds, w)}</dd>
              </div>
            </dl>
            <PlaceId id={placeId} label={w.placeId} />
            <p className={checkoutStyles.muted}>{w.keepOpen}</p>
          </>
        ) : phase.kind === 'turn' ? (
          <>
            <h2 ref={turnHeading} tabIndex={-1} className={styles.heading}>
              {w.admittedHeading}
            </h2>
            <p>{fillText(w.admittedText, { minutes: room.admissionMinutes })}</p>
            <TicketSelection
              eventId={event.id}
              eventStatus={event.status ?? 'live'}
              timeZone={event.timeZone}
              openDiscount={event.openDiscount ?? false}
              bogo={event.bogo ?? false}
              admissionToken={phase.admission}
              onHeld={(order) => setPhase({ kind: 'checkout', order })}
              onReserved={paid}
            />
          </>
        ) : phase.kind === 'checkout' ? (
          <CompleteOrderForm order={phase.order} onPaid={paid} onStartAgain={() => setPhase({ kind: 'used' })} requiresApproval={event.requiresApproval === true} />
        ) : phase.kind === 'used' || phase.kind === 'lost' ? (
          <>
            <p role="alert">{phase.kind === 'used' ? w.admissionUsed : w.placeLost}</p>
            <button
              type="button"
              className={checkoutStyles.secondary}
              onClick={() => {
                placeToken.current = null
                setAttempt((n) => n + 1)
                setPhase({ kind: 'joining' })
                void join()
              }}
            >
              {w.joinAgain}
            </button>
          </>
        ) : (
          <p role="alert">{phase.message}</p>
        )}
      </section>
      <p>
        <a href={eventHref}>{w.backToEvent}</a>
      </p>
    </main>
  )
}

function Countdown({ label, text }: { label: string; text: string }) {
  return (
    <p className={styles.countdown}>
      <span className={styles.countdownLabel}>{label}</span>{' '}
      <span role="timer" className={styles.countdownValue}>
        {text}
      </span>
    </p>
  )
}

/** Where the buyer finds their own entry in the draw's published list (docs/waiting-room.md). */
function PlaceId({ id, label }: { id: string | null; label: string }) {
  if (!id) return null
  return (
    <p className={checkoutStyles.muted}>
      {label}: <code className={styles.placeId}>{id}</code>
    </p>
  )
}

function waitText(seconds: number | null, w: CheckoutTexts['waitingRoom']): string {
  if (seconds === null) return w.waitUnknown
  if (seconds < 60) return w.waitUnderMinute
  return fillText(w.waitMinutes, { minutes: Math.round(seconds / 60) })
}
