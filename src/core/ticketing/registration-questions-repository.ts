// Data access for questions at registration and their answers (issue 40, decision 063). A deleted question
// keeps its row (deleted_at) so that answers already given still join to it; answers carry their own copy
// of the label and kind besides.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { events, orders, registrationAnswers, registrationQuestions, tickets, ticketClasses } from '@/db/schema'
import type { Question, QuestionKind, QuestionPer } from './registration-rules'

export type QuestionRow = Question & { eventId: number; position: number }

const QUESTION_COLUMNS = {
  id: registrationQuestions.id,
  eventId: registrationQuestions.eventId,
  label: registrationQuestions.label,
  kind: registrationQuestions.kind,
  per: registrationQuestions.per,
  required: registrationQuestions.required,
  options: registrationQuestions.options,
  ticketClassIds: registrationQuestions.ticketClassIds,
  position: registrationQuestions.position,
}

type RawQuestion = { [K in keyof typeof QUESTION_COLUMNS]: (typeof QUESTION_COLUMNS)[K]['_']['data'] }

function toQuestion(row: RawQuestion): QuestionRow {
  // The CHECK constraints hold kind and per to these values.
  return { ...row, kind: row.kind as QuestionKind, per: row.per as QuestionPer }
}

/** The event's live questions in the organizer's order. */
export async function findQuestionsByEventId(db: Db, eventId: number): Promise<QuestionRow[]> {
  const rows = await db
    .select(QUESTION_COLUMNS)
    .from(registrationQuestions)
    .where(and(eq(registrationQuestions.eventId, eventId), isNull(registrationQuestions.deletedAt)))
    .orderBy(asc(registrationQuestions.position), asc(registrationQuestions.id))
  return rows.map(toQuestion)
}

/** The questions an order of `eventId` is asked: the event's own, or for a series' date, its series'. */
export async function findQuestionsForOrderEvent(db: Db, eventId: number): Promise<QuestionRow[]> {
  const rows = await db
    .select(QUESTION_COLUMNS)
    .from(registrationQuestions)
    .where(
      and(
        isNull(registrationQuestions.deletedAt),
        or(eq(registrationQuestions.eventId, eventId), sql`${registrationQuestions.eventId} = (select ${events.seriesParentId} from ${events} where ${events.id} = ${eventId})`),
      ),
    )
    .orderBy(asc(registrationQuestions.position), asc(registrationQuestions.id))
  return rows.map(toQuestion)
}

export async function findQuestionById(db: Db, questionId: number): Promise<QuestionRow | null> {
  const [row] = await db
    .select(QUESTION_COLUMNS)
    .from(registrationQuestions)
    .where(and(eq(registrationQuestions.id, questionId), isNull(registrationQuestions.deletedAt)))
  return row ? toQuestion(row) : null
}

export async function countQuestionsOfEvent(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrationQuestions)
    .where(and(eq(registrationQuestions.eventId, eventId), isNull(registrationQuestions.deletedAt)))
  return row?.n ?? 0
}

export async function findTicketClassIdsOfEvent(db: Db, eventId: number): Promise<number[]> {
  const rows = await db.select({ id: ticketClasses.id }).from(ticketClasses).where(eq(ticketClasses.eventId, eventId))
  return rows.map((r) => r.id)
}

export type NewQuestion = Omit<Question, 'id'> & { eventId: number; position: number; now: Date }

export async function insertQuestion(db: Db, q: NewQuestion): Promise<QuestionRow> {
  const [row] = await db
    .insert(registrationQuestions)
    .values({ eventId: q.eventId, label: q.label, kind: q.kind, per: q.per, required: q.required, options: q.options, ticketClassIds: q.ticketClassIds, position: q.position, createdAt: q.now, updatedAt: q.now })
    .returning(QUESTION_COLUMNS)
  if (!row) throw new Error('The question was not saved.')
  return toQuestion(row)
}

export type QuestionPatch = Partial<Pick<Question, 'label' | 'kind' | 'per' | 'required' | 'options' | 'ticketClassIds'>>

export async function updateQuestionFields(db: Db, questionId: number, patch: QuestionPatch, now: Date): Promise<void> {
  await db.update(registrationQuestions).set({ ...patch, updatedAt: now }).where(eq(registrationQuestions.id, questionId))
}

/** Writes the event's questions' positions 0, 1, 2, … in the order given. */
export async function updateQuestionPositions(db: Db, questionIdsInOrder: readonly number[], now: Date): Promise<void> {
  for (const [position, id] of questionIdsInOrder.entries()) {
    await db.update(registrationQuestions).set({ position, updatedAt: now }).where(eq(registrationQuestions.id, id))
  }
}

