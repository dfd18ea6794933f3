import { expect, test } from 'vitest'
import { computeBadgeText, computeUserMenuItems, computeUserMenuLabel } from './user-menu-items'

const attendee = { publicId: 'a1b2', isAttendee: true, isStaff: false, hasTikibar: false }
const flagsOff = { enableOldCollectionsLinkInHeader: false, isCreatorHomeActivated: false }
const labels = (items: ReturnType<typeof computeUserMenuItems>) => items.filter((i) => i.kind === 'link').map((i) => i.label)

test('An attendee sees the attendee entries, no Manage my events, no staff entries', () => {
  const items = computeUserMenuItems(attendee, flagsOff)
  expect(labels(items)).toEqual([
    'Tickets',
    'Liked',
    'Following',
    'Interests',
    'Account settings',
    'Organizer profile',
    'Contacts',
    'Studio',
    'Sponsorships',
    'Newsletter',
    'Browse events',
  ])
  expect(items.find((i) => i.label === 'Tickets')?.href).toBe('/u/a1b2/')
  expect(items.find((i) => i.label === 'Liked')?.href).toBe('/u/a1b2/saved')
  expect(items.find((i) => i.label === 'Following')?.href).toBe('/u/a1b2/followed/')
  expect(items.find((i) => i.label === 'Studio')?.tag).toBe('New')
  expect(items.find((i) => i.label === 'Sponsorships')?.tag).toBe('Beta')
  expect(items.find((i) => i.label === 'Newsletter')?.newTab).toBe(true)
})

test('Collections appears only when the old-collections flag is on', () => {
  const on = computeUserMenuItems(attendee, { ...flagsOff, enableOldCollectionsLinkInHeader: true })
  expect(labels(on)).toContain('Collections')
  expect(on.find((i) => i.label === 'Collections')?.href).toBe('/u/a1b2/favorites/collections')
  expect(labels(computeUserMenuItems(attendee, flagsOff))).not.toContain('Collections')
})

test('A creator (non-attendee) also sees Manage my events, pointing at the creator home when that flag is on', () => {
  const creator = { ...attendee, isAttendee: false }
  const items = computeUserMenuItems(creator, flagsOff)
  expect(labels(items).slice(0, 5)).toEqual(['Tickets', 'Liked', 'Following', 'Interests', 'Manage my events'])
  expect(items.find((i) => i.label === 'Manage my events')?.href).toBe('/myevents/')
  const home = computeUserMenuItems(creator, { ...flagsOff, isCreatorHomeActivated: true })
  expect(home.find((i) => i.label === 'Manage my events')?.href).toBe('/organizations/home')
})

test('Staff see Admin and Feature Flags after Browse events; Tikibar only with hasTikibar', () => {
  const staff = { ...attendee, isStaff: true }
  expect(labels(computeUserMenuItems(staff, flagsOff)).slice(-3)).toEqual(['Browse events', 'Admin', 'Feature Flags'])
  const tiki = computeUserMenuItems({ ...staff, hasTikibar: true }, flagsOff)
  expect(labels(tiki).slice(-3)).toEqual(['Admin', 'Feature Flags', 'Tikibar'])
  expect(tiki.find((i) => i.label === 'Feature Flags')?.href).toBe('/admin/nexus/gargoyle/')
  // hasTikibar without staff shows nothing extra.
  expect(labels(computeUserMenuItems({ ...attendee, hasTikibar: true }, flagsOff))).not.toContain('Tikibar')
})

test('A disabled label item sits at position 9 of the menu', () => {
  for (const user of [attendee, { ...attendee, isAttendee: false, isStaff: true }]) {
    const items = computeUserMenuItems(user, { enableOldCollectionsLinkInHeader: true, isCreatorHomeActivated: false })
    expect(items[8]?.kind).toBe('label')
    expect(items.filter((i) => i.kind === 'label')).toHaveLength(1)
  }
})

test('Menu labels over 30 characters are cut to 25 plus an ellipsis; badges cap at 99+ and hide at 0', () => {
  expect(computeUserMenuLabel('Ada Lovelace')).toBe('Ada Lovelace')
  expect(computeUserMenuLabel('x'.repeat(30))).toBe('x'.repeat(30))
  expect(computeUserMenuLabel('x'.repeat(31))).toBe(`${'x'.repeat(25)}…`)
  expect(computeBadgeText(0)).toBeNull()
  expect(computeBadgeText(7)).toBe('7')
  expect(computeBadgeText(99)).toBe('99')
  expect(computeBadgeText(100)).toBe('99+')
})
