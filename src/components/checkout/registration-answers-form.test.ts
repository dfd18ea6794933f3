import { expect, test } from 'vitest'
import { checkoutMessages } from './checkout-messages'
import { computeAnswerErrors, computeAnswerInputs, type AskedQuestion } from './registration-answers-form'

const size: AskedQuestion = {
  id: '10',
  label: 'T-shirt size',
  kind: 'single',
  per: 'attendee',
  required: true,
  options: ['S', 'M', 'L'],
  attendees: [
    { attendee_index: 0, seat: 0, ticket_class_id: '1', ticket_class_name: 'General' },
    { attendee_index: 1, seat: 1, ticket_class_id: '1', ticket_class_name: 'General' },
  ],
}
const company: AskedQuestion = { id: '11', label: 'Company', kind: 'text', per: 'order', required: false, options: [], attendees: [] }
const phone: AskedQuestion = { id: '12', label: 'Phone', kind: 'phone', per: 'order', required: false, options: [], attendees: [] }

test('Required fields are sent even when empty, optional empty ones are left out', () => {
  const { answers, keys } = computeAnswerInputs([size, company, phone], { '10:0': 'M', '12': '+1 555 0100 22' })
  expect(answers).toEqual([
    { question_id: '10', attendee_index: 0, value: 'M' },
    { question_id: '10', attendee_index: 1, value: '' },
    { question_id: '12', value: '+1 555 0100 22' },
  ])
  expect(keys).toEqual(['10:0', '10:1', '12'])
})

test('The server’s field errors land on their fields, in the page’s words', () => {
  const errors = computeAnswerErrors(
    { 'answers[1].value': ['This question needs an answer.'], 'answers[2].value': ['Enter a phone number with 7 to 15 digits.'], 'answers[question_id=10][attendee_index=0]': ['This question needs an answer.'] },
    [size, company, phone],
    ['10:1', '10:1', '12'],
    checkoutMessages,
  )
  expect(errors).toEqual({ '10:1': 'This question needs an answer.', '12': checkoutMessages.phoneInvalid, '10:0': 'This question needs an answer.' })
})