export async function markQuestionDeleted(db: Db, questionId: number, now: Date): Promise<void> {
  await db.update(registrationQuestions).set({ deletedAt: now, updatedAt: now }).where(eq(registrationQuestions.id, questionId))
}

export async function isQuestionAnswered(db: Db, questionId: number): Promise<boolean> {
  const [row] = await db.select({ id: registrationAnswers.id }).from(registrationAnswers).where(eq(registrationAnswers.questionId, questionId)).limit(1)
  return row !== undefined
}

/** `ticketClassIds`: the question's (deleted or not), which place an attendee answer on its seat. */
export type AnswerRow = { orderId: number; questionId: number; attendeeIndex: number | null; label: string; kind: string; value: unknown; position: number; deleted: boolean; ticketClassIds: number[] }

function selectAnswers(db: Db) {
  return db
    .select({
      orderId: registrationAnswers.orderId,
      questionId: registrationAnswers.questionId,
      attendeeIndex: registrationAnswers.attendeeIndex,
      label: registrationAnswers.label,
      kind: registrationAnswers.kind,
      value: registrationAnswers.value,
      position: registrationQuestions.position,
      deletedAt: registrationQuestions.deletedAt,
      ticketClassIds: registrationQuestions.ticketClassIds,
    })
    .from(registrationAnswers)
    .innerJoin(registrationQuestions, eq(registrationQuestions.id, registrationAnswers.questionId))
}

// In the questions' order (a deleted question's answers last), order answers before attendee answers.
const ANSWER_ORDER = [sql`${registrationQuestions.deletedAt} is not null`, asc(registrationQuestions.position), asc(registrationQuestions.id), sql`${registrationAnswers.attendeeIndex} nulls first`]

function toAnswerRow({ deletedAt, ...r }: Awaited<ReturnType<typeof selectAnswers>>[number]): AnswerRow {
  return { ...r, deleted: deletedAt !== null }
}

/** The answers of these orders, in the questions' order. */
export async function findAnswersByOrderIds(db: Db, orderIds: readonly number[]): Promise<AnswerRow[]> {
  if (orderIds.length === 0) return []
  const rows = await selectAnswers(db)
    .where(inArray(registrationAnswers.orderId, [...orderIds]))
    .orderBy(...ANSWER_ORDER)
  return rows.map(toAnswerRow)
}

// An event's orders: its own, or for a series, its dates' (as the attendee list reads them).
const eventOrdersSql = (eventId: number) => sql`${orders.eventId} in (select x.id from ${events} x where x.id = ${eventId} or x.series_parent_id = ${eventId})`

/** The answers of an event's orders (for the attendee list and its CSV). */
export async function findAnswersByEventId(db: Db, eventId: number): Promise<AnswerRow[]> {
  const rows = await selectAnswers(db)
    .innerJoin(orders, eq(orders.id, registrationAnswers.orderId))
    .where(eventOrdersSql(eventId))
    .orderBy(...ANSWER_ORDER)
  return rows.map(toAnswerRow)
}

/** Every ticket of an event's orders, for placing attendee answers on their seats. */
export async function findSeatTicketsByEventId(db: Db, eventId: number): Promise<SeatTicket[]> {
  return db
    .select({ id: tickets.id, orderId: tickets.orderId, ticketClassId: tickets.ticketClassId, transferredFromTicketId: tickets.transferredFromTicketId })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eventOrdersSql(eventId))
}

export type SeatTicket = { id: number; orderId: number; ticketClassId: number; transferredFromTicketId: number | null }

export type NewAnswer = { questionId: number; attendeeIndex: number | null; label: string; kind: string; value: unknown }

/**
 * Replaces an order's answers to `questionIds` (the questions it is asked now) with these; answers to a
 * deleted question stay as given. The caller holds the order's row lock.
 */
export async function replaceAnswersOfOrder(db: Db, orderId: number, questionIds: readonly number[], answers: readonly NewAnswer[], now: Date): Promise<void> {
  if (questionIds.length > 0) await db.delete(registrationAnswers).where(and(eq(registrationAnswers.orderId, orderId), inArray(registrationAnswers.questionId, [...questionIds])))
  if (answers.length === 0) return
  await db.insert(registrationAnswers).values(answers.map((a) => ({ ...a, orderId, createdAt: now })))
}
