// Questions at registration (issue 40, decision 063): the pure rules. What an organizer may ask, how a
// buyer's answers are checked, and which seat of an order an attendee's answer belongs to. No I/O, so the
// checkout form and the server apply the same limits.
import type { ArgumentErrors } from '@/core/shared/app-error'

export const QUESTION_KINDS = ['text', 'paragraph', 'single', 'multiple', 'checkbox', 'phone'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]
export const QUESTION_PER = ['order', 'attendee'] as const
export type QuestionPer = (typeof QUESTION_PER)[number]

/** Limits an organizer meets (decision 063): enough for any real form, small enough to keep checkout short. */
export const MAX_QUESTIONS_PER_EVENT = 50
export const MAX_LABEL_LENGTH = 200
export const MAX_OPTIONS = 30
export const MAX_OPTION_LENGTH = 100
/** Limits a buyer meets: a short answer and a long one. */
export const MAX_TEXT_ANSWER = 200
export const MAX_PARAGRAPH_ANSWER = 2000

export type Question = {
  id: number
  label: string
  kind: QuestionKind
  per: QuestionPer
  required: boolean
  options: string[]
  /** Empty: every ticket class of the event. */
  ticketClassIds: number[]
}

export type AnswerValue = string | string[] | boolean
/** An answer in the API (the order's `answers`): the label as it was when answered. */
export type AnswerJson = { question_id: string; label: string; kind: string; attendee_index: number | null; value: unknown }
export type AnswerInput = { questionId: number; attendeeIndex: number | null; value: unknown }
export type CleanAnswer = { questionId: number; attendeeIndex: number | null; value: AnswerValue }

/** Whether a kind offers options to choose from. */
export function isChoiceKind(kind: QuestionKind): boolean {
  return kind === 'single' || kind === 'multiple'
}

/** Problems with a question's fields, by field (`options[2]`, …): empty when it can be saved. */
export function computeQuestionProblems(question: Pick<Question, 'label' | 'kind' | 'options' | 'ticketClassIds'>, eventClassIds: readonly number[]): ArgumentErrors {
  const errors: ArgumentErrors = {}
  const label = question.label.trim()
  if (label.length === 0) errors.label = ['Enter the question.']
  else if (label.length > MAX_LABEL_LENGTH) errors.label = [`Use at most ${MAX_LABEL_LENGTH} characters.`]
  if (isChoiceKind(question.kind)) {
    if (question.options.length < 2) errors.options = ['Give at least two options.']
    else if (question.options.length > MAX_OPTIONS) errors.options = [`Give at most ${MAX_OPTIONS} options.`]
    const seen = new Set<string>()
    question.options.forEach((option, i) => {
      const text = option.trim()
      if (text.length === 0) errors[`options[${i}]`] = ['Enter the option or remove it.']
      else if (text.length > MAX_OPTION_LENGTH) errors[`options[${i}]`] = [`Use at most ${MAX_OPTION_LENGTH} characters.`]
      else if (seen.has(text.toLowerCase())) errors[`options[${i}]`] = ['This option is already in the list.']
      seen.add(text.toLowerCase())
    })
  } else if (question.options.length > 0) {
    errors.options = ['Only single and multiple choice questions have options.']
  }
  question.ticketClassIds.forEach((id, i) => {
    if (!eventClassIds.includes(id)) errors[`ticket_class_ids[${i}]`] = ['This event has no such ticket class.']
  })
  return errors
}

/**
 * A plausible phone number (decision 063; no phone library is a dependency): an optional leading +, then
 * digits with spaces, dots, dashes or brackets between them, 7 to 15 digits in all (E.164's most).
 */
export function isPlausiblePhone(text: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(text)) return false
  const digits = text.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}

/** Whether `question` is asked for a seat of class `ticketClassId`. */
export function appliesToClass(question: Pick<Question, 'ticketClassIds'>, ticketClassId: number): boolean {
  return question.ticketClassIds.length === 0 || question.ticketClassIds.includes(ticketClassId)
}

/**
 * The order's seats, one ticket class id each, in line order (the order tickets are issued in). An
 * attendee answer's `attendee_index` counts only the seats whose class the question applies to: with
 * two "Workshop" seats and one "Dinner" seat, a question for Dinner has attendee_index 0 only.
 */
