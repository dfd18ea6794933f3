'use client'
// The order page's answers to the event's questions at registration (decision 063): what the buyer said,
// by order and by attendee, and "Edit answers" until the event starts, checked by the server as at
// checkout, each error beside its field.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { getOrderAnswers, updateOrderAnswers } from '@/components/checkout/checkout-api'
import { useCheckoutMessages } from '@/components/checkout/checkout-messages-context'
import { answerKey, computeAnswerErrors, computeAnswerInputs, computeAnswerValues, type OrderAnswers as OrderAnswersJson } from '@/components/checkout/registration-answers-form'
import { RegistrationQuestions } from '@/components/checkout/registration-questions'
import { errorMessage } from '@/components/checkout/checkout-text'
import type { AnswerValue } from '@/core/ticketing/registration-rules'
import checkoutStyles from '@/components/checkout/checkout.module.css'
import styles from './tickets.module.css'

export function OrderAnswers({ orderId, token }: { orderId: string; token: string | null }) {
  const m = useCheckoutMessages()
  const id = useId()
  const [state, setState] = useState<OrderAnswersJson | null>(null)
  const [editing, setEditing] = useState(false)
  const [values, setValues] = useState<Record<string, AnswerValue>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState('')
  const [alert, setAlert] = useState('')
  const alertRef = useRef<HTMLParagraphElement>(null)
  const editRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    let live = true
    getOrderAnswers(orderId, token)
      .then((answers) => {
        if (live && Array.isArray(answers.questions) && Array.isArray(answers.answers)) setState(answers)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [orderId, token])

  if (!state || (state.questions.length === 0 && state.answers.length === 0)) return null
  const text = (value: unknown) => (value === true ? m.answerYes : value === false ? m.answerNo : Array.isArray(value) ? value.join(', ') : typeof value === 'string' && value ? value : m.noAnswer)
  const given = new Map(state.answers.map((a) => [answerKey(a.question_id, a.attendee_index), a]))
  const asked = new Set(state.questions.map((q) => q.id))
  // Rows: the order's questions, then each attendee's, then answers to questions no longer asked.
  const rows: { key: string; group: string; label: string; value: unknown }[] = []
  for (const q of state.questions.filter((q) => q.per === 'order')) rows.push({ key: q.id, group: m.orderQuestions, label: q.label, value: given.get(q.id)?.value })
  const seats = [...new Set(state.questions.flatMap((q) => (q.per === 'attendee' ? q.attendees.map((a) => a.seat) : [])))].sort((a, b) => a - b)
  for (const seat of seats) {
    for (const q of state.questions) {
      const a = q.per === 'attendee' ? q.attendees.find((x) => x.seat === seat) : undefined
      if (!a) continue
      const key = answerKey(q.id, a.attendee_index)
      rows.push({ key, group: m.attendeeQuestions(seat + 1, a.ticket_class_name), label: q.label, value: given.get(key)?.value })
    }
  }
  for (const a of state.answers) if (!asked.has(a.question_id)) rows.push({ key: `old-${answerKey(a.question_id, a.attendee_index)}`, group: '', label: a.label, value: a.value })

  const startEditing = () => {
    setValues(computeAnswerValues(state.answers))
    setErrors({})
    setSaid('')
    setAlert('')
    setEditing(true)
  }
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const input = computeAnswerInputs(state.questions, values)
    setBusy(true)
    setErrors({})
    setAlert('')
    try {
      setState(await updateOrderAnswers(orderId, input.answers, token))
      setEditing(false)
      setSaid(m.answersSaved)
      requestAnimationFrame(() => editRef.current?.focus())
    } catch (error) {
      const fields = error instanceof ApiError ? computeAnswerErrors(error.argumentErrors, state.questions, input.keys, m) : {}
      setErrors(fields)
      const code = error instanceof ApiError ? error.error : ''
      setAlert(Object.keys(fields).length > 0 ? m.answersInvalid : code === 'CONFLICT' ? m.answersClosed : errorMessage(code, '', m))
      requestAnimationFrame(() => alertRef.current?.focus())
    } finally {
      setBusy(false)
    }
  }

  const groups: { name: string; rows: typeof rows }[] = []
  for (const row of rows) {
    const last = groups.at(-1)
    if (last && last.name === row.group) last.rows.push(row)
    else groups.push({ name: row.group, rows: [row] })
  }
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.answersTitle}</h2>
      <p role="status" className={said ? styles.notice : checkoutStyles.visuallyHidden}>
        {said}
      </p>
      {editing ? (
        <form onSubmit={(e) => void save(e)} noValidate aria-labelledby={`${id}-title`}>
          <p ref={alertRef} role="alert" tabIndex={-1} className={alert ? checkoutStyles.alert : checkoutStyles.visuallyHidden}>
            {alert}
          </p>
          <RegistrationQuestions questions={state.questions} values={values} errors={errors} onChange={(key, v) => setValues((all) => ({ ...all, [key]: v }))} texts={m} />
          <div className={styles.answerActions}>
            <button type="submit" className={checkoutStyles.primary} aria-disabled={busy}>
              {busy ? m.savingAnswers : m.saveAnswers}
            </button>
            <button type="button" className={checkoutStyles.secondary} onClick={() => setEditing(false)} disabled={busy}>
              {m.cancelEdit}
            </button>
          </div>
        </form>
      ) : (
        <>
          {groups.map((g) => (
            <div key={g.name || 'earlier'}>
              {g.name ? <h3 className={styles.answerGroup}>{g.name}</h3> : null}
              <dl className={styles.answers}>
                {g.rows.map((row) => (
                  <div key={row.key}>
                    <dt>{row.label}</dt>
                    <dd>{text(row.value)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
          <p className={styles.muted}>{state.editable ? m.answersEditable : state.refusal ? m.answersClosed : ''}</p>
          {state.editable && state.questions.length > 0 ? (
            <button ref={editRef} type="button" className={checkoutStyles.secondary} onClick={startEditing}>
              {m.editAnswers}
            </button>
          ) : null}
        </>
      )}
    </section>
  )
}
