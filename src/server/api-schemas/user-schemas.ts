import { z } from 'zod'

export const UserSchema = z
  .object({
    isAuthenticated: z.boolean(),
    isAttendee: z.boolean(),
    isStaff: z.boolean(),
    hasTikibar: z.boolean(),
    canCreateEvents: z.boolean(),
    publicId: z.string(),
    fullName: z.string(),
    email: z.string(),
    thumbnailUrl: z.string().nullable(),
    numOrders: z.int(),
    numSavedEvents: z.int(),
    numFollowing: z.int(),
    hasPublish: z.boolean(),
    hasPaidPublish: z.boolean(),
  })
  .meta({ id: 'User', description: 'Spec §3 User.' })

export const GetUserQuerySchema = z.object({})
export const GetUserResponseSchema = z.object({ user: UserSchema.nullable() })

