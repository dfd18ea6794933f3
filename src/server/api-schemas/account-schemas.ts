import { z } from 'zod'
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/core/accounts/account-rules'
import { FEATURE_FLAG_KEYS } from '@/core/feature-flags/feature-flags'
import type { Endpoint } from '../api-handler'
import { optionalText } from './query-params'

const password = z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH)

export const ChangeAccountBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('name'), fullName: z.string().max(FULL_NAME_MAX_LENGTH, `Use at most ${FULL_NAME_MAX_LENGTH} characters.`) }),
  z.object({ kind: z.literal('email'), email: z.string().max(EMAIL_MAX_LENGTH), currentPassword: password }),
  z.object({ kind: z.literal('password'), currentPassword: password, newPassword: z.string().max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`) }),
])

export const changeAccountEndpoint = {
  method: 'PATCH',
  path: '/api/v3/users/{publicId}/',
  summary: 'Change name, email or password',
  description:
    '`{kind:"name", fullName}`, `{kind:"email", email, currentPassword}` or `{kind:"password", currentPassword, newPassword}`. A new email or password ends the other sessions. Owner only. 204.',
  tags: ['account'],
  body: ChangeAccountBodySchema,
  response: z.null(),
  errors: [400, 401, 403, 409],
} satisfies Endpoint

export const deleteAccountEndpoint = {
  method: 'DELETE',
  path: '/api/v3/users/{publicId}/',
  summary: 'Delete my account',
  description: 'Needs the password and `confirmation: "DELETE"`. Personal data goes; order records stay anonymised. Owner only. 204.',
  tags: ['account'],
  body: z.object({ password, confirmation: z.string().max(20) }),
  response: z.null(),
  errors: [400, 401, 403],
} satisfies Endpoint

export const exportAccountEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/export/',
  summary: 'Download my data (JSON)',
  description: 'Account, likes, follows, interests, collections and orders, as an attachment. Owner only.',
  tags: ['account'],
  query: z.object({}),
  response: z.object({ account: z.object({ publicId: z.string(), email: z.string() }).loose() }).loose(),
  errors: [401, 403],
} satisfies Endpoint

export const changePhotoEndpoint = {
  method: 'POST',
  path: '/api/v3/users/{publicId}/photo/',
  summary: 'Upload my photo',
  description: '`multipart/form-data` with a `photo` file (JPEG, PNG or WebP, ≤ 5 MB), stored as a 256×256 WebP. `DELETE` removes it. Owner only.',
  tags: ['account'],
  response: z.object({ thumbnailUrl: z.string().nullable() }),
  errors: [400, 401, 403],
} satisfies Endpoint

export const removePhotoEndpoint = { ...changePhotoEndpoint, method: 'DELETE', summary: 'Remove my photo', body: z.object({}) } satisfies Endpoint

export const adminSearchEndpoint = {
  method: 'GET',
  path: '/api/v3/admin/search/',
  summary: 'Staff: find users and events',
  description: 'Users by email or name, events by id or name. Staff only (401/403).',
  tags: ['admin'],
  query: z.object({ q: optionalText(200) }),
  response: z.object({ users: z.array(z.object({}).loose()), events: z.array(z.object({}).loose()) }),
  errors: [400, 401, 403],
} satisfies Endpoint

const FlagsSchema = z.object(Object.fromEntries(FEATURE_FLAG_KEYS.map((k) => [k, z.boolean()])))

export const listFlagsEndpoint = {
  method: 'GET',
  path: '/api/v3/admin/feature-flags/',
  summary: 'Staff: the feature flags',
  description: 'The spec §3 flags and chatbotEnabled. Staff only.',
  tags: ['admin'],
  query: z.object({}),
  response: z.object({ flags: FlagsSchema }),
  errors: [401, 403],
} satisfies Endpoint

export const setFlagEndpoint = {
  method: 'PUT',
  path: '/api/v3/admin/feature-flags/{key}/',
  summary: 'Staff: turn a feature flag on or off',
  description: 'Takes effect on the next page load. Unknown flag: 404. Staff only.',
  tags: ['admin'],
  body: z.object({ enabled: z.boolean() }),
  response: z.object({ key: z.string(), enabled: z.boolean() }),
  errors: [400, 401, 403, 404],
} satisfies Endpoint
