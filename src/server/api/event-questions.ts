// GET and POST /api/v3/events/{event_id}/questions/ (issue 40, decision 063): the event's questions at
// registration, and adding one. The event's owners and managers; door staff 403; anyone else 404.
import 'server-only'
import { z } from 'zod'
import { addRegistrationQuestion } from '@/core/creators/add-registration-question'
import { listRegistrationQuestions } from '@/core/creators/list-registration-questions'
import { MAX_LABEL_LENGTH, MAX_OPTION_LENGTH, MAX_OPTIONS, MAX_QUESTIONS_PER_EVENT, QUESTION_KINDS, QUESTION_PER } from '@/core/ticketing/registration-rules'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { managerOf, requireViewer } from '@/server/request-viewer'

export const QuestionSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  per: z.enum(QUESTION_PER).describe('order: asked once per order; attendee: once per ticket of the classes it applies to'),
  required: z.boolean(),
  options: z.array(z.string()).describe('The choices of a single or multiple choice question; empty for other kinds'),
  ticket_class_ids: z.array(z.string()).describe('The ticket classes it applies to; empty: all'),
  position: z.int().describe('0-based place in the list; buyers meet the questions in this order'),
})

/** The writable fields (POST requires label, kind, per; PATCH takes any). */
export const QuestionFieldsSchema = {
  label: z.string().max(MAX_LABEL_LENGTH + 100),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  per: z.enum(QUESTION_PER),
  options: z.array(z.string().max(MAX_OPTION_LENGTH + 100)).max(MAX_OPTIONS + 20),
  ticket_class_ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(200),
}

export const listQuestionsEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/questions/',
  summary: "An event's questions at registration",
  description: 'In the order buyers meet them. The event’s owners and managers (staff read); door staff 403; anyone else 404.',
  tags: ['creators'],
  query: z.object({}),
  response: z.object({ questions: z.array(QuestionSchema) }),
  errors: [401, 403, 404],
} satisfies Endpoint

export const addQuestionEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/questions/',
  summary: 'Add a question buyers answer at registration',
  description:
    `Answers 201 \`{question}\`, last in the list. \`kind\`: text (up to 200 characters), paragraph (up to 2,000), single or multiple (choices from \`options\`, 2–${MAX_OPTIONS}, each up to ${MAX_OPTION_LENGTH} characters, no repeats), checkbox (true/false; a required one must be ticked: consent), phone (7–15 digits, an optional leading +, spaces, dots, dashes and brackets between). \`per\`: order (once) or attendee (once per ticket of the classes in \`ticket_class_ids\`, empty for all). Labels up to ${MAX_LABEL_LENGTH} characters; at most ${MAX_QUESTIONS_PER_EVENT} questions per event (409). The event’s owners and managers; door staff 403; anyone else 404.`,
  tags: ['creators'],
  body: z.strictObject({
    ...QuestionFieldsSchema,
    required: QuestionFieldsSchema.required.optional(),
    options: QuestionFieldsSchema.options.optional(),
    ticket_class_ids: QuestionFieldsSchema.ticket_class_ids.optional(),
  }),
  response: z.object({ question: QuestionSchema }),
  errors: [400, 401, 403, 404, 409],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleGet(listQuestionsEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    return { questions: await listRegistrationQuestions(await getDeps(), { eventId, manager: managerOf(viewer) }) }
  })(request)
}

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(
    addQuestionEndpoint,
    async (body) => {
      const viewer = await requireViewer(request)
      const eventId = parseIdParam((await ctx.params).eventId, 'event')
      const question = await addRegistrationQuestion(await getDeps(), {
        eventId,
        manager: managerOf(viewer),
        question: { label: body.label, kind: body.kind, per: body.per, required: body.required ?? false, options: body.options ?? [], ticketClassIds: body.ticket_class_ids ?? [] },
      })
      return { question }
    },
    { successStatus: 201 },
  )(request)
}
