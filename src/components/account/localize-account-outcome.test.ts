import { expect, test } from 'vitest'
import french from '@/messages/fr/settings.json'
import german from '@/messages/de/settings.json'
import { localizeAccountOutcome } from './localize-account-outcome'

const outcome = (error: string | null, fieldErrors: Record<string, string[]> = {}) => ({ id: 'x', form: 'signup', error, fieldErrors, values: { email: 'anna@example.com' } })

test('A plain sign-up refused for a short password says so in German, beside the field, and keeps the typed values', () => {
  const shown = localizeAccountOutcome(outcome('Use at least 8 characters.', { password: ['Use at least 8 characters.'] }), german.errors)
  expect(shown).toEqual({ ...outcome('Verwende mindestens 8 Zeichen.'), fieldErrors: { password: ['Verwende mindestens 8 Zeichen.'] } })
})

test('A plain sign-in with a wrong password says so in French', () => {
  expect(localizeAccountOutcome(outcome('That email and password do not match an account.'), french.errors).error).toBe(
    'Cette adresse e-mail et ce mot de passe ne correspondent à aucun compte.',
  )
})

test('The form handler’s own refusals, the rate limit and an unknown failure are said in the page’s language', () => {
  expect(localizeAccountOutcome(outcome('This page was open too long. Please try again.'), german.errors).error).toBe('Diese Seite war zu lange geöffnet. Versuche es bitte erneut.')
  expect(localizeAccountOutcome(outcome('Too many attempts. Please wait a few minutes and try again.'), french.errors).error).toBe(french.errors.rateLimited)
  expect(localizeAccountOutcome(outcome('Something went wrong. Please try again.'), german.errors).error).toBe(german.errors.generic)
  expect(localizeAccountOutcome(outcome('Something new.', { email: ['Something new.'] }), french.errors)).toMatchObject({ error: french.errors.invalid, fieldErrors: { email: ['Vérifiez ce champ.'] } })
})

test('A plain submission that succeeded is shown as it is', () => {
  const done = outcome(null)
  expect(localizeAccountOutcome(done, german.errors)).toBe(done)
})
