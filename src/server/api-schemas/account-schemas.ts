import { z } from 'zod'
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/core/accounts/account-rules'
import { FEATURE_FLAG_KEYS } from '@/core/feature-flags/feature-flags'

export const password = z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH)

export const ChangeAccountBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('name'), fullName: z.string().max(FULL_NAME_MAX_LENGTH, `Use at most ${FULL_NAME_MAX_LENGTH} characters.`) }),
  z.object({ kind: z.literal('email'), email: z.string().max(EMAIL_MAX_LENGTH), currentPassword: password }),
  z.object({ kind: z.literal('password'), currentPassword: password, newPassword: z.string().max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`) }),
])

export const FlagsSchema = z.object(Object.fromEntries(FEATURE_FLAG_KEYS.map((k) => [k, z.boolean()])))

