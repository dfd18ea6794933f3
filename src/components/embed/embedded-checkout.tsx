'use client'
// The embedded checkout (issue 41, decision 070): the same steps as the event page's checkout dialog
// (choose and hold, details and payment, the test provider's 3-D Secure step), inside a frame on the
// organizer's own site, with no cookies (its calls carry the page's signed session, api-fetch.ts). Every
// step stays in the frame; the finished order is shown here and told to the host page (`order_completed`),
// and links out of the frame open a new tab. The frame tells the host when it is ready (the host script
// falls back to a new tab when it never is) and how tall its content is.
import { useCallback, useEffect, useRef, useState } from 'react'
import { setEmbedSession } from '@/components/api/api-fetch'
import { CompleteOrderForm } from '@/components/checkout/complete-order-form'
import { ConfirmPayment } from '@/components/checkout/confirm-payment'
import { confirmationPath } from '@/components/checkout/confirmation-path'
import { getOrder } from '@/components/checkout/checkout-api'
import { SeriesDateChoice, type CheckoutEvent, type SeriesDate } from '@/components/checkout/checkout-dialog'
import type { CheckoutTexts } from '@/components/checkout/checkout-messages'
import { CheckoutMessagesProvider, useCheckoutMessages } from '@/components/checkout/checkout-messages-context'
import type { OrderJson } from '@/components/checkout/checkout-types'
import { TicketSelection } from '@/components/checkout/ticket-selection'
import checkoutStyles from '@/components/checkout/checkout.module.css'
import { UserProvider } from '@/components/user/user-provider'
import { formatSeriesDate } from '@/core/events/event-date-range'
import { fillText } from '@/core/i18n/fill-text'
import { postToHost, readHostMessage, type EmbedMessage } from './embed-messaging'
import styles from './embedded-checkout.module.css'

export type EmbedMode = 'overlay' | 'inline' | 'page'

export type EmbeddedCheckoutProps = {
  event: CheckoutEvent
  seriesDates: SeriesDate[]
  /** The signed session this page was rendered with (embed-session.ts). */
  session: string
  /** The framing page's origin, checked against the organizer's list; null when not framed by one. */
  hostOrigin: string | null
  mode: EmbedMode
  texts: CheckoutTexts
  locale: string
  pathPrefix: string
  /** The event's page on Tessera, for "Tickets by Tessera". */
  eventUrl: string
}

type Step =
  | { kind: 'choose'; attempt: number }
  | { kind: 'hold'; order: OrderJson; alert?: string }
  | { kind: 'bank'; order: OrderJson; reference: string; token: string | null }
  | { kind: 'external-bank'; order: OrderJson; token: string | null }
  | { kind: 'done'; order: OrderJson }

export function EmbeddedCheckout({ session, texts, locale, pathPrefix, ...props }: EmbeddedCheckoutProps) {
  // Set while rendering, before any child's effect calls the API: every call of this page is the frame's.
  setEmbedSession(session)
  return (
    <UserProvider initialUser={null} revalidate={false}>
      <CheckoutMessagesProvider texts={texts} locale={locale} pathPrefix={pathPrefix}>
        <EmbeddedCheckoutBody {...props} />
      </CheckoutMessagesProvider>
    </UserProvider>
  )
}

