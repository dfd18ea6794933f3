'use client'
// The held order's step (issue 19): countdown, summary, buyer and attendee details, then the built-in
// test provider's card form for paid orders. A declined card keeps the hold and lets the buyer try again;
// an expired hold says so and offers to start again. Used by the checkout dialog and by the order page
// (a wait-list offer or a guest's link to an unfinished order).
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { AnswerValue } from '@/core/ticketing/registration-rules'
import { FormField } from '@/components/account/form-field'
import { ApiError } from '@/components/api/api-fetch'
import { useUser } from '@/components/user/user-provider'
import { cancelOrder, completeOrder, getOrderAnswers } from './checkout-api'
import { amountText, errorMessage, isFreeOrder } from './checkout-text'
import { useCheckoutMessages } from './checkout-messages-context'
import type { OrderJson } from './checkout-types'
import { HoldCountdown } from './hold-countdown'
import { OrderSummary } from './order-summary'
import { computeAnswerErrors, computeAnswerInputs, computeAnswerValues, type AskedQuestion } from './registration-answers-form'
import { RegistrationQuestions } from './registration-questions'
import { tokenizeTestCard, validateCard, type CardErrors } from './test-card-token'
import styles from './checkout.module.css'

export type CompleteOrderFormProps = {
  order: OrderJson
  token?: string | null
  onPaid: (order: OrderJson) => void
  onStartAgain: () => void
  /** Navigation, replaceable in component tests. */
  navigate?: (href: string) => void
  /** Said when the form opens: the bank step was failed or cancelled and the buyer is back (issue 38 point 1). */
  initialAlert?: string
  /** The organizer approves registrations (decision 064): said above the button, since the card is only authorised. */
  requiresApproval?: boolean
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function CompleteOrderForm({
  order,
  token,
  onPaid,
  onStartAgain,
  navigate = (href) => window.location.assign(href),
  initialAlert = '',
  requiresApproval = false,
}: CompleteOrderFormProps) {
  const m = useCheckoutMessages()
  const { user } = useUser()
  const id = useId()
  // A guest's hold is theirs through its signed token, which came with the order.
  const access = token ?? order.access_token ?? null
  const [expired, setExpired] = useState(order.status === 'expired')
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState(initialAlert)
  const [fieldErrors, setFieldErrors] = useState<CardErrors & { name?: string; email?: string }>({})
  const [values, setValues] = useState<Record<string, string>>({})
  const alertRef = useRef<HTMLParagraphElement>(null)
  // The event's questions at registration (decision 063), read once the form opens.
  const [questions, setQuestions] = useState<AskedQuestion[]>([])
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({})
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({})
  useEffect(() => {
    let live = true
    getOrderAnswers(order.id, access)
      .then((asked) => {
        // Only a well-formed answer is used: nothing asked otherwise.
        if (!live || !Array.isArray(asked.questions) || !Array.isArray(asked.answers)) return
        setQuestions(asked.questions)
        setAnswers((given) => ({ ...computeAnswerValues(asked.answers), ...given }))
      })
      // Without them the server still names any required answer when the order is completed.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [order.id, access])
  const quantity = order.lines.reduce((n, line) => n + line.quantity, 0)
  const paid = order.total.value > 0
  // A free event's spot: no $0 summary and no countdown (issue 38 point 6).
  const free = isFreeOrder(order)
  const onExpired = useCallback(() => setExpired(true), [])
  // Name and email start as the signed-in user's (known once the user endpoint answers) or the order's.
  const prefill: Record<string, string | undefined> = {
    name: user?.fullName ?? order.buyer?.name ?? undefined,
    email: user?.email ?? order.buyer?.email ?? undefined,
  }
  const value = (key: string) => values[key] ?? prefill[key] ?? ''
  const field = (key: string, label: string, error?: string) => ({
    id: `${id}-${key}`,
    name: key,
    label,
    value: value(key),
    onValue: (text: string) => setValues((v) => ({ ...v, [key]: text })),
    errors: error ? [error] : undefined,
  })

  const showAlert = (text: string) => {
    setAlert(text)
    // Focus moves to the message so keyboard and screen-reader users meet it first.
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const text = (key: string) => value(key).trim()
    const buyer = { name: text('name'), email: text('email') }
    const card = { number: text('card-number'), expiry: text('card-expiry'), cvc: text('card-cvc') }
    const errors: typeof fieldErrors = paid ? validateCard(card, new Date(), m) : {}
    if (!buyer.name) errors.name = m.nameRequired
    if (!EMAIL.test(buyer.email)) errors.email = m.emailInvalid
    setFieldErrors(errors)
    if (Object.keys(errors).length > 0) {
      showAlert(Object.values(errors)[0] ?? m.errors.generic!)
      return
    }
    const attendees = Array.from({ length: quantity }, (_, i) => ({ name: text(`attendee-${i}`) }))
    const given = computeAnswerInputs(questions, answers)
    setBusy(true)
    setAlert('')
    setAnswerErrors({})
    try {
      const { order: done, next_action: action } = await completeOrder(
        order.id,
        {
          buyer,
          attendees: attendees.some((a) => a.name) ? attendees : undefined,
          payment: paid ? { token: tokenizeTestCard(card) } : undefined,
          answers: questions.length > 0 ? given.answers : undefined,
        },
        access,
      )
      // A card that asks for an extra step goes to it (our own page in the page's language, or a bank's
      // address), keeping the way back to this order.
      if (action)
        navigate(
          `${action.url.startsWith('/') ? m.path(action.url) : action.url}${action.url.includes('?') ? '&' : '?'}order=${encodeURIComponent(done.id)}&token=${encodeURIComponent(done.access_token ?? access ?? '')}`,
        )
      else onPaid(done)
    } catch (error) {
      const code = error instanceof ApiError ? error.error : ''
      const text = errorMessage(code, error instanceof ApiError ? error.description : '', m)
      const fields = error instanceof ApiError ? computeAnswerErrors(error.argumentErrors, questions, given.keys, m) : {}
      if (Object.keys(fields).length > 0) {
        // Each answer's message beside its field; the alert says where to look.
        setAnswerErrors(fields)
        showAlert(m.answersInvalid)
      } else if (code === 'HOLD_EXPIRED') setExpired(true)
      else showAlert(code === 'CARD_DECLINED' ? `${text} ${m.stillHeld}` : text)
    } finally {
      setBusy(false)
    }
  }

  const cancel = async () => {
    setBusy(true)
    try {
      await cancelOrder(order.id, access)
      onStartAgain()
    } catch (error) {
      showAlert(errorMessage(error instanceof ApiError ? error.error : '', '', m))
    } finally {
      setBusy(false)
    }
  }

  if (expired) {
    return (
      <div>
        <p role="alert" className={styles.alert}>
          {m.holdExpired}
        </p>
        <button type="button" className={styles.primary} onClick={onStartAgain}>
          {m.startAgain}
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.visuallyHidden}>
        {m.holdTitle}
      </h3>
      {order.expires_at && !free ? (
        <HoldCountdown
          key={`${order.expires_at}:${order.expires_in_seconds ?? ''}`}
          expiresAt={order.expires_at}
          expiresInSeconds={order.expires_in_seconds}
          onExpired={onExpired}
        />
      ) : null}
      {free ? <p className={styles.muted}>{m.freeCancelNote}</p> : <OrderSummary order={order} />}
      <p ref={alertRef} role="alert" tabIndex={-1} className={alert ? styles.alert : styles.visuallyHidden}>
        {alert}
      </p>
      <fieldset className={styles.fieldset}>
        <legend>{m.detailsTitle}</legend>
        <FormField {...field('name', m.name, fieldErrors.name)} autoComplete="name" required />
        <FormField
          {...field('email', m.email, fieldErrors.email)}
          type="email"
          autoComplete="email"
          required
        />
        {Array.from({ length: quantity }, (_, i) => (
          <FormField key={i} {...field(`attendee-${i}`, m.attendeeName(i + 1))} autoComplete="off" />
        ))}
      </fieldset>
      {questions.length > 0 ? (
        <>
          <h4 className={styles.questionsTitle}>{m.questionsTitle}</h4>
          <RegistrationQuestions
            questions={questions}
            values={answers}
            errors={answerErrors}
            onChange={(key, v) => setAnswers((all) => ({ ...all, [key]: v }))}
            texts={m}
          />
        </>
      ) : null}
      {paid ? (
        <fieldset className={styles.fieldset}>
          <legend>{m.paymentTitle}</legend>
          <p className={styles.muted}>{m.testProvider}</p>
          <FormField
            {...field('card-number', m.cardNumber, fieldErrors.number)}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
          />
          <div className={styles.row}>
            <FormField
              {...field('card-expiry', m.expiry, fieldErrors.expiry)}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
            />
            <FormField
              {...field('card-cvc', m.cvc, fieldErrors.cvc)}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
            />
          </div>
        </fieldset>
      ) : null}
      {requiresApproval ? <p>{paid ? m.approvalPaidNote : m.approvalFreeNote}</p> : null}
      <button type="submit" className={styles.primary} aria-disabled={busy}>
        {busy ? m.paying : paid ? m.pay(amountText(order.total.value, order.total.currency, m.locale)) : m.reserve}
      </button>
      <p>
        <button type="button" className={styles.secondary} onClick={() => void cancel()} disabled={busy}>
          {m.cancelOrder}
        </button>
      </p>
    </form>
  )
}
