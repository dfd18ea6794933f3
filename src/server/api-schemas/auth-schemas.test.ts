import { expect, test } from 'vitest'
import { zodIssuesToArgumentErrors } from '@/server/api-handler'
import { SignUpBodySchema } from './auth-schemas'

function fieldErrors(body: unknown): Record<string, string[]> {
  const parsed = SignUpBodySchema.safeParse(body)
  return parsed.success ? {} : zodIssuesToArgumentErrors(parsed.error.issues, 'body')
}

test('Sign-up with an empty email is told one thing per problem: to enter an address', () => {
  const errors = fieldErrors({ email: '  ', password: '', fullName: 'Ada' })
  expect(errors.email).toEqual(['Enter your email address.'])
  expect(errors.password).toEqual(['Enter your password.'])
})

test('Sign-up with a malformed email is told that it is not valid', () => {
  expect(fieldErrors({ email: 'ada@', password: 'x', fullName: 'Ada' }).email).toEqual(['Enter a valid email address.'])
})
