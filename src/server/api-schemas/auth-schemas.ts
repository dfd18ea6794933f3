import { z } from 'zod'
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/core/accounts/account-rules'

// One message per problem (issue 23): an empty address is told to enter one, not also that it is invalid.
export const EmailSchema = z
  .string()
  .trim()
  .min(1, { message: 'Enter your email address.', abort: true })
  .max(EMAIL_MAX_LENGTH)
  .email('Enter a valid email address.')
// Length beyond the maximum is refused before any hashing work.
const password = z.string().min(1, { message: 'Enter your password.', abort: true }).max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)

export const SignUpBodySchema = z.object({
  email: EmailSchema,
  password,
  fullName: z.string().trim().min(1, 'Enter your full name.').max(FULL_NAME_MAX_LENGTH, `Use at most ${FULL_NAME_MAX_LENGTH} characters.`),
  /** Where the confirmed account goes (our own path; anything else means `/`). */
  referrer: z.string().max(2000).optional(),
})
export const SignInBodySchema = z.object({ email: EmailSchema, password })
export const SignedInResponseSchema = z.object({ publicId: z.string() })
/** A sign-up's answer, the same for a new address and a taken one (decision 050). */
export const SignUpResponseSchema = z.object({ status: z.literal('confirmation_sent'), email: z.string() })

