import fs from 'node:fs'
import path from 'node:path'
import { createTranslator } from 'next-intl'
import { expect, test } from 'vitest'
import type { ActivityEntryJson } from '@/core/creators/list-organization-activity'
import { describeActivity, type Translate } from './activity-words'

function translator(locale: string): Translate {
  const messages = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../messages', locale, 'manage.json'), 'utf8'),
  ) as Record<string, unknown>
  return createTranslator({
    locale,
    messages: messages as never,
    namespace: 'teamActivity' as never,
  }) as unknown as Translate
}

const roles = { owner: 'Owner', manager: 'Manager', door: 'Door staff' }
const entry = (type: ActivityEntryJson['type'], details: Record<string, unknown>): ActivityEntryJson => ({
  id: '1',
  type,
  created: '2026-12-01T10:00:00.000Z',
  actor: null,
  details,
})

test('An event settings change reads as a sentence and one line per setting, a password never shown', () => {
  const words = describeActivity(
    entry('event.settings_changed', {
      event_id: 7,
      event_name: 'Harbour Dinner',
      changes: [
        { setting: 'listed', from: true, to: false },
        { setting: 'password', from: 'none', to: 'set' },
        { setting: 'reminder_hours', from: [24, 2], to: [48] },
        { setting: 'transfers_allowed', from: true, to: false },
        { setting: 'transfer_cutoff_hours', from: 0, to: 1 },
        { setting: 'requires_approval', from: false, to: true },
      ],
    }),
    translator('en'),
    roles,
  )
  expect(words).toEqual({
    what: 'Changed the settings of Harbour Dinner',
    changes: [
      'Listed in search: yes → no',
      'Password: none → set',
      'Reminders: 24 hours before, 2 hours before → 48 hours before',
      'Ticket transfers: allowed → not allowed',
      'Transfers close: until the start → 1 hour before',
      'Approval required: no → yes',
    ],
  })
})

test('Team, guest list, class and question entries each say who was affected, in the page language', () => {
  const en = translator('en')
  expect(
    describeActivity(entry('member.invited', { email: 'mina@example.com', role: 'door' }), en, roles).what,
  ).toBe('Invited mina@example.com as Door staff')
  expect(
    describeActivity(
      entry('event.invitations_added', {
        event_name: 'Dinner',
        count: 2,
        changes: [{ setting: 'invitations', from: null, to: ['a@example.com', 'b@example.com'] }],
      }),
      en,
      roles,
    ),
  ).toEqual({
    what: 'Added 2 addresses to the guest list of Dinner',
    changes: ['Addresses: a@example.com, b@example.com'],
  })
  expect(
    describeActivity(
      entry('ticket_class.settings_changed', {
        event_name: 'Dinner',
        ticket_class_name: 'Volunteer',
        changes: [{ setting: 'hidden', from: false, to: true }],
      }),
      en,
      roles,
    ),
  ).toEqual({
    what: 'Changed the ticket type “Volunteer” of Dinner',
    changes: ['Hidden: no → yes'],
  })
  const added = describeActivity(
    entry('question.added', {
      event_name: 'Dinner',
      question_label: 'Diet',
      changes: [
        { setting: 'label', from: null, to: 'Diet' },
        { setting: 'kind', from: null, to: 'paragraph' },
        { setting: 'per', from: null, to: 'attendee' },
        { setting: 'options', from: null, to: [] },
        { setting: 'ticket_class_ids', from: null, to: [3, 4] },
      ],
    }),
    en,
    roles,
  )
  expect(added).toEqual({
    what: 'Added the question “Diet” to Dinner',
    changes: ['Answer type: long text', 'Asked: once per attendee', 'Ticket types: 2 ticket types'],
  })
  expect(
    describeActivity(
      entry('question.removed', {
        event_name: 'Dinner',
        question_label: 'Diet',
        changes: [{ setting: 'label', from: 'Diet', to: null }],
      }),
      en,
      roles,
    ),
  ).toEqual({
    what: 'Removed the question “Diet” from Dinner',
    changes: [],
  })
  const de = describeActivity(
    entry('event.settings_changed', {
      event_name: 'Abendessen',
      changes: [{ setting: 'reminder_hours', from: [24], to: [] }],
    }),
    translator('de'),
    roles,
  )
  expect(de).toEqual({
    what: 'Hat die Einstellungen von Abendessen geändert',
    changes: ['Erinnerungen: 24 Stunden vorher → aus'],
  })
})
