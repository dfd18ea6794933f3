// PATCH and DELETE /api/v3/events/{event_id}/questions/{question_id}/ (issue 40, decision 063): change a
// question at registration or stop asking it. The event's owners and managers; door staff 403; else 404.
import 'server-only'
import { z } from 'zod'
import { deleteRegistrationQuestion } from '@/core/creators/delete-registration-question'
import { updateRegistrationQuestion } from '@/core/creators/update-registration-question'
import { MAX_QUESTIONS_PER_EVENT } from '@/core/ticketing/registration-rules'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { managerOf, requireViewer } from '@/server/request-viewer'
import { QuestionFieldsSchema, QuestionSchema } from './event-questions'

type QuestionPath = { eventId: string; questionId: string }

export const updateQuestionEndpoint = {
  method: 'PATCH',
  path: '/api/v3/events/{event_id}/questions/{question_id}/',
  summary: 'Change a question at registration',
  description:
    'Any of the fields of POST, and `position` (0-based: moves the question there, the others close up). Answers already given keep the label they were given under. Once buyers have answered it, `kind` and `per` cannot change (409: add a new question instead). The event’s owners and managers; door staff 403; anyone else 404.',
  tags: ['creators'],
  body: z.strictObject({
    label: QuestionFieldsSchema.label.optional(),
    kind: QuestionFieldsSchema.kind.optional(),
    required: QuestionFieldsSchema.required.optional(),
    per: QuestionFieldsSchema.per.optional(),
    options: QuestionFieldsSchema.options.optional(),
    ticket_class_ids: QuestionFieldsSchema.ticket_class_ids.optional(),
    position: z.int().min(0).max(MAX_QUESTIONS_PER_EVENT).optional(),
  }),
  response: z.object({ question: QuestionSchema }),
  errors: [400, 401, 403, 404, 409],
} satisfies Endpoint

export const deleteQuestionEndpoint = {
  method: 'DELETE',
  path: '/api/v3/events/{event_id}/questions/{question_id}/',
  summary: 'Stop asking a question at registration',
  description: 'Answers 204. Answers already given stay on their orders and in the exports under the label they were given. The event’s owners and managers; door staff 403; anyone else 404.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.null(),
  errors: [401, 403, 404],
} satisfies Endpoint

export async function PATCH(request: Request, ctx: PathContext<QuestionPath>): Promise<Response> {
  return handleJson(updateQuestionEndpoint, async (body) => {
    const viewer = await requireViewer(request)
    const params = await ctx.params
    const question = await updateRegistrationQuestion(await getDeps(), {
      eventId: parseIdParam(params.eventId, 'event'),
      questionId: parseIdParam(params.questionId, 'question'),
      manager: managerOf(viewer),
      patch: {
        ...(body.label !== undefined ? { label: body.label } : {}),
        ...(body.kind !== undefined ? { kind: body.kind } : {}),
        ...(body.required !== undefined ? { required: body.required } : {}),
        ...(body.per !== undefined ? { per: body.per } : {}),
        ...(body.options !== undefined ? { options: body.options } : {}),
        ...(body.ticket_class_ids !== undefined ? { ticketClassIds: body.ticket_class_ids } : {}),
      },
      position: body.position,
    })
    return { question }
  })(request)
}

export async function DELETE(request: Request, ctx: PathContext<QuestionPath>): Promise<Response> {
  return handleJson(deleteQuestionEndpoint, async () => {
    const viewer = await requireViewer(request)
    const params = await ctx.params
    await deleteRegistrationQuestion(await getDeps(), {
      eventId: parseIdParam(params.eventId, 'event'),
      questionId: parseIdParam(params.questionId, 'question'),
      manager: managerOf(viewer),
    })
    return undefined
  })(request)
}
