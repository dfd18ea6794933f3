import { expect, test } from 'vitest'
import { computePasswordAudit, computeQuestionAudit, computeSettingChanges } from './settings-audit'

test('Only the settings a write names and changes are recorded, each from what to what', () => {
  const before = { listed: true, invitation_only: false, reminder_hours: [24, 2], transfer_cutoff_hours: 0 }
  expect(
    computeSettingChanges(before, {
      listed: false,
      invitation_only: false,
      reminder_hours: undefined,
      transfer_cutoff_hours: 12,
    }),
  ).toEqual([
    { setting: 'listed', from: true, to: false },
    { setting: 'transfer_cutoff_hours', from: 0, to: 12 },
  ])
})

test('A list of hours is compared by its values, so saving the same reminders records nothing', () => {
  expect(computeSettingChanges({ reminder_hours: [24, 2] }, { reminder_hours: [24, 2] })).toEqual([])
  expect(computeSettingChanges({ reminder_hours: [24, 2] }, { reminder_hours: [] })).toEqual([
    { setting: 'reminder_hours', from: [24, 2], to: [] },
  ])
  expect(computeSettingChanges({ reminder_hours: [24, 2] }, { reminder_hours: [48, 2] })).toEqual([
    { setting: 'reminder_hours', from: [24, 2], to: [48, 2] },
  ])
})

test('A password is recorded as none, set or new, never as itself', () => {
  expect(computePasswordAudit(false, undefined)).toBeUndefined()
  expect(computePasswordAudit(false, 'open sesame')).toBe('set')
  expect(computePasswordAudit(true, 'another one')).toBe('new')
  expect(computePasswordAudit(true, null)).toBe('none')
  expect(computePasswordAudit(true, '')).toBe('none')
  expect(
    computeSettingChanges({ password: 'set' }, { password: computePasswordAudit(true, 'another one') }),
  ).toEqual([{ setting: 'password', from: 'set', to: 'new' }])
  expect(
    computeSettingChanges({ password: 'none' }, { password: computePasswordAudit(false, null) }),
  ).toEqual([])
})

test('A new question is recorded field by field from nothing', () => {
  const audit = computeQuestionAudit({
    label: 'T-shirt size',
    kind: 'single',
    per: 'attendee',
    required: true,
    options: ['S', 'M'],
    ticketClassIds: [],
  })
  expect(computeSettingChanges({}, audit)).toEqual([
    { setting: 'label', from: null, to: 'T-shirt size' },
    { setting: 'kind', from: null, to: 'single' },
    { setting: 'per', from: null, to: 'attendee' },
    { setting: 'required', from: null, to: true },
    { setting: 'options', from: null, to: ['S', 'M'] },
    { setting: 'ticket_class_ids', from: null, to: [] },
  ])
})
