// DELETE /api/v3/organizations/me/invitations/{invitation_id}/ (issue 40, decision 061): an owner takes back
// an invitation not yet accepted; its link stops working.
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { requireManagedTeam } from './team-access'
import { closeInvitation, insertOrganizationEvent } from './team-repository'

export async function revokeTeamInvitation({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number; invitationId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const team = await requireManagedTeam(tx, input.userId, true)
    const revoked = await closeInvitation(tx, team.organizerId, input.invitationId, 'revoked')
    if (!revoked) throw new AppError('NOT_FOUND', 'There is no such invitation waiting.')
    await insertOrganizationEvent(tx, {
      organizerId: team.organizerId,
      type: 'invitation.revoked',
      actorUserId: input.userId,
      details: { invitation_id: revoked.id, email: revoked.email, role: revoked.role },
      createdAt: clock.now(),
    })
  })
}
