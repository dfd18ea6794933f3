import { z } from 'zod'
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/core/accounts/account-rules'

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

