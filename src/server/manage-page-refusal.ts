// How a manage page answers a refused event (decision 061): no such event is the 404 page; door staff,
// refused everything but the check-in desk of the events they were given, are sent to that desk.
import 'server-only'
import { notFound, redirect } from 'next/navigation'
import { isAppError } from '@/core/shared/app-error'
import { getHrefLocalizer } from './localized-path'

export async function answerManagePageRefusal(error: unknown, eventId: string): Promise<never> {
  if (isAppError(error) && error.code === 'NOT_FOUND') notFound()
  if (isAppError(error) && error.code === 'FORBIDDEN') redirect((await getHrefLocalizer())(`/manage/events/${eventId}/check-in`))
  throw error
}
