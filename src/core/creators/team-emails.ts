// The invitation to a team (issue 40, decision 061), in the inviter's page language: who invites, to which
// organization and as what, and the link that accepts it, which works for INVITATION_DAYS.
import type { EmailMessage } from '@/core/mail/email-message'
import { mailWords } from '@/core/mail/mail-texts'
import type { TeamRole } from './team-roles'

export function computeTeamInvitationEmail(input: {
  to: string
  inviter: string
  organization: string
  role: TeamRole
  /** Door staff's events, by name. */
  eventNames: string[]
  url: string
  days: number
  locale: string | null
}): EmailMessage {
  const { t } = mailWords(input.locale)
  const role = t(`team.roles.${input.role}`, { events: input.eventNames.join(', ') })
  return {
    kind: 'team-invitation',
    to: input.to,
    subject: t('team.subject', { inviter: input.inviter, organization: input.organization }),
    text: [
      t('hiThere'),
      '',
      t('team.invited', { inviter: input.inviter, organization: input.organization, role }),
      '',
      t('team.accept', { url: input.url }),
      t('team.expires', { days: input.days }),
      '',
      t('team.ignore'),
    ].join('\n'),
  }
}