export function computeQuestionSeats(question: Pick<Question, 'ticketClassIds'>, seatClassIds: readonly number[]): number[] {
  const seats: number[] = []
  seatClassIds.forEach((classId, seat) => {
    if (appliesToClass(question, classId)) seats.push(seat)
  })
  return seats
}

/** The questions an order with these seats is asked (an order question when any seat's class is asked). */
export function computeAskedQuestions<Q extends Pick<Question, 'ticketClassIds'>>(questions: readonly Q[], seatClassIds: readonly number[]): Q[] {
  return questions.filter((q) => computeQuestionSeats(q, seatClassIds).length > 0)
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)
}

/** One answer's value, cleaned, or the message that says what is wrong with it. */
export function computeAnswerValue(question: Question, value: unknown): { value: AnswerValue } | { problem: string } {
  switch (question.kind) {
    case 'text':
    case 'paragraph': {
      if (typeof value !== 'string') return { problem: 'Enter text.' }
      const max = question.kind === 'text' ? MAX_TEXT_ANSWER : MAX_PARAGRAPH_ANSWER
      const text = value.trim()
      return text.length > max ? { problem: `Use at most ${max} characters.` } : { value: text }
    }
    case 'phone': {
      if (typeof value !== 'string') return { problem: 'Enter a phone number.' }
      const text = value.trim()
      return text === '' || isPlausiblePhone(text) ? { value: text } : { problem: 'Enter a phone number with 7 to 15 digits, e.g. +1 212 555 0100.' }
    }
    case 'single': {
      if (typeof value !== 'string') return { problem: 'Choose one of the options.' }
      const text = value.trim()
      return text === '' || question.options.includes(text) ? { value: text } : { problem: 'Choose one of the options.' }
    }
    case 'multiple': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return { problem: 'Give a list of the options chosen.' }
      const chosen = [...new Set(value.map((v) => v.trim()))]
      if (!chosen.every((v) => question.options.includes(v))) return { problem: 'Choose only from the options.' }
      // Kept in the organizer's order, so that exports read alike.
      return { value: question.options.filter((o) => chosen.includes(o)) }
    }
    case 'checkbox':
      return typeof value === 'boolean' ? { value } : { problem: 'Answer true or false.' }
  }
}

export type AnswersCheck = { answers: CleanAnswer[]; errors: ArgumentErrors }

/**
 * Checks a buyer's whole set of answers for an order (decision 063): every answer names a question the
 * order is asked, per attendee with a valid `attendee_index`, once, with a value of the question's kind;
 * every required question is answered (a required checkbox must be ticked: consent). Errors name the
 * field as the request gave it (`answers[1].value`), or, for a missing answer, the question
 * (`answers[question_id=12][attendee_index=1]`), so a form can show each message beside its field.
 */
export function checkAnswers(questions: readonly Question[], seatClassIds: readonly number[], given: readonly AnswerInput[]): AnswersCheck {
  const errors: ArgumentErrors = {}
  const answers: CleanAnswer[] = []
  const byId = new Map(questions.map((q) => [q.id, q]))
  const seen = new Set<string>()
  given.forEach((answer, i) => {
    const question = byId.get(answer.questionId)
    if (!question || computeQuestionSeats(question, seatClassIds).length === 0) {
      errors[`answers[${i}].question_id`] = ['This order is not asked that question.']
      return
    }
    let index: number | null = null
    if (question.per === 'attendee') {
      const seats = computeQuestionSeats(question, seatClassIds).length
      if (answer.attendeeIndex === null || answer.attendeeIndex < 0 || answer.attendeeIndex >= seats) {
        errors[`answers[${i}].attendee_index`] = [seats === 1 ? 'Use attendee_index 0: one attendee is asked this question.' : `Use an attendee_index from 0 to ${seats - 1}.`]
        return
      }
      index = answer.attendeeIndex
    } else if (answer.attendeeIndex !== null) {
      errors[`answers[${i}].attendee_index`] = ['This question is asked once per order: leave attendee_index out.']
      return
    }
    const key = `${question.id}:${index ?? ''}`
    if (seen.has(key)) {
      errors[`answers[${i}].question_id`] = ['This question is answered twice.']
      return
    }
    seen.add(key)
    const checked = computeAnswerValue(question, answer.value)
    if ('problem' in checked) {
      errors[`answers[${i}].value`] = [checked.problem]
      return
    }
    if (question.required && isBlank(checked.value)) {
      errors[`answers[${i}].value`] = [question.kind === 'checkbox' ? 'Tick this box to continue.' : 'This question needs an answer.']
      return
    }
    if (!isBlank(checked.value) || question.kind === 'checkbox') answers.push({ questionId: question.id, attendeeIndex: index, value: checked.value })
  })
  for (const question of questions) {
    if (!question.required) continue
    const seats = computeQuestionSeats(question, seatClassIds)
    const indexes = question.per === 'order' ? (seats.length > 0 ? [null] : []) : seats.map((_, n) => n)
    for (const index of indexes) {
      if (seen.has(`${question.id}:${index ?? ''}`)) continue
      errors[computeMissingAnswerField(question.id, index)] = [question.kind === 'checkbox' ? 'Tick this box to continue.' : 'This question needs an answer.']
    }
  }
  return { answers, errors }
}