const BANK_STEP = /\/checkout\/confirm-payment\/([^/?#]+)/

function EmbeddedCheckoutBody({ event, seriesDates, hostOrigin, mode, eventUrl }: Omit<EmbeddedCheckoutProps, 'session' | 'texts' | 'locale' | 'pathPrefix'>) {
  const m = useCheckoutMessages()
  const e = m.embed
  const rootRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [eventId, setEventId] = useState<string | null>(seriesDates.length > 0 ? null : event.id)
  const [step, setStep] = useState<Step>({ kind: 'choose', attempt: 0 })
  const framed = hostOrigin !== null
  const post = useCallback((message: EmbedMessage) => postToHost(hostOrigin, message), [hostOrigin])
  const newTab = framed ? { target: '_blank', rel: 'noopener' } : {}

  // Ready, and the content's height whenever it changes (the host sizes an inline frame to it).
  useEffect(() => {
    post({ type: 'ready', event_id: event.id })
    const root = rootRef.current
    if (!root || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => post({ type: 'resize', height: Math.ceil(root.getBoundingClientRect().height) }))
    observer.observe(root)
    return () => observer.disconnect()
  }, [post, event.id])

  // The host opened the overlay: the checkout's heading takes focus, so a screen reader starts there.
  useEffect(() => {
    const onMessage = (message: MessageEvent) => {
      if (readHostMessage(message, hostOrigin) === 'open') headingRef.current?.focus()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [hostOrigin])

  // Escape closes the overlay, as it closes the site's own checkout dialog.
  useEffect(() => {
    if (mode !== 'overlay') return
    const onKey = (key: KeyboardEvent) => {
      if (key.key === 'Escape') post({ type: 'close' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [mode, post])

  const finished = useCallback(
    (order: OrderJson) => {
      setStep({ kind: 'done', order })
      post({ type: 'order_completed', order_id: order.id, event_id: order.event_id, status: order.status })
    },
    [post],
  )
  const attempts = useRef(0)
  const startAgain = useCallback(() => setStep({ kind: 'choose', attempt: ++attempts.current }), [])

  // The payment's extra step: the test provider's page is shown here; a bank's own page opens a new tab.
  const navigate = (order: OrderJson) => (href: string) => {
    const url = new URL(href, window.location.href)
    const token = url.searchParams.get('token') || order.access_token || null
    const bank = url.origin === window.location.origin ? BANK_STEP.exec(url.pathname) : null
    if (bank) setStep({ kind: 'bank', order, reference: decodeURIComponent(bank[1]!), token })
    else {
      window.open(url.href, '_blank', 'noopener')
      setStep({ kind: 'external-bank', order, token })
    }
  }

  const dateUtc = seriesDates.length > 0 ? seriesDates.find((d) => d.id === eventId)?.startUtc : event.startUtc
  return (
    <main ref={rootRef} className={styles.root} aria-label={e.checkoutLabel}>
      <div className={checkoutStyles.head}>
        <div>
          <h1 ref={headingRef} tabIndex={-1} className={`${checkoutStyles.title} ${styles.title}`} lang={event.contentLang}>
            {event.name}
          </h1>
          {dateUtc ? (
            <p className={checkoutStyles.muted}>
              <time dateTime={dateUtc}>{formatSeriesDate(new Date(dateUtc), event.timeZone, m.locale)}</time>
            </p>
          ) : null}
        </div>
        {mode === 'overlay' ? (
          <button type="button" className={checkoutStyles.close} aria-label={e.closeCheckout} onClick={() => post({ type: 'close' })}>
            ×
          </button>
        ) : null}
      </div>
      {step.kind === 'done' ? (
        <Finished order={step.order} newTab={newTab} onStartAgain={startAgain} />
      ) : step.kind === 'bank' ? (
        <ConfirmPayment
          reference={step.reference}
          orderId={step.order.id}
          token={step.token}
          headingLevel={2}
          onSettled={finished}
          onBack={() => setStep({ kind: 'hold', order: step.order, alert: m.bankStepFailed })}
        />
      ) : step.kind === 'external-bank' ? (
        <ExternalBankStep order={step.order} token={step.token} onSettled={finished} />
      ) : step.kind === 'hold' ? (
        <CompleteOrderForm
          order={step.order}
          onPaid={finished}
          onStartAgain={startAgain}
          navigate={navigate(step.order)}
          requiresApproval={event.requiresApproval === true}
          {...(step.alert ? { initialAlert: step.alert } : {})}
        />
      ) : eventId === null ? (
        <SeriesDateChoice seriesDates={seriesDates} timeZone={event.timeZone} onChoose={setEventId} heading="h2" />
      ) : (
        <>
          {seriesDates.length > 0 ? (
            <p>
              <button type="button" className={checkoutStyles.secondary} onClick={() => setEventId(null)}>
                {m.otherDate}
              </button>
            </p>
          ) : null}
          <TicketSelection
            key={`${eventId}-${step.attempt}`}
            eventId={eventId}
            eventStatus={event.status ?? 'live'}
            timeZone={event.timeZone}
            openDiscount={event.openDiscount ?? false}
            bogo={event.bogo ?? false}
            onHeld={(order) => setStep({ kind: 'hold', order })}
            onReserved={finished}
          />
        </>
      )}
      <p className={styles.footer}>
        <a href={eventUrl} {...newTab}>
          {e.poweredBy}
        </a>
      </p>
    </main>
  )
}

function Finished({ order, newTab, onStartAgain }: { order: OrderJson; newTab: { target?: string; rel?: string }; onStartAgain: () => void }) {
  const m = useCheckoutMessages()
  const e = m.embed
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  const values = { order: order.id, email: order.buyer?.email ?? '' }
  const settled = order.status === 'paid' || order.status === 'pending_approval'
  if (!settled) {
    // The hold lapsed while the bank was asked and its tickets were sold meanwhile: the money went back.
    return (
      <div>
        <p role="alert" className={checkoutStyles.alert}>
          {m.holdExpired}
        </p>
        <button type="button" className={checkoutStyles.primary} onClick={onStartAgain}>
          {m.startAgain}
        </button>
      </div>
    )
  }
  const pending = order.status === 'pending_approval'
  return (
    <section aria-labelledby="embed-done" className={styles.done}>
      <h2 id="embed-done" ref={ref} tabIndex={-1}>
        {pending ? e.pendingTitle : e.doneTitle}
      </h2>
      <p role="status">{fillText(pending ? e.pendingText : e.doneText, values)}</p>
      <p>
        <a className={checkoutStyles.openButton} href={m.path(confirmationPath(order))} {...newTab}>
          {e.viewOrder}
          {newTab.target ? <span className={styles.newTab}> {e.newTab}</span> : null}
        </a>
      </p>
    </section>
  )
}

const EXTERNAL_POLL_MS = 2_000
const EXTERNAL_POLLS = 300

/** A bank's own page, opened in a new tab: the order is asked until the payment settles it. */
function ExternalBankStep({ order, token, onSettled }: { order: OrderJson; token: string | null; onSettled: (order: OrderJson) => void }) {
  const m = useCheckoutMessages()
  useEffect(() => {
    let live = true
    void (async () => {
      for (let i = 0; i < EXTERNAL_POLLS && live; i++) {
        await new Promise((resolve) => setTimeout(resolve, EXTERNAL_POLL_MS))
        const answer = await getOrder(order.id, token).catch(() => null)
        if (live && answer && answer.order.status !== 'reserved') return onSettled(answer.order)
      }
    })()
    return () => {
      live = false
    }
  }, [order.id, token, onSettled])
  return <p role="status">{m.embed.bankStepNewTab}</p>
}
