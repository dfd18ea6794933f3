'use client'
// The event's questions at registration (decision 063) as form fields: the order's questions once, then
// each attendee's under "Attendee 1 — General admission". Every field has its label, choices sit in a
// fieldset with a legend, and a field's error is tied to it by aria-describedby. Used by checkout and by
// the order page's "Edit answers".
import { useId } from 'react'
import type { AnswerValue } from '@/core/ticketing/registration-rules'
import { answerKey, type AskedQuestion } from './registration-answers-form'
import styles from './checkout.module.css'

export type RegistrationQuestionsTexts = { orderQuestions: string; attendeeQuestions: (number: number, ticket: string) => string; requiredMark: string }

type Props = {
  questions: readonly AskedQuestion[]
  values: Record<string, AnswerValue>
  errors: Record<string, string>
  onChange: (key: string, value: AnswerValue) => void
  texts: RegistrationQuestionsTexts
}

export function RegistrationQuestions({ questions, values, errors, onChange, texts }: Props) {
  const id = useId()
  const orderQuestions = questions.filter((q) => q.per === 'order')
  // Seats in order, each with the attendee questions asked of it.
  const seats = new Map<number, { className: string; asked: { question: AskedQuestion; attendeeIndex: number }[] }>()
  for (const question of questions) {
    if (question.per !== 'attendee') continue
    for (const a of question.attendees) {
      const seat = seats.get(a.seat) ?? { className: a.ticket_class_name, asked: [] }
      seat.asked.push({ question, attendeeIndex: a.attendee_index })
      seats.set(a.seat, seat)
    }
  }
  const field = (question: AskedQuestion, attendeeIndex: number | null) => {
    const key = answerKey(question.id, attendeeIndex)
    return <QuestionField key={key} id={`${id}-${key.replace(':', '-')}`} question={question} value={values[key]} error={errors[key]} onValue={(v) => onChange(key, v)} requiredMark={texts.requiredMark} />
  }
  return (
    <>
      {orderQuestions.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend>{texts.orderQuestions}</legend>
          {orderQuestions.map((q) => field(q, null))}
        </fieldset>
      ) : null}
      {[...seats.entries()]
        .sort(([a], [b]) => a - b)
        .map(([seat, { className, asked }]) => (
          <fieldset key={seat} className={styles.fieldset}>
            <legend>{texts.attendeeQuestions(seat + 1, className)}</legend>
            {asked.map(({ question, attendeeIndex }) => field(question, attendeeIndex))}
          </fieldset>
        ))}
    </>
  )
}

type FieldProps = { id: string; question: AskedQuestion; value: AnswerValue | undefined; error: string | undefined; onValue: (value: AnswerValue) => void; requiredMark: string }

function QuestionField({ id, question, value, error, onValue, requiredMark }: FieldProps) {
  const errorId = `${id}-error`
  const label = question.required ? `${question.label} ${requiredMark}` : question.label
  const invalid = error ? true : undefined
  const describedBy = error ? errorId : undefined
  const note = error ? (
    <p id={errorId} className={styles.fieldError}>
      {error}
    </p>
  ) : null
  switch (question.kind) {
    case 'single':
    case 'multiple': {
      const chosen = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []
      return (
        <fieldset className={styles.choices} aria-describedby={describedBy}>
          <legend>{label}</legend>
          {question.options.map((option, i) => (
            <label key={option} className={styles.choice}>
              <input
                type={question.kind === 'single' ? 'radio' : 'checkbox'}
                name={id}
                id={`${id}-${i}`}
                value={option}
                checked={chosen.includes(option)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => {
                  if (question.kind === 'single') onValue(option)
                  else onValue(e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option))
                }}
              />
              {option}
            </label>
          ))}
          {note}
        </fieldset>
      )
    }
    case 'checkbox':
      return (
        <div className={styles.checkField}>
          <label className={styles.choice}>
            <input type="checkbox" id={id} checked={value === true} aria-invalid={invalid} aria-describedby={describedBy} aria-required={question.required || undefined} onChange={(e) => onValue(e.target.checked)} />
            {label}
          </label>
          {note}
        </div>
      )
    case 'paragraph':
      return (
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <textarea id={id} className={styles.textarea} rows={4} maxLength={2000} value={typeof value === 'string' ? value : ''} aria-invalid={invalid} aria-describedby={describedBy} aria-required={question.required || undefined} onChange={(e) => onValue(e.target.value)} />
          {note}
        </div>
      )
    default:
      return (
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type={question.kind === 'phone' ? 'tel' : 'text'}
            autoComplete={question.kind === 'phone' ? 'tel' : 'off'}
            maxLength={question.kind === 'phone' ? 40 : 200}
            value={typeof value === 'string' ? value : ''}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            aria-required={question.required || undefined}
            onChange={(e) => onValue(e.target.value)}
          />
          {note}
        </div>
      )
  }
}
