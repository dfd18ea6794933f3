import { expect, test } from 'vitest'
import { computeNewPasswordProblem } from '@/core/accounts/password-strength'
import english from '@/messages/en/settings.json'
import german from '@/messages/de/settings.json'
import { localizeAccountError } from './localize-account-error'

test('A wrong current password and a weak new one are told in German, beside their fields', () => {
  const weak = computeNewPasswordProblem('password1')!
  const refusal = { status: 400, error: 'INVALID_ARGUMENT', description: weak, argumentErrors: { newPassword: [weak], currentPassword: ['Your current password is not right.'] } }
  const { message, fieldErrors } = localizeAccountError(refusal, german.errors)
  expect(message).toBe('Wähle ein Passwort, das schwerer zu erraten ist. Probiere ein paar Wörter, die nichts miteinander zu tun haben.')
  expect(fieldErrors).toEqual({ newPassword: [message], currentPassword: ['Dein aktuelles Passwort stimmt nicht.'] })
})

test('A count in the API’s message stays in the German text; an unknown field message asks to check the field', () => {
  const refusal = { status: 400, error: 'INVALID_ARGUMENT', description: 'Use at least 8 characters.', argumentErrors: { newPassword: ['Use at least 8 characters.'], photo: ['Something new.'] } }
  const { message, fieldErrors } = localizeAccountError(refusal, german.errors)
  expect(message).toBe('Verwende mindestens 8 Zeichen.')
  expect(fieldErrors).toEqual({ newPassword: ['Verwende mindestens 8 Zeichen.'], photo: ['Prüfe dieses Feld.'] })
})

test('A refusal the page does not know by its words is told by its status', () => {
  expect(localizeAccountError({ status: 429, error: 'RATE_LIMITED', description: 'Slow down.', argumentErrors: {} }, german.errors).message).toBe(german.errors.rateLimited)
  expect(localizeAccountError({ status: 409, error: 'CONFLICT', description: 'Something else.', argumentErrors: {} }, german.errors).message).toBe(german.errors.conflict)
  expect(localizeAccountError({ status: 409, error: 'CONFLICT', description: 'That email address cannot be used. Try another one.', argumentErrors: {} }, german.errors).message).toBe(
    'Diese E-Mail-Adresse kann nicht verwendet werden. Versuche eine andere.',
  )
})

test('Every known English text is what the API says, so the English catalog reads as the API does', () => {
  const refusal = (description: string) => ({ status: 400, error: 'INVALID_ARGUMENT', description, argumentErrors: {} })
  for (const text of Object.values(english.errors.known)) {
    const filled = text.replace('{min}', '8').replace('{max}', '128')
    expect(localizeAccountError(refusal(filled), english.errors).message, text).toBe(filled)
  }
})
