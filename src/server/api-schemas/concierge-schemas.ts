import { z } from 'zod'

/** Longest chat message accepted; the chat input stops at 500 characters (spec §5 maxLength truncates). */
export const MAX_CONCIERGE_QUERY_LENGTH = 1000
/** Earlier messages sent with a request; a conversation longer than this keeps its latest ones. */
export const MAX_QUERY_HISTORY = 20

const chatText = z
  .string({ message: 'must be a string' })
  .max(MAX_CONCIERGE_QUERY_LENGTH, `must be at most ${MAX_CONCIERGE_QUERY_LENGTH} characters`)

export const AskBodySchema = z.object({
  location: z.string({ message: 'must be a location slug' }).trim().max(200).optional().default(''),
  query: chatText.refine((v) => v.trim() !== '', 'must not be empty').describe('The new chat message'),
  queryHistory: z
    .array(chatText, { message: 'must be a list of earlier messages' })
    .max(100, 'must hold at most 100 messages')
    .optional()
    .default([])
    .transform((list) => list.slice(-MAX_QUERY_HISTORY))
    .describe('Earlier user messages of this conversation, oldest first'),
  retry: z.number({ message: 'must be a number' }).int().min(0).max(1000).optional().default(0),
  threadId: z.string({ message: 'must be a string' }).max(100).optional().default('').describe('Random UUID per chat session'),
})

const SchemaOrgEventSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.enum(['Event', 'EventGroup']),
  '@id': z.string(),
  name: z.string(),
  url: z.string(),
  image: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  location: z.object({ '@type': z.string(), name: z.string(), address: z.object({ addressLocality: z.string().nullable() }).loose() }).loose(),
  offers: z.object({ lowPrice: z.number(), highPrice: z.number(), priceCurrency: z.string(), availabilityStarts: z.string().optional() }).loose(),
}).loose()

const answerLanguage = z.string().describe('BCP 47 tag of the language the answer is written in: the language of the question, else the page\'s (Accept-Language)')

export const AskAnswerSchema = z.union([
  z.object({ ask_user: z.object({ message: z.string() }), language: answerLanguage }),
  z.object({
    language: answerLanguage,
    results: z.array(z.object({ schema_object: SchemaOrgEventSchema, description: z.string(), url: z.string(), name: z.string() })),
    summary: z.object({ message: z.string() }),
    understood: z
      .object({
        text: z.string().nullable(),
        place: z.object({ kind: z.enum(['here', 'online', 'named', 'around']) }).loose(),
        dates: z.union([z.object({ keyword: z.string() }), z.object({ startDate: z.string(), endDate: z.string() })]).nullable(),
        timeOfDay: z.enum(['morning', 'afternoon', 'evening']).nullable(),
        categoryIds: z.array(z.number()),
        subcategoryIds: z.array(z.number()),
        formatIds: z.array(z.number()),
        tags: z.array(z.string()),
        price: z.enum(['free', 'paid']).nullable(),
        maxPriceMinor: z.number().nullable(),
      })
      .describe('The structured search this answer ran'),
    relaxed: z
      .array(z.string())
      .describe('When the search asked for found nothing: what was relaxed to find these results, in order (widen the dates, nearby places, then filters)'),
    show_all: z
      .object({ url: z.string(), count: z.number(), exact: z.boolean() })
      .describe('The results page of the search this answer ran; exact is false when that page is a wider search'),
  }),
])

