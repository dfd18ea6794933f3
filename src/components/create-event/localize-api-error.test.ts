import { expect, test } from 'vitest'
import german from '@/messages/de/actions.json'
import { localizeApiError } from './localize-api-error'

const refusal = { status: 400, error: 'INVALID_ARGUMENT', description: 'Some fields are not valid.', argumentErrors: { name: ['Enter your name.'], message: ['Use at most 5,000 characters.'], website: ['Invalid URL'] } }

test('A German page shows the API’s known field messages in German and a plain request for the unknown ones', () => {
  const { message, fieldErrors } = localizeApiError(refusal, german.errors, 'Something went wrong.')
  expect(message).toBe(german.errors.invalid)
  expect(fieldErrors.name).toEqual([german.errors.known.enterName])
  expect(fieldErrors.message).toEqual(['Verwende höchstens 5000 Zeichen.'])
  expect(fieldErrors.website).toEqual([german.errors.field])
})

test('A refusal the page knows by its words, or by its code, is told in German', () => {
  expect(localizeApiError({ status: 409, error: 'CONFLICT', description: 'Tickets have been sold for this event: cancel it instead.', argumentErrors: {} }, german.errors, '').message).toBe(german.errors.known.ticketsSold)
  expect(localizeApiError({ status: 429, error: 'RATE_LIMITED', description: 'Too many messages.', argumentErrors: {} }, german.errors, '').message).toBe(german.errors.rateLimited)
})

test('An English page keeps the API’s own words', () => {
  expect(localizeApiError(refusal, null, 'Something went wrong.')).toEqual({ message: 'Some fields are not valid.', fieldErrors: refusal.argumentErrors })
})
