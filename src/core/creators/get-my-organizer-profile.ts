// GET /api/v3/users/me/organizer/ (issue 20): the signed-in creator's organizer profile. There is none
// until their first event (or their first PATCH of it) creates one.
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { toOrganizerProfileJson, type OrganizerProfileJson } from './organizer-profile-json'
import { findOwnOrganizer } from './organizer-profile-repository'

export async function getMyOrganizerProfile({ db }: Pick<CoreDeps, 'db'>, input: { userId: number; origin: string }): Promise<OrganizerProfileJson> {
  const row = await findOwnOrganizer(db, input.userId)
  if (!row) throw new AppError('NOT_FOUND', 'You have no organizer profile yet: your first event creates one, or save this form.')
  return toOrganizerProfileJson(row, input.origin)
}
