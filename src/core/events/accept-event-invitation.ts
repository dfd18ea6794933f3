// An invitation's emailed link (decision 060): a standing invitation's pass is kept for the visitor (the
// adapter sets the cookie) and they land on the event page; a removed or forged one keeps nothing, and the
// page then says the event is by invitation.
import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { parseInvitationPass } from './event-access'
import { eventPath } from './event-json'
import { isInvitedToEvent } from './event-invitations-repository'
import { findEventPageFieldsById } from './events-repository'

export async function acceptEventInvitation(
  { db, secret }: Pick<CoreDeps, 'db'> & { secret: string },
  input: { eventId: number; pass: string },
): Promise<{ path: string; pass: string | null }> {
  const event = await findEventPageFieldsById(db, input.eventId)
  if (!event || event.status === 'draft' || event.publishedAt === null) throw new AppError('NOT_FOUND', 'There is no published event with that id.')
  const invitationId = parseInvitationPass(secret, input.eventId, input.pass)
  const stands = invitationId !== null && (await isInvitedToEvent(db, input.eventId, { invitationId, userId: null }))
  return { path: eventPath(event.nameSlug, input.eventId), pass: stands ? input.pass : null }
}
