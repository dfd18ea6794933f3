import { getViewerId } from '@/core/accounts/get-viewer-id'
import { askConcierge } from '@/core/concierge/ask-concierge'
import { createAskGate, DEFAULT_ASK_GATE } from '@/core/concierge/ask-gate'
import { computePreferredLocale } from '@/core/i18n/page-locale'
import { env } from '@/env'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getConciergeDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { readSessionToken } from '@/server/session-cookie'
import { AskAnswerSchema, AskBodySchema } from '@/server/api-schemas/concierge-schemas'

export const askEndpoint = {
  method: 'POST',
  path: '/alt-search/mobile-bff/relevance/ask',
  summary: 'Ask the event concierge',
  description:
    'Interprets a plain-words request plus the earlier messages of the conversation (dates, categories, formats, tags, price, place, follow-ups) and answers either `ask_user` with one question when the request is too vague, or `results` (schema.org Event JSON-LD of our own events, at most 12) with a `summary` of what was found and how it was understood. Understands English, Spanish, French and German and answers in the language of the question (`language`); a question whose words do not tell is answered in the first supported language of `Accept-Language`. A few asks are worked on at a time per server; when too many wait, a 429 with Retry-After answers at once. CSRF required.',
  tags: ['concierge'],
  body: AskBodySchema,
  response: AskAnswerSchema,
  errors: [400, 403, 429],
} satisfies Endpoint

// One per process: asks take turns so that they never hold up the rest of the site (issue 21 finding 2);
// how many at once depends on where the SQL runs (CONCIERGE_ASKS_AT_ONCE, issue 39 finding 15).
let gate: ReturnType<typeof createAskGate> | undefined
const askGate = () =>
  (gate ??= createAskGate({ ...DEFAULT_ASK_GATE, concurrency: env().conciergeAsksAtOnce, restRatio: env().conciergeAskRestRatio }))

export const POST = handleJson(askEndpoint, (body, request) =>
  askGate().run(async () => {
    const deps = await getConciergeDeps()
    return askConcierge(deps, {
      ...body,
      origin: requestOrigin(),
      viewerUserId: await getViewerId(deps, readSessionToken(request)),
      // The chat sends its page's locale as Accept-Language (api-fetch.ts); other clients their own.
      pageLocale: computePreferredLocale(request.headers.get('accept-language')),
    })
  }),
)
