import { z } from 'zod'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { PRESET_DATE_KEYWORDS } from '@/core/taxonomy/date-filters'
import { FORMATS } from '@/core/taxonomy/formats'
import { SUBCATEGORIES } from '@/core/taxonomy/subcategories'
import { parseCalendarDate, daysBetweenCalendarDates } from '@/core/search/date-window'
import { EventSchema } from './event-schemas'
import { booleanFlag, idList, intInRange, optionalNumber, optionalText, slugList } from './query-params'

const PresetDateKeywordSchema = z.enum(PRESET_DATE_KEYWORDS)

const bbox = z
  .string()
  .max(200)
  .optional()
  .transform((v, ctx) => {
    if (!v || v.trim() === '') return undefined
    const n = v.split(',').map((p) => Number(p.trim()))
    const [swLng, swLat, neLng, neLat] = n
    if (
      n.length !== 4 ||
      n.some((x) => !Number.isFinite(x)) ||
      Math.abs(swLat!) > 90 ||
      Math.abs(neLat!) > 90 ||
      Math.abs(swLng!) > 180 ||
      Math.abs(neLng!) > 180 ||
      swLat! > neLat! ||
      swLng! > neLng!
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be sw_lng,sw_lat,ne_lng,ne_lat with south-west below and left of north-east',
      })
      return z.NEVER
    }
    return { swLng: swLng!, swLat: swLat!, neLng: neLng!, neLat: neLat! }
  })

const calendarDate = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v || v.trim() === '') return undefined
    if (!parseCalendarDate(v.trim())) {
      ctx.addIssue({ code: 'custom', message: 'must be a real date as YYYY-MM-DD' })
      return z.NEVER
    }
    return v.trim()
  })

export const SearchEventsQuerySchema = z
  .object({
    q: optionalText(200).describe('Free text; the last word also matches as the start of a word'),
    exact: booleanFlag.describe('Search q as typed, never its spelling correction'),
    some_words: booleanFlag.describe('When no event has every word of q, answer events with some of them (the /d/ pages do)'),
    place_id: optionalText(64).describe('A place id from the place endpoints'),
    bbox: bbox.describe('sw_lng,sw_lat,ne_lng,ne_lat'),
    latitude: optionalNumber(-90, 90).describe('With longitude: search the ±0.3°/±0.4° box around the point'),
    longitude: optionalNumber(-180, 180),
    online_events_only: booleanFlag.describe('Only online events'),
    categories: idList(new Set(CATEGORIES.map((c) => c.id)), 'category').describe(
      'Comma-separated category ids',
    ),
    subcategories: idList(new Set(SUBCATEGORIES.map((s) => s.id)), 'subcategory').describe(
      'Comma-separated subcategory ids',
    ),
    formats: idList(new Set(FORMATS.map((f) => f.id)), 'format').describe('Comma-separated format ids'),
    dates: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v || v === '') return undefined
        const k = v.replace(/-/g, '_')
        const parsed = PresetDateKeywordSchema.safeParse(k)
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `must be one of ${PRESET_DATE_KEYWORDS.join(', ')}` })
          return z.NEVER
        }
        return parsed.data
      })
      .describe('A date keyword'),
    time_zone: z
      .string()
      .max(64)
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: v })
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be an IANA time zone such as America/New_York' })
          return z.NEVER
        }
        return v
      })
      .describe("The visitor's IANA time zone: date keywords of an online search are the visitor's days"),
    start_date: calendarDate.describe('Custom range start, YYYY-MM-DD in the place time zone'),
    end_date: calendarDate.describe('Custom range end (inclusive)'),
    price: z.enum(['free', 'paid'], { message: 'must be free or paid' }).optional().describe('free or paid'),
    tags: slugList.describe('Comma-separated tags'),
    page: intInRange(1, 1000, 1),
    page_size: intInRange(1, 50, 20),
    sort: z
      .enum(['relevance', 'date'], { message: 'must be relevance or date' })
      .optional()
      .default('relevance'),
  })
  .superRefine((q, ctx) => {
    if ((q.latitude === undefined) !== (q.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'latitude and longitude go together' })
    }
    const locations = [q.place_id !== undefined, q.bbox !== undefined, q.latitude !== undefined].filter(
      Boolean,
    ).length
    if (locations > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['place_id'],
        message: 'give one of place_id, bbox or latitude+longitude',
      })
    if ((q.start_date === undefined) !== (q.end_date === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'start_date and end_date go together' })
    }
    if (q.start_date && q.end_date) {
      const days = daysBetweenCalendarDates(parseCalendarDate(q.start_date)!, parseCalendarDate(q.end_date)!)
      if (days < 0)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must not be before start_date' })
      if (days > 366)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'the range may span at most 366 days' })
      if (q.dates)
        ctx.addIssue({ code: 'custom', path: ['dates'], message: 'give either dates or start_date/end_date' })
    }
  })

const Facet = z.object({ key: z.string(), name: z.string(), count: z.int() })

export const SearchEventsResponseSchema = z.object({
  events: z.object({
    results: z.array(EventSchema),
    pagination: z.object({
      object_count: z.int(),
      page_number: z.int(),
      page_size: z.int(),
      page_count: z.int(),
    }),
    aggs: z.object({
      categories: z.array(Facet),
      formats: z.array(Facet),
      subcategories: z.array(Facet),
      dates: z.array(z.object({ key: z.string(), label: z.string(), count: z.int() })),
      price: z.array(z.object({ key: z.enum(['free', 'paid']), count: z.int() })),
      tags: z.array(z.object({ key: z.string(), label: z.string(), count: z.int() })),
    }),
  }),
  spelling: z
    .object({
      original_query: z.string(),
      corrected_query: z.string(),
      showing_corrected: z.boolean(),
    })
    .nullable()
    .describe(
      'A correction of mistyped words of q. showing_corrected: the results are those of corrected_query (q found too little); otherwise q found enough and corrected_query is a suggestion.',
    ),
  some_words: z
    .boolean()
    .describe('True when no event has every word of q and the results are events with some of them, those with more first.'),
})

export const EventsByIdsQuerySchema = z.object({
  event_ids: z
    .string()
    .max(2000)
    .transform((v, ctx) => {
      const parts = [
        ...new Set(
          v
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
        ),
      ]
      if (parts.length === 0 || parts.length > 100 || parts.some((p) => !/^\d{1,9}$/.test(p))) {
        ctx.addIssue({ code: 'custom', message: 'must be 1 to 100 comma-separated event ids' })
        return z.NEVER
      }
      return parts.map(Number)
    })
    .describe('Comma-separated event ids'),
})

