import { z } from 'zod'
import { COLLECTION_NAME_MAX } from '@/core/social/collections'
import { MAX_INTERESTS } from '@/core/social/interests'
import type { Endpoint } from '../api-handler'
import { EventSchema } from './event-schemas'
import { booleanFlag, intInRange, optionalText } from './query-params'

const PaginationSchema = z.object({ object_count: z.int(), page_number: z.int(), page_size: z.int(), page_count: z.int() })

export const PageQuerySchema = z.object({ page: intInRange(1, 1000, 1) })

export const SavedEventsResponseSchema = z.object({ events: z.array(EventSchema), total: z.int(), page: z.int(), page_size: z.int() })
export const SavedStateResponseSchema = z.object({ saved: z.boolean(), numSavedEvents: z.int() })

export const listSavesEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/saves/',
  summary: "The user's liked events",
  description: 'Owner only (401 signed out, 403 for anyone else). Most recently liked first, 50 a page.',
  tags: ['likes'],
  query: PageQuerySchema,
  response: SavedEventsResponseSchema,
  errors: [400, 401, 403],
} satisfies Endpoint

export const saveEventEndpoint = {
  method: 'PUT',
  path: '/api/v3/users/{publicId}/saves/{eventId}/',
  summary: 'Like (save) an event',
  description: 'Idempotent. `DELETE` on the same path unlikes. Owner only. Unknown event: 404.',
  tags: ['likes'],
  body: z.object({}),
  response: SavedStateResponseSchema,
  errors: [401, 403, 404],
} satisfies Endpoint

export const unsaveEventEndpoint = { ...saveEventEndpoint, method: 'DELETE', summary: 'Unlike an event' } satisfies Endpoint

export const FollowedOrganizerSchema = z.object({ id: z.string(), name: z.string(), url: z.string(), numFollowers: z.int(), imageUrl: z.string().nullable() })

export const listFollowsEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/follows/',
  summary: 'The organizers the user follows',
  description: 'Owner only.',
  tags: ['follows'],
  query: z.object({}),
  response: z.object({ organizers: z.array(FollowedOrganizerSchema) }),
  errors: [401, 403],
} satisfies Endpoint

export const FollowStateResponseSchema = z.object({ following: z.boolean(), numFollowers: z.int() })

export const followOrganizerEndpoint = {
  method: 'PUT',
  path: '/api/v3/users/{publicId}/follows/{organizerId}/',
  summary: 'Follow an organizer',
  description: "Idempotent. `DELETE` on the same path unfollows. Answers the organizer's follower count. Owner only.",
  tags: ['follows'],
  body: z.object({}),
  response: FollowStateResponseSchema,
  errors: [401, 403, 404],
} satisfies Endpoint

export const unfollowOrganizerEndpoint = { ...followOrganizerEndpoint, method: 'DELETE', summary: 'Unfollow an organizer' } satisfies Endpoint

export const InterestsSchema = z
  .object({
    categories: z.array(z.int().min(1).max(999)).max(MAX_INTERESTS).default([]),
    subcategories: z.array(z.int().min(1).max(99_999)).max(MAX_INTERESTS).default([]),
    tags: z.array(z.string().max(40)).max(MAX_INTERESTS).default([]),
  })
  .meta({ id: 'Interests' })

export const getInterestsEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/interests/',
  summary: "The user's interests",
  description: 'Owner only.',
  tags: ['interests'],
  query: z.object({}),
  response: z.object({ interests: InterestsSchema }),
  errors: [401, 403],
} satisfies Endpoint

export const setInterestsEndpoint = {
  method: 'PUT',
  path: '/api/v3/users/{publicId}/interests/',
  summary: "Replace the user's interests",
  description: 'Categories and subcategories by spec §3 id, tags as slugs. Unknown ids: 400. Owner only.',
  tags: ['interests'],
  body: InterestsSchema,
  response: z.object({ interests: InterestsSchema }),
  errors: [400, 401, 403],
} satisfies Endpoint

export const ForYouQuerySchema = z.object({
  place_id: optionalText(40).describe('A place id; omitted: everywhere'),
  online: booleanFlag.describe('`1` for online events'),
  page: intInRange(1, 100, 1),
  page_size: intInRange(1, 50, 20),
})

export const forYouEndpoint = {
  method: 'GET',
  path: '/api/v3/destination/for-you/',
  summary: '"For you": upcoming events ranked by the viewer\'s interests and likes',
  description:
    "The search shape. Signed in with interests, likes or follows: ranked by them (liked events left out). Otherwise the most popular upcoming events near the place. `personalized` says which.",
  tags: ['discovery'],
  query: ForYouQuerySchema,
  response: z.object({ events: z.object({ results: z.array(EventSchema), pagination: PaginationSchema }), personalized: z.boolean() }),
  errors: [400],
} satisfies Endpoint

export const CollectionSchema = z
  .object({ id: z.string(), name: z.string(), isPublic: z.boolean(), eventCount: z.int(), createdAt: z.string() })
  .meta({ id: 'Collection' })

export const listCollectionsEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/collections/',
  summary: "The user's collections",
  description: 'Owner only.',
  tags: ['collections'],
  query: z.object({}),
  response: z.object({ collections: z.array(CollectionSchema) }),
  errors: [401, 403],
} satisfies Endpoint

const collectionName = z.string().max(COLLECTION_NAME_MAX * 2)

export const createCollectionEndpoint = {
  method: 'POST',
  path: '/api/v3/users/{publicId}/collections/',
  summary: 'Create a collection',
  description: 'Name 1–80 characters; private unless `isPublic`. Owner only. 201.',
  tags: ['collections'],
  body: z.object({ name: collectionName, isPublic: z.boolean().default(false) }),
  response: z.object({ collection: CollectionSchema }),
  errors: [400, 401, 403, 409],
} satisfies Endpoint

export const getCollectionEndpoint = {
  method: 'GET',
  path: '/api/v3/collections/{collectionId}/',
  summary: 'One collection with its events',
  description: "Public collections for anyone; a private one for its owner only (404 for others).",
  tags: ['collections'],
  query: z.object({}),
  response: z.object({ collection: CollectionSchema.extend({ owner: z.object({ publicId: z.string(), fullName: z.string() }), isOwner: z.boolean(), events: z.array(EventSchema) }) }),
  errors: [404],
} satisfies Endpoint

export const updateCollectionEndpoint = {
  method: 'PATCH',
  path: '/api/v3/collections/{collectionId}/',
  summary: 'Rename a collection or make it public/private',
  description: '`DELETE` on the same path deletes it. Owner only (404 for others).',
  tags: ['collections'],
  body: z.object({ name: collectionName.optional(), isPublic: z.boolean().optional() }),
  response: z.object({ collection: CollectionSchema }),
  errors: [400, 401, 404],
} satisfies Endpoint

export const deleteCollectionEndpoint = { ...updateCollectionEndpoint, method: 'DELETE', summary: 'Delete a collection', body: z.object({}), response: z.null() } satisfies Endpoint

export const addCollectionEventEndpoint = {
  method: 'PUT',
  path: '/api/v3/collections/{collectionId}/events/{eventId}/',
  summary: 'Add an event to a collection',
  description: 'Idempotent; `DELETE` removes it. Owner only (404 for others).',
  tags: ['collections'],
  body: z.object({}),
  response: z.object({ included: z.boolean(), eventCount: z.int() }),
  errors: [401, 404, 409],
} satisfies Endpoint

export const removeCollectionEventEndpoint = { ...addCollectionEventEndpoint, method: 'DELETE', summary: 'Remove an event from a collection' } satisfies Endpoint
