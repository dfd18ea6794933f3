import { expect, test } from 'vitest'
import { computePasswordProblem } from '@/core/accounts/account-rules'
import { computeNewPasswordProblem } from '@/core/accounts/new-password-problem'
import { RESET_LINK_REFUSED } from '@/core/accounts/reset-password'
import { SIGN_IN_REFUSED } from '@/core/accounts/sign-in'
import { VERIFY_LINK_REFUSED } from '@/core/accounts/verify-email'
import { SignInBodySchema, SignUpBodySchema } from '@/server/api-schemas/auth-schemas'
import english from '@/messages/en/settings.json'
import french from '@/messages/fr/settings.json'
import german from '@/messages/de/settings.json'
import { localizeAccountError } from './localize-account-error'

test('A leaked new password is told in German as one', () => {
  const leaked = computeNewPasswordProblem('password1')!
  const { message } = localizeAccountError({ status: 400, error: 'INVALID_ARGUMENT', description: leaked, argumentErrors: { newPassword: [leaked] } }, german.errors)
  expect(message).toBe('Dieses Passwort steht auf einer Liste von Passwörtern, die bei Datenlecks veröffentlicht wurden. Wähle ein anderes.')
})

test('A wrong current password and a weak new one are told in German, beside their fields', () => {
  const weak = computeNewPasswordProblem('Summer2024!')!
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

test('Sign-in, sign-up and password reset refusals are told in German and French', () => {
  const refusal = (status: number, description: string, argumentErrors: Record<string, string[]> = {}) => ({ status, error: '', description, argumentErrors })
  const wrong = refusal(401, 'That email and password do not match an account.')
  expect(localizeAccountError(wrong, german.errors).message).toBe('Diese E-Mail-Adresse und dieses Passwort passen zu keinem Konto.')
  expect(localizeAccountError(wrong, french.errors).message).toBe('Cette adresse e-mail et ce mot de passe ne correspondent à aucun compte.')
  const blank = refusal(400, 'Some fields are not valid.', { email: ['Enter your email address.'], password: ['Enter your password.'] })
  expect(localizeAccountError(blank, german.errors)).toEqual({
    message: 'Einige Felder sind nicht gültig.',
    fieldErrors: { email: ['Gib deine E-Mail-Adresse ein.'], password: ['Gib dein Passwort ein.'] },
  })
  expect(localizeAccountError(refusal(400, 'Some fields are not valid.', { email: ['Enter a valid email address.'] }), french.errors).fieldErrors).toEqual({
    email: ['Saisissez une adresse e-mail valide.'],
  })
  const expired = 'This link has expired or has already been used. Ask for a new one.'
  expect(localizeAccountError(refusal(400, expired, { token: [expired] }), french.errors)).toEqual({
    message: 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
    fieldErrors: { token: ['Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.'] },
  })
  expect(localizeAccountError(refusal(400, 'This link has expired or has already been used.'), german.errors).message).toBe('Dieser Link ist abgelaufen oder wurde schon verwendet.')
  expect(localizeAccountError(refusal(400, 'Some fields are not valid.', { password: ['Enter a new password.'] }), german.errors).fieldErrors).toEqual({ password: ['Gib ein neues Passwort ein.'] })
  expect(localizeAccountError(refusal(429, 'Too many attempts. Please wait a few minutes and try again.'), french.errors).message).toBe(french.errors.rateLimited)
  expect(localizeAccountError(refusal(403, 'The CSRF token does not match.'), german.errors).message).toBe('Diese Seite war zu lange geöffnet. Versuche es bitte erneut.')
})

test('Every refusal the sign-in, sign-up and link endpoints word themselves has a German text', () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? []
  const said = [
    SIGN_IN_REFUSED,
    RESET_LINK_REFUSED,
    VERIFY_LINK_REFUSED,
    ...messages(SignInBodySchema.safeParse({ email: '', password: '' })),
    ...messages(SignInBodySchema.safeParse({ email: 'anna@', password: 'x'.repeat(129) })),
    ...messages(SignUpBodySchema.safeParse({ email: 'anna@example.com', password: 'long enough', fullName: ' ' })),
    ...['short', 'aaaaaaaaaa', 'annasmith-tickets'].map((password) => computePasswordProblem(password, { email: 'annasmith@example.com' })),
  ]
  expect(said).toHaveLength(11)
  for (const description of said) {
    const { message } = localizeAccountError({ status: 400, error: '', description: description!, argumentErrors: {} }, german.errors)
    expect([german.errors.invalid, german.errors.field], description!).not.toContain(message)
  }
})
