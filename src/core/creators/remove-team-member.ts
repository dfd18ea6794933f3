// DELETE /api/v3/organizations/me/members/{member_id}/ (issue 40, decision 061): an owner removes a member.
// Access is read from the team table on every request, so the member's open sessions lose it at once.
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { requireManagedTeam } from './team-access'
import { deleteMember, insertOrganizationEvent } from './team-repository'

export async function removeTeamMember({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number; memberId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const team = await requireManagedTeam(tx, input.userId, true)
    const removed = await deleteMember(tx, team.organizerId, input.memberId)
    if (!removed) throw new AppError('NOT_FOUND', 'There is no such member.')
    await insertOrganizationEvent(tx, {
      organizerId: team.organizerId,
      type: 'member.removed',
      actorUserId: input.userId,
      details: { member_id: removed.id, user_id: removed.userId, email: removed.email, role: removed.role },
      createdAt: clock.now(),
    })
  })
}
