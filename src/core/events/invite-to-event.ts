// The invitation list of a private event (issue 40 "Visibility", decision 060): its organizer adds
// addresses, and each new one is emailed a link that opens the event (through the outbox, in the same
// transaction as the list's rows).
import 'server-only'
import { isPlausibleEmail, normalizeEmail } from '@/core/accounts/account-rules'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { EVENT_INVITATIONS_PER_USER } from '@/core/accounts/rate-limits'
import { findManagedEvent, type Manager } from '@/core/creators/managed-event-access'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { recordSettingChanges } from '@/core/creators/settings-audit'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeInvitationPass } from './event-access'
import { countInvitationsByEventId, findInvitationsByEventId, insertInvitations, type InvitationRow } from './event-invitations-repository'
import { computeEventInvitationEmail } from './invitation-email'

/** At most this many addresses per request, and on one event's list. */
export const MAX_INVITATIONS_PER_REQUEST = 200
export const MAX_INVITATIONS_PER_EVENT = 2000
/** The audit entry names this many of the addresses one request adds, and counts them all. */
const MAX_AUDITED_ADDRESSES = 20

/** Where an invitation's link lands: it keeps the invitation's pass and opens the event page. */
export const ACCEPT_INVITATION_PATH = '/api/v3/events/{event_id}/invitations/accept/'

export type InvitationJson = { id: string; email: string; created: string }

export function toInvitationJson(row: InvitationRow): InvitationJson {
  return { id: String(row.id), email: row.email, created: row.createdAt.toISOString() }
}

type Deps = Pick<CoreDeps, 'db' | 'clock'> & { secret: string; siteUrl: string }

/** The addresses as stored (trimmed, lower case, each once); an address that is not one is a 400 naming it. */
export function computeInvitationEmails(emails: readonly string[]): string[] {
  const normalized = [...new Set(emails.map(normalizeEmail).filter((e) => e.length > 0))]
  const bad = normalized.filter((e) => !isPlausibleEmail(e))
  if (bad.length > 0) throw new AppError('INVALID_ARGUMENT', 'Some addresses are not email addresses.', { emails: bad.slice(0, 10).map((e) => `${e} is not an email address.`) })
  if (normalized.length === 0) throw new AppError('INVALID_ARGUMENT', 'Enter at least one email address.', { emails: ['Enter at least one email address.'] })
  if (normalized.length > MAX_INVITATIONS_PER_REQUEST) throw new AppError('INVALID_ARGUMENT', `Invite at most ${MAX_INVITATIONS_PER_REQUEST} addresses at a time.`, { emails: [`At most ${MAX_INVITATIONS_PER_REQUEST} addresses at a time.`] })
  return normalized
}

/** Adds the addresses not yet invited and emails each of them; answers the whole list. Organizers only (404 otherwise). */
export async function inviteToEvent(deps: Deps, input: { eventId: number; manager: Manager; emails: readonly string[]; locale?: string | null }): Promise<{ invitations: InvitationJson[]; added: number }> {
  const emails = computeInvitationEmails(input.emails)
  const now = deps.clock.now()
  const event = await findManagedEvent(deps.db, input.eventId, input.manager, 'write')
  await takeRateLimitHits(deps.db, now, [[EVENT_INVITATIONS_PER_USER, String(input.manager.userId)]])
  return deps.db.transaction(async (tx) => {
    if ((await countInvitationsByEventId(tx, event.id)) + emails.length > MAX_INVITATIONS_PER_EVENT) {
      throw new AppError('INVALID_ARGUMENT', `An event's list holds at most ${MAX_INVITATIONS_PER_EVENT} addresses.`, { emails: [`At most ${MAX_INVITATIONS_PER_EVENT} on one event.`] })
    }
    const added = await insertInvitations(tx, event.id, emails, now)
    // The private event's guest list is a setting the organization's trail records (decision 068).
    await recordSettingChanges(tx, {
      organizerId: event.organizerId,
      actorUserId: input.manager.userId,
      type: 'event.invitations_added',
      subject: { event_id: event.id, event_name: event.name, count: added.length },
      changes:
        added.length === 0
          ? []
          : [
              {
                setting: 'invitations',
                from: null,
                to: added.slice(0, MAX_AUDITED_ADDRESSES).map((r) => r.email),
              },
            ],
      now,
    })
    for (const row of added) {
      const url = new URL(ACCEPT_INVITATION_PATH.replace('{event_id}', String(event.id)), deps.siteUrl)
      url.searchParams.set('pass', computeInvitationPass(deps.secret, event.id, row.id))
      await enqueueEmail(tx, computeEventInvitationEmail({ to: row.email, organizer: event.organizerName, event, url: url.toString(), locale: input.locale }))
    }
    return { invitations: (await findInvitationsByEventId(tx, event.id)).map(toInvitationJson), added: added.length }
  })
}
