import { z } from 'zod'
import { optionalNumber, optionalText } from './query-params'

export const AutocompleteQuerySchema = z
  .object({
    q: z
      .string({ message: 'is required' })
      .max(200, 'must be at most 200 characters')
      .refine((v) => v.trim() !== '', 'must not be empty')
      .describe('What the user has typed'),
    completion_types: z
      .string()
      .max(200)
      .optional()
      .transform((v) => {
        // Unknown completion types are ignored, so older and newer clients keep working.
        const wanted = (v ?? 'event,query').split(',').map((s) => s.trim())
        return (['event', 'query'] as const).filter((t) => wanted.includes(t))
      })
      .describe('Comma-separated: event, query (default both)'),
    'expand.destination_event': z
      .string()
      .max(200)
      .optional()
      .describe('primary_venue,image: always included'),
    place_id: optionalText(64),
    latitude: optionalNumber(-90, 90),
    longitude: optionalNumber(-180, 180),
  })
  .superRefine((q, ctx) => {
    if ((q.latitude === undefined) !== (q.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'latitude and longitude go together' })
    }
  })

export const TrendingQuerySchema = z.object({
  location: optionalText(120).describe('A location slug such as ny--new-york'),
  timeframe: z
    .enum(['day', 'week', 'month'], { message: 'must be day, week or month' })
    .optional()
    .default('week'),
})

