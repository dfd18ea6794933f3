// Issue 40's settings audit on the embedded database (decision 068): each settings write of an event, a
// ticket class, its questions and its guest list appends who changed what from what to what to the
// organization's trail, in the write's own transaction; a write that changes nothing appends nothing; a
// password is never recorded. The owner reads the trail; a manager of the team is given none of it.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { setEventVisibility } from '@/core/events/set-event-visibility'
import { inviteToEvent } from '@/core/events/invite-to-event'
import { removeEventInvitation } from '@/core/events/remove-event-invitation'
import { findInvitationsByEventId } from '@/core/events/event-invitations-repository'
import { updateEvent } from '@/core/events/update-event'
import type { DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { addRegistrationQuestion } from './add-registration-question'
import { deleteRegistrationQuestion } from './delete-registration-question'
import { listOrganizationActivity } from './list-organization-activity'
import { findOrganizationEvents, upsertMember } from './team-repository'
import { updateRegistrationQuestion } from './update-registration-question'
import { updateTicketClass } from './update-ticket-class'
import { updateTransferSettings } from './update-transfer-settings'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const clock = { now: () => new Date('2026-06-01T12:00:00Z') }
const deps = () => ({ db: handle.db, clock, invalidateCaches: async () => {} })

async function organization() {
  const account = await insertUser(handle.db, { emailVerifiedAt: new Date(), fullName: 'Ola Owner' })
  const organizer = await insertOrganizer(handle.db, { ownerUserId: account.id, name: 'Harbour Nights' })
  const event = await insertEvent(handle.db, {
    organizerId: organizer.id,
    status: 'live',
    name: 'Harbour Dinner',
    startAt: new Date('2026-07-01T18:00:00Z'),
    endAt: new Date('2026-07-01T22:00:00Z'),
  })
  const manager = { userId: account.id, isStaff: false }
  return { account, organizer, event, manager }
}

const trail = async (organizerId: number) =>
  (await findOrganizationEvents(handle.db, organizerId))
    .reverse()
    .map((e) => ({ type: e.type, actor: e.actorUserId, details: e.details }))

test('Visibility changes are recorded from what to what, a password only as set or new, and an unchanged save records nothing', async () => {
  const { account, organizer, event } = await organization()
  await setEventVisibility(deps(), {
    eventId: event.id,
    listed: false,
    password: 'lantern',
    actorUserId: account.id,
  })
  await setEventVisibility(deps(), { eventId: event.id, listed: false, actorUserId: account.id })
  await setEventVisibility(deps(), {
    eventId: event.id,
    password: 'lantern-2',
    invitationOnly: true,
    actorUserId: account.id,
  })
  const entries = await trail(organizer.id)
  expect(entries).toEqual([
    {
      type: 'event.settings_changed',
      actor: account.id,
      details: {
        event_id: event.id,
        event_name: 'Harbour Dinner',
        changes: [
          { setting: 'listed', from: true, to: false },
          { setting: 'password', from: 'none', to: 'set' },
        ],
      },
    },
    {
      type: 'event.settings_changed',
      actor: account.id,
      details: {
        event_id: event.id,
        event_name: 'Harbour Dinner',
        changes: [
          { setting: 'password', from: 'set', to: 'new' },
          { setting: 'invitation_only', from: false, to: true },
        ],
      },
    },
  ])
  expect(JSON.stringify(entries)).not.toContain('lantern')
})

test('Approval, reminders and transfer settings each leave an entry naming who changed them', async () => {
  const { account, organizer, event, manager } = await organization()
  await updateEvent(deps(), {
    eventId: event.id,
    details: { requiresApproval: true, reminderHours: [2, 48] },
    actorUserId: account.id,
  })
  await updateTransferSettings(deps(), {
    eventId: event.id,
    manager,
    settings: { transfersAllowed: false, transferCutoffHours: 6 },
  })
  await updateTransferSettings(deps(), {
    eventId: event.id,
    manager,
    settings: { transfersAllowed: false, transferCutoffHours: 6 },
  })
  expect((await trail(organizer.id)).map((e) => [e.type, e.actor, e.details.changes])).toEqual([
    [
      'event.settings_changed',
      account.id,
      [
        { setting: 'requires_approval', from: false, to: true },
        { setting: 'reminder_hours', from: [24, 2], to: [48, 2] },
      ],
    ],
    [
      'event.settings_changed',
      account.id,
      [
        { setting: 'transfers_allowed', from: true, to: false },
        { setting: 'transfer_cutoff_hours', from: 0, to: 6 },
      ],
    ],
  ])
})

test('A hidden class, the questions and the guest list are recorded, and the owner reads it all as the activity while a manager reads none', async () => {
  const { account, organizer, event, manager } = await organization()
  const volunteer = await insertTicketClass(handle.db, {
    eventId: event.id,
    name: 'Volunteer',
    kind: 'free',
    priceMinor: 0,
  })
  await updateTicketClass(deps(), { ticketClassId: volunteer.id, manager, hidden: true })
  const question = await addRegistrationQuestion(deps(), {
    eventId: event.id,
    manager,
    question: {
      label: 'Diet',
      kind: 'text',
      per: 'attendee',
      required: false,
      options: [],
      ticketClassIds: [],
    },
  })
  await updateRegistrationQuestion(deps(), {
    eventId: event.id,
    questionId: Number(question.id),
    manager,
    patch: { required: true },
  })
  await deleteRegistrationQuestion(deps(), { eventId: event.id, questionId: Number(question.id), manager })
  const guests = { db: handle.db, clock, secret: 'test-secret', siteUrl: 'https://tessera.test' }
  await inviteToEvent(guests, { eventId: event.id, manager, emails: ['ada@example.com', 'bo@example.com'] })
  const [ada] = (await findInvitationsByEventId(handle.db, event.id)).filter(
    (i) => i.email === 'ada@example.com',
  )
  await removeEventInvitation(deps(), { eventId: event.id, manager, invitationId: ada!.id })

  const page = await listOrganizationActivity(deps(), { userId: account.id, page: 1, pageSize: 3 })
  expect(page.organization).toEqual({ id: String(organizer.id), name: 'Harbour Nights' })
  expect(page.pagination).toMatchObject({ object_count: 6, page_count: 2, has_more_items: true })
  expect(page.activity.map((e) => [e.type, e.actor])).toEqual([
    ['event.invitation_removed', { name: 'Ola Owner', email: account.email }],
    ['event.invitations_added', { name: 'Ola Owner', email: account.email }],
    ['question.removed', { name: 'Ola Owner', email: account.email }],
  ])
  expect(page.activity[0]!.details).toMatchObject({
    event_name: 'Harbour Dinner',
    changes: [{ setting: 'invitations', from: 'ada@example.com', to: null }],
  })
  expect(page.activity[1]!.details).toMatchObject({
    count: 2,
    changes: [{ setting: 'invitations', from: null, to: ['ada@example.com', 'bo@example.com'] }],
  })
  const older = await listOrganizationActivity(deps(), { userId: account.id, page: 2, pageSize: 3 })
  expect(older.activity.map((e) => [e.type, e.details.changes])).toEqual([
    ['question.changed', [{ setting: 'required', from: false, to: true }]],
    ['question.added', expect.arrayContaining([{ setting: 'label', from: null, to: 'Diet' }])],
    ['ticket_class.settings_changed', [{ setting: 'hidden', from: false, to: true }]],
  ])

  const person = await insertUser(handle.db, { emailVerifiedAt: new Date() })
  await upsertMember(handle.db, {
    organizerId: organizer.id,
    userId: person.id,
    role: 'manager',
    eventIds: [],
    createdAt: new Date(),
  })
  expect(await listOrganizationActivity(deps(), { userId: person.id, page: 1, pageSize: 50 })).toMatchObject({
    organization: null,
    activity: [],
  })
})
