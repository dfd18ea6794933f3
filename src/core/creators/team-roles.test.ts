import { expect, test } from 'vitest'
import { canManageOrganization, canSeeBuyerEmails, computeEventPermission, type EventStanding } from './team-roles'

const door: EventStanding = { kind: 'member', role: 'door', eventIds: [7] }
const manager: EventStanding = { kind: 'member', role: 'manager', eventIds: [] }
const owner: EventStanding = { kind: 'member', role: 'owner', eventIds: [] }

test('Owners and managers of the organization may read and change every event of it', () => {
  for (const standing of [{ kind: 'account' } as const, owner, manager]) {
    for (const access of ['read', 'write', 'desk', 'check_in'] as const) expect(computeEventPermission(standing, 9, access)).toBe('allowed')
  }
})

test('Door staff use the check-in desk of their events, are refused the rest of them, and cannot see others', () => {
  expect(computeEventPermission(door, 7, 'desk')).toBe('allowed')
  expect(computeEventPermission(door, 7, 'check_in')).toBe('allowed')
  expect(computeEventPermission(door, 7, 'read')).toBe('forbidden')
  expect(computeEventPermission(door, 7, 'write')).toBe('forbidden')
  expect(computeEventPermission(door, 8, 'check_in')).toBe('hidden')
  expect(computeEventPermission(door, 8, 'read')).toBe('hidden')
})

test('Strangers see nothing; staff look events and desks up but change nothing and check no one in', () => {
  expect(computeEventPermission({ kind: 'none', isStaff: false }, 7, 'read')).toBe('hidden')
  expect(computeEventPermission({ kind: 'none', isStaff: true }, 7, 'read')).toBe('allowed')
  expect(computeEventPermission({ kind: 'none', isStaff: true }, 7, 'desk')).toBe('allowed')
  expect(computeEventPermission({ kind: 'none', isStaff: true }, 7, 'write')).toBe('hidden')
  expect(computeEventPermission({ kind: 'none', isStaff: true }, 7, 'check_in')).toBe('hidden')
})

test('Only door staff are kept from buyers’ emails, and only owners manage the organization', () => {
  expect(canSeeBuyerEmails(door)).toBe(false)
  expect(canSeeBuyerEmails(manager)).toBe(true)
  expect(canManageOrganization(owner)).toBe(true)
  expect(canManageOrganization({ kind: 'account' })).toBe(true)
  expect(canManageOrganization(manager)).toBe(false)
  expect(canManageOrganization(door)).toBe(false)
})
