import { expect, test } from 'vitest'
import { checkAnswers, computeAnswerText, computeQuestionProblems, computeQuestionSeats, computeTicketAnswers, isPlausiblePhone, type Question } from './registration-rules'

const WORKSHOP = 1
const DINNER = 2
const size: Question = { id: 10, label: 'T-shirt size', kind: 'single', per: 'attendee', required: true, options: ['S', 'M', 'L'], ticketClassIds: [] }
const diet: Question = { id: 11, label: 'Dietary needs', kind: 'text', per: 'attendee', required: false, options: [], ticketClassIds: [DINNER] }
const consent: Question = { id: 12, label: 'I agree to the code of conduct', kind: 'checkbox', per: 'order', required: true, options: [], ticketClassIds: [] }
const topics: Question = { id: 13, label: 'Topics', kind: 'multiple', per: 'order', required: false, options: ['Wood', 'Clay', 'Glass'], ticketClassIds: [] }
const phone: Question = { id: 14, label: 'Phone', kind: 'phone', per: 'order', required: false, options: [], ticketClassIds: [] }

test('An attendee question counts only the seats of the classes it applies to', () => {
  expect(computeQuestionSeats(size, [WORKSHOP, WORKSHOP, DINNER])).toEqual([0, 1, 2])
  expect(computeQuestionSeats(diet, [WORKSHOP, WORKSHOP, DINNER])).toEqual([2])
})

test('Complete, valid answers pass and are cleaned', () => {
  const { answers, errors } = checkAnswers([size, consent, topics], [WORKSHOP, WORKSHOP], [
    { questionId: 10, attendeeIndex: 0, value: ' M ' },
    { questionId: 10, attendeeIndex: 1, value: 'L' },
    { questionId: 12, attendeeIndex: null, value: true },
    { questionId: 13, attendeeIndex: null, value: ['Glass', 'Wood'] },
  ])
  expect(errors).toEqual({})
  expect(answers).toContainEqual({ questionId: 10, attendeeIndex: 0, value: 'M' })
  // Kept in the organizer's order of options.
  expect(answers).toContainEqual({ questionId: 13, attendeeIndex: null, value: ['Wood', 'Glass'] })
})

test('A missing required answer is named by its question and attendee', () => {
  const { errors } = checkAnswers([size, consent], [WORKSHOP, WORKSHOP], [{ questionId: 10, attendeeIndex: 0, value: 'S' }])
  expect(errors['answers[question_id=10][attendee_index=1]']).toEqual(['This question needs an answer.'])
  expect(errors['answers[question_id=12]']).toEqual(['Tick this box to continue.'])
})

test('A required checkbox left unticked is refused: consent must be given', () => {
  const { errors } = checkAnswers([consent], [WORKSHOP], [{ questionId: 12, attendeeIndex: null, value: false }])
  expect(errors['answers[0].value']).toEqual(['Tick this box to continue.'])
})

test('Bad values are named by their place in the request', () => {
  const { errors } = checkAnswers([size, topics, phone, diet], [WORKSHOP, DINNER], [
    { questionId: 10, attendeeIndex: 0, value: 'XXL' },
    { questionId: 13, attendeeIndex: null, value: 'Wood' },
    { questionId: 14, attendeeIndex: null, value: 'call me' },
    { questionId: 11, attendeeIndex: 0, value: 'x'.repeat(201) },
    { questionId: 10, attendeeIndex: 5, value: 'S' },
    { questionId: 99, attendeeIndex: null, value: 'hi' },
  ])
  expect(errors['answers[0].value']).toEqual(['Choose one of the options.'])
  expect(errors['answers[1].value']).toEqual(['Give a list of the options chosen.'])
  expect(errors['answers[2].value']?.[0]).toMatch(/phone number/)
  expect(errors['answers[3].value']).toEqual(['Use at most 200 characters.'])
  expect(errors['answers[4].attendee_index']).toEqual(['Use an attendee_index from 0 to 1.'])
  expect(errors['answers[5].question_id']).toEqual(['This order is not asked that question.'])
})

test('An order question takes no attendee index, and a question is answered once', () => {
  const { errors } = checkAnswers([consent, size], [WORKSHOP], [
    { questionId: 12, attendeeIndex: 0, value: true },
    { questionId: 10, attendeeIndex: 0, value: 'S' },
    { questionId: 10, attendeeIndex: 0, value: 'M' },
  ])
  expect(errors['answers[0].attendee_index']).toBeDefined()
  expect(errors['answers[2].question_id']).toEqual(['This question is answered twice.'])
})

test('A question for a class the order does not hold is not asked', () => {
  const { errors } = checkAnswers([{ ...diet, required: true }], [WORKSHOP], [])
  expect(errors).toEqual({})
})

test('Plausible phone numbers have 7 to 15 digits and only phone punctuation', () => {
  expect(isPlausiblePhone('+1 (212) 555-0100')).toBe(true)
  expect(isPlausiblePhone('030 1234567')).toBe(true)
  expect(isPlausiblePhone('12345')).toBe(false)
  expect(isPlausiblePhone('+1234567890123456')).toBe(false)
  expect(isPlausiblePhone('555-CALL-NOW')).toBe(false)
})

test('A question needs a label, and choices need two distinct options', () => {
  expect(computeQuestionProblems({ label: ' ', kind: 'text', options: [], ticketClassIds: [] }, [])).toEqual({ label: ['Enter the question.'] })
  expect(computeQuestionProblems({ label: 'Size', kind: 'single', options: ['S'], ticketClassIds: [] }, []).options).toBeDefined()
  expect(computeQuestionProblems({ label: 'Size', kind: 'single', options: ['S', 's'], ticketClassIds: [] }, [])['options[1]']).toEqual(['This option is already in the list.'])
  expect(computeQuestionProblems({ label: 'Size', kind: 'text', options: [], ticketClassIds: [7] }, [1, 2])['ticket_class_ids[0]']).toBeDefined()
})

test('Attendee answers land on their seat, also after a transfer; order answers on every ticket', () => {
  const tickets = [
    { id: 100, orderId: 1, ticketClassId: WORKSHOP, transferredFromTicketId: null },
    { id: 101, orderId: 1, ticketClassId: WORKSHOP, transferredFromTicketId: null },
    // The second seat was given to someone else: its new ticket has a later id.
    { id: 200, orderId: 1, ticketClassId: WORKSHOP, transferredFromTicketId: 101 },
  ]
  const answers = [
    { orderId: 1, questionId: 10, attendeeIndex: 0, ticketClassIds: [], value: 'S' },
    { orderId: 1, questionId: 10, attendeeIndex: 1, ticketClassIds: [], value: 'L' },
    { orderId: 1, questionId: 12, attendeeIndex: null, ticketClassIds: [], value: true },
  ]
  const byTicket = computeTicketAnswers(tickets, answers)
  expect(byTicket.get(100)?.map((a) => a.value)).toEqual(['S', true])
  expect(byTicket.get(200)?.map((a) => a.value)).toEqual(['L', true])
})

test('Answers read as text in lists and exports', () => {
  expect(computeAnswerText(['Wood', 'Glass'])).toBe('Wood; Glass')
  expect(computeAnswerText(true)).toBe('Yes')
  expect(computeAnswerText(false)).toBe('No')
  expect(computeAnswerText(undefined)).toBe('')
})
