// Issue 40's team on the embedded database (decision 061): an invitation is mailed with a link that works
// for 7 days and only for the invited, confirmed address; joining, a role change and a removal each leave
// an entry in the organization's trail; a member acts on the organization's events by role, and loses
// them the moment they are removed.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { isAppError } from '@/core/shared/app-error'
import type { DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertUser } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { acceptTeamInvitation } from './accept-team-invitation'
import { inviteTeamMember } from './invite-team-member'
import { listTeam } from './list-team'
import { findManagedEvent } from './managed-event-access'
import { removeTeamMember } from './remove-team-member'
import { findOrganizationEvents } from './team-repository'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const DAY = 86_400_000
const clockAt = (ms: number) => ({ now: () => new Date(ms) })
const codeOf = async (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (isAppError(error) ? error.code : String(error)))

async function organization() {
  const account = await insertUser(handle.db, { emailVerifiedAt: new Date() })
  const organizer = await insertOrganizer(handle.db, { ownerUserId: account.id, name: 'Harbour Nights' })
  const event = await insertEvent(handle.db, { organizerId: organizer.id, status: 'live' })
  return { account, organizer, event }
}

async function invitationToken(email: string): Promise<string> {
  const [mail] = await findOutboxEmails(handle.db, { to: email, kind: 'team-invitation' })
  return /token=([\w-]+)/.exec(mail!.text)![1]!
}

test('An invitation is mailed, accepted once by its confirmed address only, and the trail records each step', async () => {
  const { account, organizer, event } = await organization()
  const now = Date.now()
  const person = await insertUser(handle.db, { emailVerifiedAt: new Date(), fullName: 'Mina Manager' })
  const other = await insertUser(handle.db, { emailVerifiedAt: new Date() })
  const invitation = await inviteTeamMember({ db: handle.db, clock: clockAt(now) }, { userId: account.id, email: person.email.toUpperCase(), role: 'manager', eventIds: [], siteUrl: 'https://tessera.test', locale: null })
  expect(invitation).toMatchObject({ email: person.email, role: 'manager', status: 'pending', expires: new Date(now + 7 * DAY).toISOString() })
  const [mail] = await findOutboxEmails(handle.db, { to: person.email, kind: 'team-invitation' })
  expect(mail!.subject).toContain('invited you to the Harbour Nights team')
  expect(mail!.text).toContain('https://tessera.test/team/join/?token=')
  const token = await invitationToken(person.email)

  expect(await codeOf(findManagedEvent(handle.db, event.id, { userId: person.id, isStaff: false }, 'read'))).toBe('NOT_FOUND')
  expect(await codeOf(acceptTeamInvitation({ db: handle.db, clock: clockAt(now) }, { userId: other.id, token }))).toBe('FORBIDDEN')
  const joined = await acceptTeamInvitation({ db: handle.db, clock: clockAt(now) }, { userId: person.id, token })
  expect(joined).toMatchObject({ organization: { name: 'Harbour Nights' }, role: 'manager' })
  expect(await codeOf(acceptTeamInvitation({ db: handle.db, clock: clockAt(now) }, { userId: person.id, token }))).toBe('NOT_FOUND')
  expect((await findManagedEvent(handle.db, event.id, { userId: person.id, isStaff: false }, 'write')).standing).toMatchObject({ kind: 'member', role: 'manager' })

  const team = await listTeam({ db: handle.db, clock: clockAt(now) }, { userId: account.id })
  const member = team.members.find((m) => m.email === person.email)!
  await removeTeamMember({ db: handle.db, clock: clockAt(now) }, { userId: account.id, memberId: Number(member.id) })
  expect(await codeOf(findManagedEvent(handle.db, event.id, { userId: person.id, isStaff: false }, 'read'))).toBe('NOT_FOUND')
  expect((await findOrganizationEvents(handle.db, organizer.id)).map((e) => [e.type, e.actorUserId])).toEqual([
    ['member.removed', account.id],
    ['member.joined', person.id],
    ['member.invited', account.id],
  ])
})

test('An invitation link stops working after 7 days; a new one for a member changes their role', async () => {
  const { account, organizer, event } = await organization()
  const now = Date.now()
  const person = await insertUser(handle.db, { emailVerifiedAt: new Date() })
  await inviteTeamMember({ db: handle.db, clock: clockAt(now) }, { userId: account.id, email: person.email, role: 'door', eventIds: [event.id], siteUrl: 'https://tessera.test', locale: null })
  const late = await invitationToken(person.email)
  expect(await codeOf(acceptTeamInvitation({ db: handle.db, clock: clockAt(now + 7 * DAY + 1000) }, { userId: person.id, token: late }))).toBe('NOT_FOUND')

  await inviteTeamMember({ db: handle.db, clock: clockAt(now) }, { userId: account.id, email: person.email, role: 'door', eventIds: [event.id], siteUrl: 'https://tessera.test', locale: null })
  await acceptTeamInvitation({ db: handle.db, clock: clockAt(now) }, { userId: person.id, token: await invitationToken(person.email) })
  expect(await codeOf(findManagedEvent(handle.db, event.id, { userId: person.id, isStaff: false }, 'read'))).toBe('FORBIDDEN')
  expect(await codeOf(findManagedEvent(handle.db, event.id, { userId: person.id, isStaff: false }, 'check_in'))).toBe('ok')

  await inviteTeamMember({ db: handle.db, clock: clockAt(now) }, { userId: account.id, email: person.email, role: 'owner', eventIds: [], siteUrl: 'https://tessera.test', locale: null })
  await acceptTeamInvitation({ db: handle.db, clock: clockAt(now) }, { userId: person.id, token: await invitationToken(person.email) })
  expect(await codeOf(findManagedEvent(handle.db, event.id, { userId: person.id, isStaff: false }, 'write'))).toBe('ok')
  expect((await findOrganizationEvents(handle.db, organizer.id))[0]).toMatchObject({ type: 'member.role_changed', details: { role: 'owner', from_role: 'door' } })
  // An invited owner manages the team too.
  expect((await listTeam({ db: handle.db, clock: clockAt(now) }, { userId: person.id })).organization).toEqual({ id: String(organizer.id), name: 'Harbour Nights' })
})
