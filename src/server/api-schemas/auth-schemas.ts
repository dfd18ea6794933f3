import { z } from 'zod'
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/core/accounts/account-rules'
import type { Endpoint } from '../api-handler'

const email = z.string().trim().min(1, 'Enter your email address.').max(EMAIL_MAX_LENGTH).email('Enter a valid email address.')
// Length beyond the maximum is refused before any hashing work.
const password = z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)

export const SignUpBodySchema = z.object({
  email,
  password,
  fullName: z.string().trim().min(1, 'Enter your full name.').max(FULL_NAME_MAX_LENGTH, `Use at most ${FULL_NAME_MAX_LENGTH} characters.`),
})
export const SignInBodySchema = z.object({ email, password })
export const SignedInResponseSchema = z.object({ publicId: z.string() })

export const signUpEndpoint = {
  method: 'POST',
  path: '/home/api/auth/signup/',
  summary: 'Create an account and sign in',
  description:
    'Sets the HttpOnly session cookie and queues an email-verification email. Rate-limited per IP and per email (429 with Retry-After). A taken email answers exactly like a new one (201, same body and cookie shape) but signs nobody in; the owner is emailed instead (issue 21 finding 8).',
  tags: ['auth'],
  body: SignUpBodySchema,
  response: SignedInResponseSchema,
  errors: [400, 403, 429],
} satisfies Endpoint

export const signInEndpoint = {
  method: 'POST',
  path: '/home/api/auth/signin/',
  summary: 'Sign in with email and password',
  description:
    'Sets a brand-new session cookie (the previous session is ended). Wrong email or password: 401 with one message for both. Failures are capped per IP and slowed per account and IP together with growing delays (429 with Retry-After), so nobody can lock another\'s account.',
  tags: ['auth'],
  body: SignInBodySchema,
  response: SignedInResponseSchema,
  errors: [400, 401, 403, 429],
} satisfies Endpoint

export const signOutEndpoint = {
  method: 'POST',
  path: '/home/api/auth/signout/',
  summary: 'Sign out',
  description: 'Deletes the session and clears its cookie. 204.',
  tags: ['auth'],
  body: z.object({}),
  response: z.null(),
  errors: [403],
} satisfies Endpoint