/** The `argument_errors` key of a required answer that was not given. */
export function computeMissingAnswerField(questionId: number, attendeeIndex: number | null): string {
  return attendeeIndex === null ? `answers[question_id=${questionId}]` : `answers[question_id=${questionId}][attendee_index=${attendeeIndex}]`
}

/** How an answer reads in a list or a CSV cell: choices joined, a checkbox as Yes/No. */
export function computeAnswerText(value: unknown): string {
  if (Array.isArray(value)) return value.join('; ')
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  return typeof value === 'string' ? value : ''
}

/**
 * Each ticket's seat (0-based, in issue order) from the order's tickets: a transferred ticket's
 * replacement takes the seat of the ticket it replaced, so answers follow the seat, not the holder.
 */
export function computeTicketSeats(tickets: readonly { id: number; transferredFromTicketId: number | null }[]): Map<number, number> {
  const byId = new Map(tickets.map((t) => [t.id, t]))
  const rootOf = (id: number): number => {
    let current = byId.get(id)
    const visited = new Set<number>()
    while (current?.transferredFromTicketId != null && byId.has(current.transferredFromTicketId) && !visited.has(current.id)) {
      visited.add(current.id)
      current = byId.get(current.transferredFromTicketId)
    }
    return current?.id ?? id
  }
  const roots = [...new Set(tickets.map((t) => rootOf(t.id)))].sort((a, b) => a - b)
  return new Map(tickets.map((t) => [t.id, roots.indexOf(rootOf(t.id))]))
}

export type PlacedAnswer = { orderId: number; questionId: number; attendeeIndex: number | null; ticketClassIds: number[] }
export type SeatedTicket = { id: number; orderId: number; ticketClassId: number; transferredFromTicketId: number | null }

/**
 * Each ticket's answers (decision 063): its order's answers asked once per order, and the attendee answers
 * whose `attendee_index` falls on the ticket's seat. A transferred ticket's replacement has its seat.
 */
export function computeTicketAnswers<A extends PlacedAnswer>(tickets: readonly SeatedTicket[], answers: readonly A[]): Map<number, A[]> {
  const byOrder = new Map<number, SeatedTicket[]>()
  for (const t of tickets) {
    const list = byOrder.get(t.orderId)
    if (list) list.push(t)
    else byOrder.set(t.orderId, [t])
  }
  const answersByOrder = new Map<number, A[]>()
  for (const a of answers) {
    const list = answersByOrder.get(a.orderId)
    if (list) list.push(a)
    else answersByOrder.set(a.orderId, [a])
  }
  const result = new Map<number, A[]>()
  for (const [orderId, orderTickets] of byOrder) {
    const seats = computeTicketSeats(orderTickets)
    const seatClassIds: number[] = []
    for (const t of orderTickets) {
      const seat = seats.get(t.id)
      if (seat !== undefined && seatClassIds[seat] === undefined) seatClassIds[seat] = t.ticketClassId
    }
    const orderAnswers = answersByOrder.get(orderId) ?? []
    for (const t of orderTickets) {
      const seat = seats.get(t.id)
      result.set(
        t.id,
        orderAnswers.filter((a) => a.attendeeIndex === null || computeQuestionSeats(a, seatClassIds)[a.attendeeIndex] === seat),
      )
    }
  }
  return result
}
