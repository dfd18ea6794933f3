import { z } from 'zod'
import { COLLECTION_NAME_MAX } from '@/core/social/collections'
import { MAX_INTERESTS } from '@/core/social/interests'
import { EventSchema } from './event-schemas'
import { booleanFlag, intInRange, optionalText } from './query-params'

export const PaginationSchema = z.object({ object_count: z.int(), page_number: z.int(), page_size: z.int(), page_count: z.int() })

export const PageQuerySchema = z.object({ page: intInRange(1, 1000, 1) })

export const SavedEventsResponseSchema = z.object({ events: z.array(EventSchema), total: z.int(), page: z.int(), page_size: z.int() })
export const SavedStateResponseSchema = z.object({ saved: z.boolean(), numSavedEvents: z.int() })

export const FollowedOrganizerSchema = z.object({ id: z.string(), name: z.string(), url: z.string(), numFollowers: z.int(), imageUrl: z.string().nullable() })

export const FollowStateResponseSchema = z.object({ following: z.boolean(), numFollowers: z.int() })

export const InterestsSchema = z
  .object({
    categories: z.array(z.int().min(1).max(999)).max(MAX_INTERESTS).default([]),
    subcategories: z.array(z.int().min(1).max(99_999)).max(MAX_INTERESTS).default([]),
    tags: z.array(z.string().max(40)).max(MAX_INTERESTS).default([]),
  })
  .meta({ id: 'Interests' })

export const ForYouQuerySchema = z.object({
  place_id: optionalText(40).describe('A place id; omitted: everywhere'),
  online: booleanFlag.describe('`1` for online events'),
  page: intInRange(1, 100, 1),
  page_size: intInRange(1, 50, 20),
})

export const CollectionSchema = z
  .object({ id: z.string(), name: z.string(), isPublic: z.boolean(), eventCount: z.int(), createdAt: z.string() })
  .meta({ id: 'Collection' })

export const collectionName = z.string().max(COLLECTION_NAME_MAX * 2)

