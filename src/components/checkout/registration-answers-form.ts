// The buyer's answers to the event's questions at registration (decision 063) as the checkout and the
// order page hold them: one value per field, keyed by question and attendee, turned into the API's
// `answers` and back; the API's field errors placed on their fields, in the page's language.
import type { AnswerValue } from '@/core/ticketing/registration-rules'

export type AskedQuestion = {
  id: string
  label: string
  kind: 'text' | 'paragraph' | 'single' | 'multiple' | 'checkbox' | 'phone'
  per: 'order' | 'attendee'
  required: boolean
  options: string[]
  attendees: { attendee_index: number; seat: number; ticket_class_id: string; ticket_class_name: string }[]
}

export type GivenAnswer = { question_id: string; label: string; attendee_index: number | null; value: unknown }
export type OrderAnswers = { questions: AskedQuestion[]; answers: GivenAnswer[]; editable: boolean; editable_until: string | null; refusal: string | null }

export type AnswerInput = { question_id: string; attendee_index?: number; value: AnswerValue }

/** A field's key: the question, and for an attendee question the attendee. */
export function answerKey(questionId: string, attendeeIndex: number | null): string {
  return attendeeIndex === null ? questionId : `${questionId}:${attendeeIndex}`
}

/** The form's values from answers already given. */
export function computeAnswerValues(answers: readonly GivenAnswer[]): Record<string, AnswerValue> {
  const values: Record<string, AnswerValue> = {}
  for (const a of answers) {
    if (typeof a.value === 'string' || typeof a.value === 'boolean' || Array.isArray(a.value)) values[answerKey(a.question_id, a.attendee_index)] = a.value as AnswerValue
  }
  return values
}

/** The API's `answers` for every field of the form, in order, and each one's field key. */
export function computeAnswerInputs(questions: readonly AskedQuestion[], values: Record<string, AnswerValue>): { answers: AnswerInput[]; keys: string[] } {
  const answers: AnswerInput[] = []
  const keys: string[] = []
  const add = (q: AskedQuestion, attendeeIndex: number | null) => {
    const key = answerKey(q.id, attendeeIndex)
    const empty = q.kind === 'checkbox' ? false : q.kind === 'multiple' ? [] : ''
    const value = values[key] ?? empty
    // An unanswered optional field is left out; a required one is sent so the server names it.
    if (!q.required && (value === '' || (Array.isArray(value) && value.length === 0))) return
    answers.push({ question_id: q.id, ...(attendeeIndex === null ? {} : { attendee_index: attendeeIndex }), value })
    keys.push(key)
  }
  for (const q of questions) {
    if (q.per === 'order') add(q, null)
    else for (const a of q.attendees) add(q, a.attendee_index)
  }
  return { answers, keys }
}

export type AnswerErrorTexts = { answerRequired: string; consentRequired: string; phoneInvalid: string; chooseOption: string; answerTooLong: (max: number) => string }

/** The API's `argument_errors` about answers, as one message per field key in the page's language. */
export function computeAnswerErrors(argumentErrors: Record<string, string[]>, questions: readonly AskedQuestion[], keys: readonly string[], m: AnswerErrorTexts): Record<string, string> {
  const errors: Record<string, string> = {}
  const byId = new Map(questions.map((q) => [q.id, q]))
  const say = (q: AskedQuestion | undefined, missing: boolean): string => {
    if (!q) return m.answerRequired
    if (q.kind === 'checkbox') return m.consentRequired
    if (missing) return m.answerRequired
    if (q.kind === 'phone') return m.phoneInvalid
    if (q.kind === 'single' || q.kind === 'multiple') return m.chooseOption
    return m.answerTooLong(q.kind === 'text' ? 200 : 2000)
  }
  for (const field of Object.keys(argumentErrors)) {
    const missing = /^answers\[question_id=(\d+)\](?:\[attendee_index=(\d+)\])?$/.exec(field)
    if (missing) {
      const key = answerKey(missing[1]!, missing[2] === undefined ? null : Number(missing[2]))
      errors[key] = say(byId.get(missing[1]!), true)
      continue
    }
    const given = /^answers\[(\d+)\]\.(\w+)$/.exec(field)
    const key = given ? keys[Number(given[1])] : undefined
    if (!key) continue
    const q = byId.get(key.split(':')[0]!)
    // A blank required answer comes back as "needs an answer" on its value.
    errors[key] = say(q, (argumentErrors[field] ?? []).some((text) => /needs an answer/.test(text)))
  }
  return errors
}
